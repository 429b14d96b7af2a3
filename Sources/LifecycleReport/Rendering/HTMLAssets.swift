/// The inline style sheet and script of `index.html`: no network, no external libraries.
enum HTMLAssets {
    /// The diagram's styles, shared by the HTML page and the standalone SVG.
    static let diagramStyle = """
        .diagram .edge path { fill: none; stroke: #64748b; stroke-width: 1.6; }
        .diagram .edge:hover path { stroke: #0f172a; stroke-width: 2.4; }
        .diagram .arrowhead { fill: #64748b; }
        .diagram .edge.failing path { stroke: #b91c1c; stroke-width: 3; stroke-dasharray: 9 5; }
        .diagram .edge.failing .trigger { fill: #b91c1c; font-weight: 700; }
        .diagram .arrowhead-fail { fill: #b91c1c; }
        .diagram .trigger { font-size: 11.5px; fill: #334155; paint-order: stroke; stroke: #fff; stroke-width: 4px; stroke-linejoin: round; }
        .diagram .state rect { stroke-width: 2; }
        .diagram .state text { font-weight: 700; font-size: 15px; }
        .diagram .state-active rect { fill: #dcfce7; stroke: #15803d; }
        .diagram .state-inactive rect { fill: #fef9c3; stroke: #a16207; }
        .diagram .state-background rect { fill: #dbeafe; stroke: #1d4ed8; }
        .diagram .state-suspended rect { fill: #ede9fe; stroke: #6d28d9; }
        .diagram .state-not-running rect { fill: #f1f5f9; stroke: #475569; }
        """

    static let style = """
        :root { --pass: #15803d; --fail: #b91c1c; --warn: #a16207; --manual: #6d28d9; --muted: #64748b; --line: #e2e8f0; --bg: #f8fafc; }
        * { box-sizing: border-box; }
        html:lang(ko) body { word-break: keep-all; overflow-wrap: break-word; }
        html:lang(ko) body { font-family: -apple-system, "Apple SD Gothic Neo", "Noto Sans KR", "Noto Sans CJK KR", "Malgun Gothic", sans-serif; }
        html:lang(ko) h4 { text-transform: none; letter-spacing: 0; }
        body { font: 14px/1.45 -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; margin: 0; color: #0f172a; background: var(--bg); }
        main { max-width: 1180px; margin: 0 auto; padding: 20px 24px 60px; }
        h1 { font-size: 22px; margin: 0 0 4px; }
        h2 { font-size: 18px; margin: 32px 0 10px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
        h3 { font-size: 15px; margin: 22px 0 8px; }
        h4 { margin: 12px 0 4px; font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
        code, pre { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: 12.5px; }
        p code, li code, td code, dd code, summary code, .statement code { background: #eef2f7; border-radius: 3px; padding: 0 3px; }
        p code, li code, dd code { overflow-wrap: anywhere; }
        a code { white-space: nowrap; }
        pre { background: #0f172a; color: #e2e8f0; padding: 10px 12px; border-radius: 6px; overflow-x: auto; white-space: pre; }
        .verdict { border-radius: 10px; padding: 18px 22px; color: #fff; margin-bottom: 18px; overflow-wrap: anywhere; }
        .verdict.conforms { background: var(--pass); }
        .verdict.does-not-conform { background: var(--fail); }
        .verdict .big { font-size: 26px; font-weight: 700; }
        .verdict p { margin: 4px 0 0; opacity: .95; }
        .verdict code { background: rgba(255,255,255,.18); color: #fff; }
        .verdict .provenance { font-size: 12px; opacity: .85; }
        table { border-collapse: collapse; width: 100%; background: #fff; border: 1px solid var(--line); }
        th, td { text-align: left; padding: 5px 9px; border-bottom: 1px solid var(--line); vertical-align: top; }
        th { background: #f1f5f9; font-weight: 600; }
        td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
        .wide { overflow-x: auto; }
        .scroll { max-height: 560px; overflow: auto; border: 1px solid var(--line); border-radius: 6px; }
        .scroll table { border: 0; }
        .scroll thead th { position: sticky; top: 0; z-index: 1; }
        tr.source td { background: #f1f5f9; font-weight: 600; }
        td.zero { color: #cbd5e1; }
        td.bad { color: var(--fail); font-weight: 700; }
        .bar { height: 8px; background: #e2e8f0; border-radius: 4px; overflow: hidden; min-width: 90px; display: flex; }
        .bar span { display: block; height: 100%; }
        .bar .p { background: var(--pass); } .bar .f { background: var(--fail); } .bar .c { background: #86efac; }
        .badge { display: inline-block; white-space: nowrap; text-align: center; padding: 1px 7px; border-radius: 10px; font-size: 11.5px; font-weight: 600;
            color: #fff; background: var(--muted); border: 2px solid transparent; }
        .status-passed { background: var(--pass); }
        .status-failed { background: var(--fail); }
        .status-untested { background: #fef3c7; color: #78350f; border: 2px dashed var(--warn); }
        .status-not-applicable { background: #e2e8f0; color: #334155; border-radius: 2px; text-decoration: line-through; text-decoration-thickness: 1px; }
        .status-manual { background: #fff; color: var(--manual); border: 2px dotted var(--manual); }
        .status-attested-pass { background: #fff; color: var(--pass); border: 2px solid var(--pass); }
        .status-attested-fail { background: #fff; color: var(--fail); border: 2px double var(--fail); border-width: 3px; }
        .status-informative { background: transparent; color: #475569; border: 1px solid #cbd5e1; font-style: italic; }
        .status-skipped { background: #fff; color: var(--warn); border: 2px dashed var(--warn); }
        table.levels th .badge { font-size: 11px; }
        table.levels .cell-label { display: none; }
        .filters { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; background: #fff; border: 1px solid var(--line); padding: 10px;
            border-radius: 8px; position: sticky; top: 0; z-index: 2; }
        .filters label { font-size: 12px; color: var(--muted); display: flex; gap: 4px; align-items: center; }
        .filters select, .filters input { font: inherit; padding: 3px 6px; max-width: 100%; }
        .filters button { font: inherit; padding: 3px 10px; }
        #f-count { margin-left: auto; color: var(--muted); }
        details.rule, details.case { background: #fff; border: 1px solid var(--line); border-radius: 6px; margin: 6px 0; }
        details.case { border-left: 4px solid var(--fail); }
        details.rule > summary, details.case > summary { cursor: pointer; padding: 6px 10px; display: flex; gap: 8px; align-items: baseline; list-style: none; }
        details.rule > summary::-webkit-details-marker, details.case > summary::-webkit-details-marker { display: none; }
        details > summary .text { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; flex: 1; min-width: 0; }
        details[open] > summary .text { white-space: normal; }
        details > summary .tag { color: var(--muted); font-size: 12px; white-space: nowrap; }
        details .body { padding: 2px 14px 12px; border-top: 1px solid var(--line); }
        dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 10px 0; }
        dl.facts dt { color: var(--muted); }
        dl.facts dd { margin: 0; overflow-wrap: anywhere; }
        .check { border-left: 3px solid var(--fail); padding-left: 10px; margin: 12px 0; }
        .check h4 { text-transform: none; letter-spacing: 0; font-size: 14px; color: #0f172a; }
        ul.charged { margin: 4px 0; padding-left: 18px; }
        .statement { font-size: 15px; }
        .meta { color: var(--muted); font-size: 12.5px; }
        ul.tests { margin: 0; padding-left: 0; list-style: none; }
        ul.tests li { margin: 2px 0; }
        .failure { border-left: 3px solid var(--fail); padding-left: 10px; margin: 8px 0; }
        .hint { color: var(--warn); }
        .translation-note { font-size: 12.5px; border-left: 3px solid var(--warn); padding-left: 8px; }
        .english { display: block; font-size: 12px; color: var(--muted); margin-top: 2px; }
        p.english { margin-top: 0; }
        .passage { font-size: 12.5px; border-left: 3px solid var(--line); margin: 6px 0; padding: 2px 0 2px 8px; }
        .passage cite { color: var(--muted); font-style: normal; }
        .passage-label { font-weight: 600; margin-right: 4px; }
        .passage.warning { border-left-color: var(--warn); }
        .warning { background: #fef3c7; border: 1px solid #f59e0b; border-radius: 6px; padding: 8px 12px; overflow-wrap: anywhere; }
        ul.delta li { margin: 3px 0; }
        .legend-fail { color: var(--fail); font-weight: 600; }
        figure.diagram-figure { margin: 14px 0 22px; }
        figure.diagram-figure figcaption { margin-bottom: 6px; }
        .diagram { display: block; width: 100%; height: auto; background: #fff; border: 1px solid var(--line); border-radius: 8px; }
        \(diagramStyle)
        .muted { color: var(--muted); }
        .nowrap { white-space: nowrap; }
        a { color: #1d4ed8; }
        @media (max-width: 700px) {
          main { padding: 12px 10px 40px; }
          .verdict { padding: 14px; }
          .verdict .big { font-size: 21px; }
          table.levels thead { display: none; }
          table.levels, table.levels tbody, table.levels tr { display: block; width: 100%; }
          table.levels tr { border-bottom: 2px solid var(--line); padding: 4px 0; }
          table.levels th.level { display: block; border: 0; }
          table.levels td { display: inline-flex; gap: 4px; border: 0; padding: 3px 6px; width: 49%; justify-content: space-between; align-items: center; }
          table.levels .cell-label { display: inline; color: var(--muted); }
          pre.commands { white-space: pre-wrap; overflow-wrap: anywhere; }
          table.stack thead { display: none; }
          table.stack, table.stack tbody, table.stack tr { display: block; width: 100%; }
          table.stack tr { border-bottom: 1px solid var(--line); padding: 4px 2px; }
          table.stack td { display: inline-block; border: 0; padding: 2px 6px; }
          table.stack td.block { display: block; }
          table.stack td[data-label]::before { content: attr(data-label) ": "; color: var(--muted); }
          table.coverage th:last-child, table.coverage td:last-child { display: none; }
          table.coverage td, table.coverage th { padding: 4px 4px; }
          th, td { padding: 4px 5px; }
          #f-count { margin-left: 0; }
        }
        """

    static let script = """
        (function () {
          var byId = function (id) { return document.getElementById(id); };
          var rules = Array.prototype.slice.call(document.querySelectorAll('details.rule'));
          var texts = rules.map(function (rule) { return rule.textContent.toLowerCase(); });
          function apply() {
            var level = byId('f-level').value, category = byId('f-category').value, status = byId('f-status').value;
            var query = byId('f-text').value.trim().toLowerCase();
            var shown = 0;
            rules.forEach(function (rule, index) {
              var ok = (!level || rule.dataset.level === level) && (!category || rule.dataset.category === category)
                && (!status || rule.dataset.status === status) && (!query || texts[index].indexOf(query) >= 0);
              rule.hidden = !ok;
              if (ok) { shown += 1; }
            });
            var count = byId('f-count');
            var template = count.getAttribute('data-template') || '{shown} of {total} rules shown';
            count.textContent = template.replace('{shown}', shown).replace('{total}', rules.length);
          }
          ['f-level', 'f-category', 'f-status'].forEach(function (id) { byId(id).addEventListener('change', apply); });
          byId('f-text').addEventListener('input', apply);
          byId('f-reset').addEventListener('click', function () {
            ['f-level', 'f-category', 'f-status', 'f-text'].forEach(function (id) { byId(id).value = ''; });
            apply();
          });
          byId('f-expand').addEventListener('click', function () { rules.forEach(function (r) { if (!r.hidden) { r.open = true; } }); });
          byId('f-collapse').addEventListener('click', function () { rules.forEach(function (r) { r.open = false; }); });
          Array.prototype.forEach.call(document.querySelectorAll('[data-show-section]'), function (link) {
            link.addEventListener('click', function () { byId('f-text').value = link.getAttribute('data-show-section'); apply(); });
          });
          Array.prototype.forEach.call(document.querySelectorAll('[data-show-status]'), function (link) {
            link.addEventListener('click', function () { byId('f-status').value = link.getAttribute('data-show-status'); apply(); });
          });
          function openTarget() {
            var target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
            if (target && target.tagName === 'DETAILS') { target.hidden = false; target.open = true; }
          }
          window.addEventListener('hashchange', openTarget);
          apply();
          openTarget();
        })();
        """
}
