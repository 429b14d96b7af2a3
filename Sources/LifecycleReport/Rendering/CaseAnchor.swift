import Foundation
import LifecycleFiles

/// The fragment that names a failing case's entry in `index.html`: `case-LAUNCH-001`. An id
/// with characters a fragment would need to escape (a Swift Testing test id) is named by
/// the start of its SHA-256 instead, so links stay plain and unique.
enum CaseAnchor {
    static func id(_ testID: String) -> String {
        let plain = testID.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" || $0 == ".") }
        return plain && !testID.isEmpty ? "case-" + testID : "case-x" + SHA256.hex(of: Data(testID.utf8)).prefix(16)
    }

    /// A link to a case's entry, showing its id.
    static func link(_ testID: String) -> String {
        "<a href=\"#\(id(testID))\"><code>\(MarkupEscaping.xml(testID))</code></a>"
    }
}
