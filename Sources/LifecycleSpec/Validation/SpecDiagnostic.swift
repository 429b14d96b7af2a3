/// One defect found in the catalog, naming the file, the line where known, the record
/// (rule, section, row…) and the field at fault.
public struct SpecDiagnostic: Error, Sendable, Hashable, CustomStringConvertible, Comparable {
    /// The catalog file at fault, as `spec/…`.
    public let file: String
    /// The line in ``file``, when known.
    public let line: Int?
    /// The record at fault, such as `rule STATES-004` or `row TR-007`.
    public let record: String?
    /// The field at fault, such as `level` or `rules[3].seedLine`.
    public let field: String?
    /// What is wrong.
    public let message: String

    /// Creates a diagnostic; only the file and message are required.
    public init(file: String, line: Int? = nil, record: String? = nil, field: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.record = record
        self.field = field
        self.message = message
    }

    /// `spec/rules/states.json:12: rule STATES-004: field 'level': unknown value 'x'`
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        text += ":"
        if let record { text += " \(record):" }
        if let field { text += " field '\(field)':" }
        return text + " " + message
    }

    /// Orders diagnostics by file, then line, then text.
    public static func < (lhs: SpecDiagnostic, rhs: SpecDiagnostic) -> Bool {
        (lhs.file, lhs.line ?? 0, lhs.description) < (rhs.file, rhs.line ?? 0, rhs.description)
    }
}

/// Thrown when the catalog cannot be loaded: every defect found, in file order.
public struct CatalogLoadError: Error, Sendable, CustomStringConvertible {
    /// Every defect found, sorted by file and line.
    public let diagnostics: [SpecDiagnostic]

    /// Creates the error, sorting `diagnostics`.
    public init(_ diagnostics: [SpecDiagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }

    /// The diagnostics, one per line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
