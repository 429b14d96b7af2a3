import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads lines from a terminal with the line editor: the terminal is in raw mode only while
/// a line is read, and is restored before the line is handed back (and at exit, or on a
/// signal). The history lasts as long as the reader.
public final class TerminalLineReader: LineSource {
    private let input: Int32
    private let output: Int32
    private var history: [String] = []
    private var pending: [UInt8] = []

    /// A reader of the terminal `input`, drawing on `output`; nil when `input` is not a terminal.
    public init?(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        guard isatty(input) == 1 else { return nil }
        self.input = input
        self.output = output
    }

    /// True: the editor draws the prompt and the line.
    public var showsPrompt: Bool { true }

    /// Edits a line after `prompt` until Enter (the line) or Ctrl-D on an empty line (nil).
    public func nextLine(prompt: String) -> String? {
        guard TerminalMode.enterRaw(input) else { return readLine(strippingNewline: true) }
        defer { TerminalMode.restore() }
        var editor = LineEditor(history: history)
        show(editor.rendering(prompt: prompt))
        while true {
            guard let keys = readKeys() else {
                show("\r\n")
                return nil
            }
            for key in keys {
                switch editor.apply(key) {
                case .editing:
                    show(editor.rendering(prompt: prompt))
                case .choices(let words):
                    show("\r\n" + words.joined(separator: "  ") + "\r\n")
                    show(editor.rendering(prompt: prompt))
                case .submitted(let line):
                    history = editor.history
                    show(editor.renderingSubmitted(line, prompt: prompt))
                    return line
                case .ended:
                    show("\r\n")
                    return nil
                }
            }
        }
    }

    /// The keys of the next read, or nil at the end of the input or on an error.
    private func readKeys() -> [EditorKey]? {
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(input, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            let decoded = KeyDecoder.decode(pending + buffer[0..<count])
            pending = decoded.rest
            if !decoded.keys.isEmpty { return decoded.keys }
        }
    }

    /// Writes `text` to the terminal as is.
    private func show(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in write(output, buffer.baseAddress! + offset, bytes.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}

extension LineEditor {
    /// What a terminal is sent once a line is submitted: the line shown whole, then a new line.
    func renderingSubmitted(_ line: String, prompt: String) -> String {
        "\r" + prompt + line + "\u{1B}[K\r\n"
    }
}
