import Foundation

/// Where the simulator's lines come from: a terminal with the line editor, or plain lines
/// (a pipe, a file, text a test gives).
public protocol LineSource: AnyObject {
    /// True when the source shows the prompt and the typed line itself (a terminal); a plain
    /// source's lines are echoed after the prompt instead, so the output reads as a transcript.
    var showsPrompt: Bool { get }
    /// The next line, without its line end, or nil at the end of the input.
    func nextLine(prompt: String) -> String?
}

/// Lines of a text given whole; `\n`, `\r\n` and `\r` end a line.
public final class TextLineSource: LineSource {
    private var lines: [Substring]
    private var next = 0

    /// The lines of `text`; a last line without a line end counts, an empty one does not.
    public init(_ text: String) {
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }

    /// False: the lines are echoed after the prompt.
    public var showsPrompt: Bool { false }

    /// The next line, or nil after the last.
    public func nextLine(prompt: String) -> String? {
        guard next < lines.count else { return nil }
        defer { next += 1 }
        return String(lines[next])
    }
}

/// Lines read one at a time from the process's standard input (a pipe or a file).
public final class StandardInputLineSource: LineSource {
    /// Reads standard input.
    public init() {}

    /// False: the lines are echoed after the prompt.
    public var showsPrompt: Bool { false }

    /// The next line of standard input, or nil at its end.
    public func nextLine(prompt: String) -> String? {
        readLine(strippingNewline: true)
    }
}
