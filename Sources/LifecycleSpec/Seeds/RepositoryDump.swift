/// Splits a repository dump into its embedded files and their numbered lines.
///
/// A dump starts with a tree of the repository's files, then gives each file as its path and
/// a colon (`/README.md:`), a rule of 80 dashes, the file's lines each preceded by its number
/// and a bar (`1 | # Title 2 | text …`), and another rule of 80 dashes. The lines may be folded
/// onto a few physical lines: a physical line break counts as a space. A file's lines are
/// found in order: line N+1 starts at the first `N+1 |` after line N that stands after
/// whitespace and before whitespace or the end.
enum RepositoryDump {
    /// The rule of dashes around every embedded file.
    static let rule = [UInt8](repeating: UInt8(ascii: "-"), count: 80)

    /// The embedded files in dump order, each with its lines (whitespace around each line
    /// removed); empty when `text` is not a dump.
    static func embeddedFiles(in text: String) -> [(path: String, lines: [String])] {
        let bytes = Array(text.utf8)
        let pieces = split(bytes, on: rule)
        guard pieces.count >= 3 else { return [] }
        var files: [(path: String, lines: [String])] = []
        var index = 1
        while index < pieces.count {
            guard let path = path(endingHeader: pieces[index - 1]) else { break }
            files.append((path, lines(of: pieces[index])))
            index += 2
        }
        return files
    }

    /// The path a header names: from the first `/` that starts the header or follows
    /// whitespace, to the colon that ends it; nil when the header ends otherwise.
    static func path(endingHeader header: ArraySlice<UInt8>) -> String? {
        let trimmed = header.trimmingWhitespace()
        guard trimmed.last == UInt8(ascii: ":") else { return nil }
        let body = trimmed.dropLast()
        guard
            let slash = body.indices.first(where: { body[$0] == UInt8(ascii: "/") && ($0 == body.startIndex || isWhitespace(body[$0 - 1])) })
        else { return nil }
        return String(decoding: body[slash...], as: UTF8.self)
    }

    /// The numbered lines of one embedded file, in order.
    static func lines(of content: ArraySlice<UInt8>) -> [String] {
        var lines: [String] = []
        guard var marker = find(number: 1, in: content, from: content.startIndex) else { return [] }
        while true {
            let next = find(number: lines.count + 2, in: content, from: marker.upperBound)
            let end = next?.lowerBound ?? content.endIndex
            let line = content[marker.upperBound..<end].trimmingWhitespace().map { $0 == UInt8(ascii: "\n") ? UInt8(ascii: " ") : $0 }
            lines.append(String(decoding: line, as: UTF8.self))
            guard let next else { return lines }
            marker = next
        }
    }

    /// The range of the marker `N |` at or after `start`.
    static func find(number: Int, in content: ArraySlice<UInt8>, from start: Int) -> Range<Int>? {
        let marker = Array("\(number) |".utf8)
        var index = start
        while index + marker.count <= content.endIndex {
            if content[index] == marker[0], content[index..<(index + marker.count)].elementsEqual(marker),
                index == content.startIndex || isWhitespace(content[index - 1]),
                index + marker.count == content.endIndex || isWhitespace(content[index + marker.count])
            {
                return index..<(index + marker.count)
            }
            index += 1
        }
        return nil
    }

    /// `bytes` cut at every occurrence of `separator`.
    static func split(_ bytes: [UInt8], on separator: [UInt8]) -> [ArraySlice<UInt8>] {
        var pieces: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index + separator.count <= bytes.count {
            if bytes[index] == separator[0], bytes[index..<(index + separator.count)].elementsEqual(separator) {
                pieces.append(bytes[start..<index])
                index += separator.count
                start = index
            } else {
                index += 1
            }
        }
        pieces.append(bytes[start...])
        return pieces
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
    }
}

extension ArraySlice<UInt8> {
    /// The slice without ASCII spaces, tabs and line feeds at either end.
    fileprivate func trimmingWhitespace() -> ArraySlice<UInt8> {
        var slice = self
        while let first = slice.first, RepositoryDump.isWhitespace(first) { slice = slice.dropFirst() }
        while let last = slice.last, RepositoryDump.isWhitespace(last) { slice = slice.dropLast() }
        return slice
    }
}
