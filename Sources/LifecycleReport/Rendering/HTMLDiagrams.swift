/// The state diagrams of `index.html`: one inline SVG per configuration the run used,
/// arrows of rows that cite a failed rule drawn red and dashed, with the rules they cite.
enum HTMLDiagrams {
    static func render(_ diagrams: [StateDiagram]) -> [String] {
        guard !diagrams.isEmpty else { return [] }
        var out = [
            "<h2 id=\"diagram\">State transitions</h2>",
            "<p class=\"muted\">Generated from <code>spec/tables/transitions.json</code>, one diagram per configuration: every row that applies is "
                + "followed step by step, so an arrow is one move between two states, labelled with the triggers of the rows that make it. "
                + "<span class=\"legend-fail\">Red dashed arrows with ✗</span> belong to rows that cite a rule that failed in this run. "
                + "Hover an arrow for its rows.</p>",
        ]
        for diagram in diagrams {
            let name = diagram.variant?.name ?? "all"
            let failing = diagram.edges.filter(\.isFailing)
            let note =
                failing.isEmpty
                ? "no arrow cites a failed rule"
                : "\(failing.count) of \(diagram.edges.count) arrows cite a failed rule: "
                    + failing.flatMap(\.failedRuleIDs).uniqued().map(HTMLReportRenderer.ruleLink).joined(separator: " ")
            out.append("<figure class=\"diagram-figure\" id=\"diagram-\(MarkupEscaping.xml(name))\">")
            out.append(
                "<figcaption><strong>\(MarkupEscaping.xml(name))</strong>: \(MarkupEscaping.xml(diagram.variant?.title ?? "every row")) — \(note)</figcaption>")
            out.append(SVGStateDiagram.render(diagram))
            out.append("</figure>")
        }
        return out
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
