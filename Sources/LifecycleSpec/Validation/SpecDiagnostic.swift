/// One defect found in the catalog, naming the file, the line where known, the record
/// (rule, section, row…) and the field at fault.
public struct SpecDiagnostic: Error, Sendable, Hashable, CustomStringConvertible, Comparable {
    public let file: String
    public let line: Int?
    public let record: String?
    public let field: String?
    public let message: String

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

    public static func < (lhs: SpecDiagnostic, rhs: SpecDiagnostic) -> Bool {
        (lhs.file, lhs.line ?? 0, lhs.description) < (rhs.file, rhs.line ?? 0, rhs.description)
    }
}

/// Thrown when the catalog cannot be loaded: every defect found, in file order.
public struct CatalogLoadError: Error, Sendable, CustomStringConvertible {
    public let diagnostics: [SpecDiagnostic]

    public init(_ diagnostics: [SpecDiagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
