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
    /// Makes the inline SVG a standalone document: namespace and styles of its own.
    static func standalone(_ svg: String) -> String {
        guard let tagEnd = svg.firstIndex(of: ">") else { return svg }
        let opening = svg[..<tagEnd].replacingOccurrences(of: "<svg ", with: "<svg xmlns=\"http://www.w3.org/2000/svg\" ")
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + opening + ">" + "<style>\n.diagram { background: #fff; font-family: sans-serif; }\n"
            + HTMLAssets.diagramStyle + "\n</style>" + svg[svg.index(after: tagEnd)...]
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
