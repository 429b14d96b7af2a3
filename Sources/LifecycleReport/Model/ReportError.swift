/// Why a report could not be built or written. The message names the file and line (or
/// the test) at fault; no report is written when one is thrown.
public struct ReportError: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
