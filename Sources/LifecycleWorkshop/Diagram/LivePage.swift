/// The simulator's live page (`--html FILE`): the diagram and the last reply, on a page that
/// reloads itself every second, so a browser beside the terminal follows the session.
public enum LivePage {
    /// The page for `svg` (the diagram, whose XML declaration is left out) and the reply's `lines`.
    public static func html(svg: String, lines: [String], title: String = "lifecycle-kit simulate") -> String {
        let inline = svg.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("<?xml") }.joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="refresh" content="1">
            <title>\(Markup.escaped(title))</title>
            <style>body { font-family: sans-serif; margin: 1em; } pre { background: #f6f6f6; padding: 0.8em; overflow-x: auto; }</style>
            </head>
            <body>
            \(inline)
            <pre>\(Markup.escaped(lines.joined(separator: "\n")))</pre>
            </body>
            </html>

            """
    }
}
