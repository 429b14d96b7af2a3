/// Where a case is written in the kit's case library, so `explain` and every failure can point at it.
public struct CaseSourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file, as `#fileID` gives it (`LifecycleConformance/LaunchCases.swift`).
    public let fileID: String
    /// The line of the case's first word.
    public let line: Int

    /// A location.
    public init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }

    /// `Sources/LifecycleConformance/Library/…/LaunchCases.swift:12` when the folder is known, else `LaunchCases.swift:12`.
    public var description: String { "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)" }
}
