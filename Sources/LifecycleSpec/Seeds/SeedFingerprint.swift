import Foundation
import LifecycleFiles

/// Short fingerprints that let the kit recognise an edition of a source document, and each
/// heading in it, without storing any of its text: the first 12 hexadecimal digits of a SHA-256.
public enum SeedFingerprint {
    /// How many hexadecimal digits a fingerprint keeps.
    public static let length = 12

    /// The fingerprint of a heading line: the SHA-256 of the UTF-8 bytes of
    /// ``normalizedHeading(_:)``, first 12 hexadecimal digits.
    public static func ofHeading(_ line: String) -> String {
        String(SHA256.hex(of: Data(normalizedHeading(line).utf8)).prefix(length))
    }

    /// The fingerprint of a whole seed file, read as the kit reads it (no byte order mark,
    /// every line end written as `\n`): the SHA-256 of its UTF-8 bytes, first 12 digits.
    public static func ofFile(_ text: String) -> String {
        String(SHA256.hex(of: Data(text.utf8)).prefix(length))
    }

    /// The fingerprint of a blank line, which no heading can have.
    public static let ofBlankLine = ofHeading("")

    /// A heading line as it is fingerprinted: in Unicode canonical composition (NFC), without
    /// the whitespace around it and without a leading Markdown heading marker (one to six `#`
    /// followed by whitespace or the end of the line), every run of whitespace written as one
    /// space. The marker goes so that a heading keeps its fingerprint when its level changes.
    public static func normalizedHeading(_ line: String) -> String {
        var scalars = Substring(line.precomposedStringWithCanonicalMapping).unicodeScalars
        scalars = trimmingWhitespace(scalars)
        let hashes = scalars.prefix { $0 == "#" }.count
        if (1...6).contains(hashes) {
            let rest = scalars.dropFirst(hashes)
            if rest.first.map(\.properties.isWhitespace) ?? true { scalars = trimmingWhitespace(rest) }
        }
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in scalars {
            if scalar.properties.isWhitespace {
                pendingSpace = true
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(scalar)
        }
        return String(result)
    }

    /// True for exactly ``length`` lower-case hexadecimal digits.
    public static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == length && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    private static func trimmingWhitespace(_ scalars: Substring.UnicodeScalarView) -> Substring.UnicodeScalarView {
        var result = scalars
        while let first = result.first, first.properties.isWhitespace { result.removeFirst() }
        while let last = result.last, last.properties.isWhitespace { result.removeLast() }
        return result
    }
}
