/// Choices about how a report is rendered, for `check` and `report`.
public struct ReportOptions: Sendable, Hashable {
    /// Adds each configuration's state diagram to `report.md` as Mermaid (`--markdown-diagram`);
    /// off by default, so `report.md` stays short enough for a pull request.
    public var markdownDiagram: Bool

    /// The defaults: no diagram in `report.md`.
    public init(markdownDiagram: Bool = false) {
        self.markdownDiagram = markdownDiagram
    }
}
