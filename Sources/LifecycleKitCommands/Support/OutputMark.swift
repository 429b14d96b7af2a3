import LifecycleFiles
import LifecycleReport

/// The mark every single output file carries in its first lines — a comment in the file's
/// own syntax, or a field — so that a later run may replace a file the kit wrote and
/// refuses any other (see `SingleFileWriter.Replacing`).
struct OutputMark {
    /// The text looked for: `lifecycle-kit:diagram`, `lifecycle-kit:live-diagram`, ….
    let text: String

    static let diagram = OutputMark(text: "lifecycle-kit:diagram")
    static let liveDiagram = OutputMark(text: "lifecycle-kit:live-diagram")
    static let exploreScript = OutputMark(text: "lifecycle-kit:explore-script")
    static let checklist = OutputMark(text: "lifecycle-kit:checklist")
    /// A JSON checklist is recognised by its format field.
    static let checklistJSON = OutputMark(text: "\"lifecycle-kit-checklist\"")

    /// How a writer for a file with this mark may replace what is there.
    var replacing: SingleFileWriter.Replacing { .fileMarked(text) }

    /// `text` with the mark as a comment: an XML comment after an XML declaration (SVG,
    /// HTML, Markdown), `%%` for Mermaid, `//` for Graphviz, `#` for a script.
    func marking(_ content: String, as syntax: Syntax) -> String {
        switch syntax {
        case .xml:
            let comment = "<!-- \(text) -->"
            if content.hasPrefix("<?xml"), let end = content.firstIndex(of: "\n") {
                return content[...end] + comment + "\n" + content[content.index(after: end)...]
            }
            return comment + "\n" + content
        case .mermaid: return "%% \(text)\n" + content
        case .dot: return "// \(text)\n" + content
        case .script: return "# \(text)\n" + content
        }
    }

    /// The comment syntax of a file.
    enum Syntax {
        case xml, mermaid, dot, script

        init(_ format: DiagramFormat) {
            switch format {
            case .mermaid: self = .mermaid
            case .dot: self = .dot
            case .svg: self = .xml
            }
        }
    }
}
