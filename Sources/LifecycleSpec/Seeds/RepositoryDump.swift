import Foundation

/// Splits a repository dump into its embedded files and their numbered lines.
///
/// A dump starts with a tree of the repository's files, then gives each file as its path and
/// a colon (`/README.md:`), a rule of 80 dashes, the file's lines each preceded by its number
/// and a bar (`1 | # Title 2 | text …`), and another rule of 80 dashes. The lines may be folded
/// onto a few physical lines: a physical line break counts as a space. A file's lines are
/// found in order: line N+1 starts at the first `N+1 |` after line N that stands after
/// whitespace and before whitespace or the end.
enum RepositoryDump {
    /// How many dashes make the rule around every embedded file.
    static let ruleLength = 80

    /// The embedded files in dump order, each with its lines (whitespace around each line
    /// removed); empty when `text` is not a dump.
    static func embeddedFiles(in text: String) -> [(path: String, lines: [String])] {
        var text = text
        return text.withUTF8 { bytes in
            let pieces = pieces(of: bytes)
            guard pieces.count >= 3 else { return [] }
            var files: [(path: String, lines: [String])] = []
            var index = 1
            while index < pieces.count {
                guard let path = path(endingHeader: bytes, pieces[index - 1]) else { break }
                files.append((path, lines(of: bytes, pieces[index])))
                index += 2
            }
            return files
        }
    }

    /// The ranges of `bytes` between the rules of dashes.
    static func pieces(of bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = 0
        var run = 0
        var index = 0
        while index < bytes.count {
            run = bytes[index] == UInt8(ascii: "-") ? run + 1 : 0
            index += 1
            if run == ruleLength {
                pieces.append(start..<(index - ruleLength))
                start = index
                run = 0
            }
        }
        pieces.append(start..<bytes.count)
        return pieces
    }

    /// The path a header names: from the first `/` that starts the header or follows
    /// whitespace, to the colon that ends it; nil when the header ends otherwise.
    static func path(endingHeader bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String? {
        let header = trimmed(bytes, range)
        guard !header.isEmpty, bytes[header.upperBound - 1] == UInt8(ascii: ":") else { return nil }
        let body = header.lowerBound..<(header.upperBound - 1)
        guard let slash = body.first(where: { bytes[$0] == UInt8(ascii: "/") && ($0 == body.lowerBound || isWhitespace(bytes[$0 - 1])) }) else {
            return nil
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[slash..<body.upperBound]), as: UTF8.self)
    }

    /// The numbered lines of one embedded file, in order, line breaks written as spaces.
    static func lines(of bytes: UnsafeBufferPointer<UInt8>, _ content: Range<Int>) -> [String] {
        var lines: [String] = []
        guard var marker = find(number: 1, in: bytes, content, from: content.lowerBound) else { return [] }
        while true {
            let next = find(number: lines.count + 2, in: bytes, content, from: marker.upperBound)
            let line = trimmed(bytes, marker.upperBound..<(next?.lowerBound ?? content.upperBound))
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[line]), as: UTF8.self)
            lines.append(text.contains("\n") ? text.replacingOccurrences(of: "\n", with: " ") : text)
            guard let next else { return lines }
            marker = next
        }
    }

    /// The range of the marker `N |` at or after `start` within `content`.
    static func find(number: Int, in bytes: UnsafeBufferPointer<UInt8>, _ content: Range<Int>, from start: Int) -> Range<Int>? {
        let marker = Array("\(number) |".utf8)
        let first = marker[0]
        var index = start
        while index + marker.count <= content.upperBound {
            defer { index += 1 }
            guard bytes[index] == first, index == content.lowerBound || isWhitespace(bytes[index - 1]) else { continue }
            let end = index + marker.count
            guard end == content.upperBound || isWhitespace(bytes[end]) else { continue }
            var offset = 1
            while offset < marker.count && bytes[index + offset] == marker[offset] { offset += 1 }
            if offset == marker.count { return index..<end }
        }
        return nil
    }

    /// `range` without ASCII spaces, tabs and line feeds at either end.
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper && isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower && isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
    }
}
