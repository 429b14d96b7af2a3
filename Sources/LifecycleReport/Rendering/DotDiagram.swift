import LifecycleModel

/// The state diagram in Graphviz DOT.
enum DotDiagram {
    static func render(_ diagram: StateDiagram) -> String {
        var lines = ["digraph lifecycle {", "  rankdir=LR;", "  node [shape=box, style=rounded];"]
        for state in StateDiagram.states {
            lines.append("  \"\(state.rawValue)\";")
        }
        for edge in diagram.edges {
            let label = edge.triggers.joined(separator: "\\n")
            lines.append("  \"\(edge.from.rawValue)\" -> \"\(edge.to.rawValue)\" [label=\"\(label)\"];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}

/// The formats `lifecycle-kit diagram` writes.
public enum DiagramFormat: String, Sendable, CaseIterable {
    case mermaid
    case dot
    case svg
}

extension StateDiagram {
    /// The styles the HTML page gives the inline diagram, for an SVG file on its own.
    static let standaloneStyle = """
        <style>
        .diagram { background: #fff; font-family: -apple-system, "Segoe UI", Roboto, sans-serif; }
        .diagram .edge path { fill: none; stroke: #64748b; stroke-width: 1.6; }
        .diagram .arrowhead { fill: #64748b; }
        .diagram .trigger { font-size: 11.5px; fill: #334155; paint-order: stroke; stroke: #fff; stroke-width: 4px; stroke-linejoin: round; }
        .diagram .state rect { stroke-width: 2; }
        .diagram .state text { font-weight: 700; font-size: 15px; }
        .diagram .state-active rect { fill: #dcfce7; stroke: #15803d; }
        .diagram .state-inactive rect { fill: #fef9c3; stroke: #a16207; }
        .diagram .state-background rect { fill: #dbeafe; stroke: #1d4ed8; }
        .diagram .state-suspended rect { fill: #ede9fe; stroke: #6d28d9; }
        .diagram .state-not-running rect { fill: #f1f5f9; stroke: #475569; }
        </style>
        """

    /// Makes the inline SVG a standalone document: namespace and styles of its own.
    static func standalone(_ svg: String) -> String {
        guard let tagEnd = svg.firstIndex(of: ">") else { return svg }
        let opening = svg[..<tagEnd].replacingOccurrences(of: "<svg ", with: "<svg xmlns=\"http://www.w3.org/2000/svg\" ")
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + opening + ">" + standaloneStyle + svg[svg.index(after: tagEnd)...]
    }

    /// The diagram as text in `format`: Mermaid, Graphviz DOT, or a standalone SVG image.
    public func rendered(as format: DiagramFormat) -> String {
        switch format {
        case .mermaid: MermaidDiagram.render(self)
        case .dot: DotDiagram.render(self)
        case .svg: Self.standalone(SVGStateDiagram.render(self))
        }
    }
}
