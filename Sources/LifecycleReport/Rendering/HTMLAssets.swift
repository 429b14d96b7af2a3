/// The inline style sheet and script of `index.html`: no network, no external libraries.
enum HTMLAssets {
    /// The diagram's styles, shared by the HTML page and the standalone SVG.
    static let diagramStyle = """
        .diagram .edge path { fill: none; stroke: #64748b; stroke-width: 1.6; }
        .diagram .edge:hover path { stroke: #0f172a; stroke-width: 2.4; }
        .diagram .arrowhead { fill: #64748b; }
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
        :root { --pass: #15803d; --fail: #b91c1c; --warn: #a16207; --muted: #64748b; --line: #e2e8f0; --bg: #f8fafc; }
        * { box-sizing: border-box; }
        body { font: 14px/1.45 -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; margin: 0; color: #0f172a; background: var(--bg); }
        main { max-width: 1180px; margin: 0 auto; padding: 20px 24px 60px; }
        h1 { font-size: 22px; margin: 0 0 4px; }
        h2 { font-size: 18px; margin: 32px 0 10px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
        h4 { margin: 12px 0 4px; font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
        code, pre { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: 12.5px; }
        pre { background: #0f172a; color: #e2e8f0; padding: 10px 12px; border-radius: 6px; overflow-x: auto; white-space: pre; }
        .verdict { border-radius: 10px; padding: 18px 22px; color: #fff; margin-bottom: 18px; }
        .verdict.conforms { background: var(--pass); }
        .verdict.does-not-conform { background: var(--fail); }
        .verdict .big { font-size: 26px; font-weight: 700; }
        .verdict p { margin: 4px 0 0; opacity: .95; }
        table { border-collapse: collapse; width: 100%; background: #fff; border: 1px solid var(--line); }
        th, td { text-align: left; padding: 5px 9px; border-bottom: 1px solid var(--line); vertical-align: top; }
        th { background: #f1f5f9; font-weight: 600; }
        td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
        .scroll { max-height: 560px; overflow-y: auto; border: 1px solid var(--line); border-radius: 6px; }
        .scroll table { border: 0; }
        .scroll thead th { position: sticky; top: 0; z-index: 1; }
        tr.source td { background: #f1f5f9; font-weight: 600; }
        td.zero { color: #cbd5e1; }
        td.bad { color: var(--fail); font-weight: 700; }
        .bar { height: 8px; background: #e2e8f0; border-radius: 4px; overflow: hidden; min-width: 90px; display: flex; }
        .bar span { display: block; height: 100%; }
        .bar .p { background: var(--pass); } .bar .f { background: var(--fail); } .bar .c { background: #86efac; }
        .badge { display: inline-block; min-width: 86px; text-align: center; padding: 1px 7px; border-radius: 10px; font-size: 11.5px; font-weight: 600;
            color: #fff; background: var(--muted); }
        .status-passed { background: var(--pass); } .status-failed { background: var(--fail); } .status-untested { background: var(--warn); }
        .status-not-applicable { background: #475569; } .status-manual { background: #7c3aed; } .status-informative { background: #94a3b8; }
        .status-skipped { background: var(--warn); }
        .filters { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; background: #fff; border: 1px solid var(--line); padding: 10px;
            border-radius: 8px; position: sticky; top: 0; z-index: 2; }
        .filters label { font-size: 12px; color: var(--muted); display: flex; gap: 4px; align-items: center; }
        .filters select, .filters input { font: inherit; padding: 3px 6px; }
        .filters button { font: inherit; padding: 3px 10px; }
        #f-count { margin-left: auto; color: var(--muted); }
        details.rule { background: #fff; border: 1px solid var(--line); border-radius: 6px; margin: 6px 0; }
        details.rule > summary { cursor: pointer; padding: 6px 10px; display: flex; gap: 8px; align-items: baseline; list-style: none; }
        details.rule > summary::-webkit-details-marker { display: none; }
        details.rule > summary .text { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; flex: 1; }
        details.rule[open] > summary .text { white-space: normal; }
        details.rule > summary .tag { color: var(--muted); font-size: 12px; white-space: nowrap; }
        details.rule .body { padding: 2px 14px 12px; border-top: 1px solid var(--line); }
        .statement { font-size: 15px; }
        .meta { color: var(--muted); font-size: 12.5px; }
        ul.tests { margin: 0; padding-left: 0; list-style: none; }
        ul.tests li { margin: 2px 0; }
        .failure { border-left: 3px solid var(--fail); padding-left: 10px; margin: 8px 0; }
        .hint { color: var(--warn); }
        .translation-note { font-size: 12.5px; border-left: 3px solid var(--warn); padding-left: 8px; }
        .diagram { width: 100%; height: auto; background: #fff; border: 1px solid var(--line); border-radius: 8px; }
        \(diagramStyle)
        .muted { color: var(--muted); }
        a { color: #1d4ed8; }
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
            byId('f-count').textContent = shown + ' of ' + rules.length + ' rules shown';
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
