// The shapes of the catalog files as written on disk. Every field is optional here so
// that a missing field becomes a validator message naming the record and the field,
// rather than an opaque decoding failure.

struct RawVersionRange: Decodable {
    var from: String?
    var before: String?
}

struct RawSection: Decodable {
    var id: String?
    var title: String?
    var line: Int?
    var children: [RawSection]?
    var noRulesReason: String?
    var headingFingerprint: String?
    var seedPart: String?
}

struct RawSourceFile: Decodable {
    var id: String?
    var kind: String?
    var reference: String?
    var file: String?
    var fileFingerprint: String?
    var title: String?
    var language: String?
    var translates: String?
    var era: String?
    var iosVersions: RawVersionRange?
    var normative: Bool?
    var notes: String?
    var sections: [RawSection]?
}

struct RawSectionGraft: Decodable {
    var source: String?
    var parent: String?
    var sections: [RawSection]?
}

struct RawRule: Decodable {
    var id: String?
    var section: String?
    var level: String?
    var levelBasis: String?
    var subject: String?
    var category: String?
    var statement: String?
    var testability: String?
    var testabilityReason: String?
    var ios: RawVersionRange?
    var conflictsWith: [String]?
    var sameAs: [String]?
    var seedLine: Int?
    var retired: Bool?
    var translationNote: RawTranslationNote?
}

struct RawTranslationNote: Decodable {
    var kind: String?
    var translationSays: String?
    var ruleFollows: String?
    var why: String?
}

struct RawRulesFile: Decodable {
    var source: String?
    var rules: [RawRule]?
}

struct RawCategoriesFile: Decodable {
    struct Entry: Decodable {
        var id: String?
        var description: String?
    }
    var categories: [Entry]?
}

struct RawConflictsFile: Decodable {
    struct SelectedBy: Decodable {
        var setting: String?
        var values: [String: String]?
    }
    struct Entry: Decodable {
        var id: String?
        var topic: String?
        var rules: [String]?
        var modelDefault: String?
        /// Absent (or null) for a conflict the model cannot follow both ways.
        var selectedBy: SelectedBy?
        var explanation: String?
    }
    var conflicts: [Entry]?
}

struct RawTableFile: Decodable {
    var table: String?
    var description: String?
    var rows: [[String: JSONValue]]?
}
