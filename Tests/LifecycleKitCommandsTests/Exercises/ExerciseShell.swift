import Foundation
import LifecycleCommandLine

/// Runs the command lines of a workshop `sh` block in this process, as a student's shell
/// would run them from the kit's root folder: `[swift run] lifecycle-kit …`, pipelines of
/// them, `printf '…' | …` for standard input and `printf '…' > FILE`. Files the commands
/// write (`--out`, `--svg`, `--html`, explore's `--script`, `check`'s report folder) go to a
/// scratch folder; paths are shown in the output as the student typed them. `check` and
/// `explore` run with `--quiet`: their progress line depends on the machine's speed.
struct ExerciseShell {
    let root: URL
    let scratch: URL
    /// The files the commands wrote, by the path the document gives them.
    private(set) var written: [String: URL] = [:]

    /// A line the exercise test cannot run; the message names the document and line.
    struct Unsupported: Error, CustomStringConvertible {
        let description: String
    }

    init(root: URL, scratch: URL) {
        self.root = root
        self.scratch = scratch
    }

    /// Runs one line and returns what it printed (standard output, then standard error).
    mutating func run(_ line: String, at place: String) throws -> [String] {
        let words = try Self.words(of: line, at: place)
        guard !words.isEmpty else { return [] }
        let stages = words.split(separator: "|", omittingEmptySubsequences: false).map(Array.init)
        if let redirect = words.firstIndex(of: ">") {
            guard words.first == "printf", redirect == words.count - 2 else { throw Unsupported(description: "\(place): only printf '…' > FILE is supported") }
            let target = scratch.appendingPathComponent(words[redirect + 1])
            try Self.printf(Array(words[1..<redirect])).write(to: target, atomically: true, encoding: .utf8)
            return []
        }
        var input = ""
        var output: [String] = []
        for (index, stage) in stages.enumerated() {
            if stage.first == "printf" {
                input = Self.printf(Array(stage.dropFirst()))
                continue
            }
            guard let arguments = Self.kitArguments(stage) else {
                throw Unsupported(description: "\(place): the exercise test runs only lifecycle-kit and printf, not '\(stage.joined(separator: " "))'")
            }
            let (_, transcript) = KitTranscript.run(prepared(arguments), input: input)
            output = (transcript.output + transcript.errors).flatMap { $0.components(separatedBy: "\n") }.map(shown)
            if index < stages.count - 1 { input = transcript.output.joined(separator: "\n") + "\n" }
        }
        return output
    }

    /// `swift run lifecycle-kit A B` or `lifecycle-kit A B` → `[A, B]`.
    static func kitArguments(_ stage: [String]) -> [String]? {
        if stage.starts(with: ["swift", "run", "lifecycle-kit"]) { return Array(stage.dropFirst(3)) }
        if stage.first == "lifecycle-kit" { return Array(stage.dropFirst()) }
        return nil
    }

    /// The arguments with paths resolved: outputs into the scratch folder, inputs from the
    /// scratch folder or the repository; `check` runs in process with its report in scratch.
    mutating func prepared(_ arguments: [String]) -> [String] {
        let command = arguments.first ?? ""
        let outputOptions: Set<String> =
            switch command {
            case "explore": ["--out", "--script"]
            case "simulate": ["--svg", "--html"]
            default: ["--out"]
            }
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            result.append(word)
            if outputOptions.contains(word), index + 1 < arguments.count {
                let target = scratch.appendingPathComponent(arguments[index + 1])
                try? FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                written[arguments[index + 1]] = target
                result.append(target.path)
                index += 2
                continue
            }
            if !word.hasPrefix("-"), index > 0 {
                if FileManager.default.fileExists(atPath: scratch.appendingPathComponent(word).path) {
                    result[result.count - 1] = scratch.appendingPathComponent(word).path
                } else if FileManager.default.fileExists(atPath: root.appendingPathComponent(word).path) {
                    result[result.count - 1] = root.appendingPathComponent(word).path
                }
            }
            index += 1
        }
        if command == "check" || command == "explore" { result.insert("--quiet", at: 1) }
        if command == "check" {
            result.insert("--in-process", at: 1)
            if !arguments.contains("--out") { result += ["--out", scratch.appendingPathComponent("conformance-report").path] }
        }
        return result
    }

    /// An output line with the scratch folder and the repository left out of its paths.
    func shown(_ line: String) -> String {
        line.replacingOccurrences(of: scratch.path + "/", with: "").replacingOccurrences(of: root.path + "/", with: "")
    }

    /// What `printf FORMAT` prints, for a format with `\n`, `\t`, `\\` and `%%` only.
    static func printf(_ arguments: [String]) -> String {
        var text = ""
        var escaped = false
        for character in arguments.first ?? "" {
            if escaped {
                text += character == "n" ? "\n" : character == "t" ? "\t" : String(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                text.append(character)
            }
        }
        return text.replacingOccurrences(of: "%%", with: "%")
    }

    /// The words of a shell line: single quotes keep everything, double quotes keep spaces,
    /// `|` and `>` stand alone; `#` at the start of a word begins a comment.
    static func words(of line: String, at place: String) throws -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                inWord = true
            case " ", "\t":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case "|", ">":
                if inWord { words.append(current) }
                words.append(String(character))
                current = ""
                inWord = false
            case "#" where !inWord:
                return words
            default:
                current.append(character)
                inWord = true
            }
        }
        guard quote == nil else { throw Unsupported(description: "\(place): a quote is not closed") }
        if inWord { words.append(current) }
        return words
    }
}
