import LifecycleModel

/// A state diagram as a Mermaid `stateDiagram-v2`, for `report.md` and `lifecycle-kit
/// diagram`; the label of a move made by a row that cites a failed rule starts with `✗`.
enum MermaidDiagram {
    static func render(_ diagram: StateDiagram) -> String {
        var lines = ["stateDiagram-v2"]
        for state in StateDiagram.states {
            lines.append("    state \"\(state.rawValue)\" as \(identifier(state))")
        }
        for edge in diagram.edges {
            lines.append("    \(identifier(edge.from)) --> \(identifier(edge.to)): \(edge.isFailing ? "✗ " : "")\(edge.triggers.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }

    /// A Mermaid state id: `not-running` → `not_running`.
    static func identifier(_ state: AppState) -> String {
        state.rawValue.replacing("-", with: "_")
    }
}
