/// The state diagrams of `index.html`: one inline SVG per configuration the run used,
/// arrows of rows that cite a failed rule drawn red and dashed, with the rules they cite.
enum HTMLDiagrams {
    static func render(_ diagrams: [StateDiagram], text: ReportText = .english) -> [String] {
        guard !diagrams.isEmpty else { return [] }
        let words = text.words
        var out = ["<h2 id=\"diagram\">\(words("page.diagrams.heading"))</h2>", "<p class=\"muted\">\(words("page.diagrams.intro"))</p>"]
        for diagram in diagrams {
            let name = diagram.variant?.name ?? "all"
            let failing = diagram.edges.filter(\.isFailing)
            let note =
                failing.isEmpty
                ? words("page.diagrams.no-failing")
                : words("page.diagrams.failing", ["failing": "\(failing.count)", "total": "\(diagram.edges.count)"])
                    + failing.flatMap(\.failedRuleIDs).uniqued().map(HTMLReportRenderer.ruleLink).joined(separator: " ")
            out.append("<figure class=\"diagram-figure\" id=\"diagram-\(MarkupEscaping.xml(name))\">")
            out.append(
                "<figcaption><strong>\(MarkupEscaping.xml(name))</strong>: \(MarkupEscaping.xml(diagram.variant?.title ?? words("page.diagrams.every-row"))) — \(note)</figcaption>"
            )
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
