import Foundation

/// Reads one catalog file and decodes it with `JSONDecoder`, turning every failure
/// into a `SpecDiagnostic` that names the file and, for syntax errors, the line.
struct SpecFileReader {
    let root: URL

    /// The path of `url` relative to the catalog root, as shown in messages.
    func displayPath(_ url: URL) -> String {
        let rootPath = root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        guard path.hasPrefix(rootPath) else { return path }
        return "spec" + path.dropFirst(rootPath.count)
    }

    func text(of url: URL) throws(SpecDiagnostic) -> String {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SpecDiagnostic(file: displayPath(url), message: "cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecDiagnostic(file: displayPath(url), message: "the file is not UTF-8 text")
        }
        return text
    }

    func decode<Value: Decodable>(_ type: Value.Type, from url: URL) throws(SpecDiagnostic) -> (Value, String) {
        let content = try text(of: url)
        let data = Data(content.utf8)
        if let syntaxError = Self.syntaxError(in: data) {
            throw SpecDiagnostic(file: displayPath(url), line: syntaxError.line, message: "malformed JSON: \(syntaxError.reason)")
        }
        do {
            return (try JSONDecoder().decode(type, from: data), content)
        } catch let error as DecodingError {
            throw SpecDiagnostic(file: displayPath(url), line: nil, record: nil, field: error.fieldPath, message: error.reason)
        } catch {
            throw SpecDiagnostic(file: displayPath(url), message: "cannot decode: \(error)")
        }
    }

    /// Finds a JSON syntax error and the line it sits on, using the character offset
    /// that `JSONSerialization` reports.
    static func syntaxError(in data: Data) -> (line: Int?, reason: String)? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let debug = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            guard let offset = characterOffset(in: debug) else { return (nil, debug) }
            let prefix = data.prefix(min(offset, data.count))
            let line = prefix.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            return (line, debug)
        }
    }

    private static func characterOffset(in message: String) -> Int? {
        guard let range = message.range(of: "character ") else { return nil }
        let digits = message[range.upperBound...].prefix(while: \.isNumber)
        return Int(digits)
    }
}

/// The line on which each record id of a file is declared, found in one pass.
final class RecordLines: Sendable {
    private let lines: [String: Int]

    /// Indexes every `"id": "VALUE"` by its 1-based line, scanning the UTF-8 bytes once.
    init(_ text: String) {
        var lines: [String: Int] = [:]
        var utf8 = text
        utf8.withUTF8 { bytes in
            var lineNumber = 1
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                if let value = Self.idValue(bytes, from: start, to: end), lines[value] == nil { lines[value] = lineNumber }
                lineNumber += 1
                start = end + 1
            }
        }
        self.lines = lines
    }

    /// The value of the first `"id": "…"` between `start` and `end`, if any.
    private static func idValue(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String? {
        let quote: UInt8 = 0x22
        var index = start
        while index + 4 <= end {
            defer { index += 1 }
            guard bytes[index] == quote, bytes[index + 1] == 0x69, bytes[index + 2] == 0x64, bytes[index + 3] == quote else { continue }
            var cursor = index + 4
            while cursor < end && (bytes[cursor] == 0x20 || bytes[cursor] == 0x3A) { cursor += 1 }
            guard cursor < end, bytes[cursor] == quote else { return nil }
            var close = cursor + 1
            while close < end && bytes[close] != quote { close += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(cursor + 1)..<close]), as: UTF8.self)
        }
        return nil
    }

    func line(of id: String) -> Int? { lines[id] }
}
