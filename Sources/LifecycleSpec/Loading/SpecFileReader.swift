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

    init(_ text: String) {
        var lines: [String: Int] = [:]
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            guard let key = line.range(of: "\"id\"") else { continue }
            let rest = line[key.upperBound...].drop { $0 == " " || $0 == ":" }
            guard rest.first == "\"" else { continue }
            let value = rest.dropFirst().prefix { $0 != "\"" }
            if lines[String(value)] == nil { lines[String(value)] = lineNumber }
        }
        self.lines = lines
    }

    func line(of id: String) -> Int? { lines[id] }
}
