extension HTMLAssets {
    /// The comparison page's own styles, after `style`.
    static let matrixStyle = """
        table.matrix td, table.matrix th { white-space: nowrap; }
        table.matrix td.statement-cell { white-space: normal; }
        table.matrix tr.group th { background: #e2e8f0; text-align: left; white-space: normal; }
        table.matrix tr.disagree td { background: #fff7ed; }
        table.matrix tr.disagree td:first-child { box-shadow: inset 4px 0 0 #ea580c; font-weight: 700; }
        table.matrix thead th { position: sticky; top: 0; z-index: 1; }
        table.matrix-sections tr.disagree td:first-child { box-shadow: inset 4px 0 0 #ea580c; }
        main { max-width: 1500px; }
        table.matrix th { white-space: normal; max-width: 150px; vertical-align: bottom; }
        table.matrix td.statement-cell { min-width: 220px; max-width: 440px; }
        td.pass-full { background: #dcfce7; color: #14532d; font-weight: 700; }
        td.pass-partial { background: #fef3c7; color: #78350f; font-weight: 700; }
        td.pass-low { background: #fee2e2; color: #7f1d1d; font-weight: 700; }
        td.pass-zero { color: #94a3b8; }
        table.only-disagreements tr.agree, table.only-disagreements tbody.agreeing { display: none; }
        """

    /// The comparison page's one script: the checkbox that hides the rows where everyone agrees.
    static let matrixScript = """
        (function () {
          var box = document.getElementById('only-disagreements');
          var table = document.getElementById('matrix-table');
          box.addEventListener('change', function () { table.classList.toggle('only-disagreements', box.checked); });
        })();
        """
}
