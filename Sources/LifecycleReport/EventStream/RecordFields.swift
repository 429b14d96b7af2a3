import LifecycleFiles

/// Why a record cannot be read: the field at fault (`payload.kind`) and what is wrong with it.
struct RecordProblem: Error {
    let field: String
    let reason: String

    /// `field 'payload.kind': missing field`.
    var text: String { field.isEmpty ? reason : "field '\(field)': \(reason)" }
}

/// The members of one JSON object of a record, and the path that names them in messages
/// (built only for a message).
struct RecordFields {
    /// Where an object is: the path of its parent object, its key there, and its index when
    /// it is an element of an array member.
    struct Location {
        let parent: String
        let key: String
        let index: Int?

        var path: String {
            let field = parent.isEmpty ? key : parent + "." + key
            return index.map { field + "[\($0)]" } ?? field
        }
    }

    private let value: JSONLineValue
    private let location: Location

    /// The record's top-level object; fails when `value` is something else.
    init(record value: JSONLineValue) throws(RecordProblem) {
        try self.init(value, at: Location(parent: "", key: "", index: nil))
    }

    /// The object `value` at `location`; fails naming it when `value` is something else.
    init(_ value: JSONLineValue, at location: Location) throws(RecordProblem) {
        guard case .object = value else { throw RecordProblem(field: location.path, reason: Self.wrongType(value, expected: "an object")) }
        self.value = value
        self.location = location
    }

    var path: String { location.path }

    func field(_ key: String) -> String {
        let path = path
        return path.isEmpty ? key : path + "." + key
    }

    func string(_ key: String) throws(RecordProblem) -> JSONLineString {
        guard let text = try optionalString(key) else { throw missing(key) }
        return text
    }

    func optionalString(_ key: String) throws(RecordProblem) -> JSONLineString? {
        switch value[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let other?: throw RecordProblem(field: field(key), reason: Self.wrongType(other, expected: "a string"))
        }
    }

    /// A string that identifies something, so it must be whole: an identifier cut by the
    /// reader's limit could be mistaken for another.
    func identifier(_ key: String) throws(RecordProblem) -> String {
        guard let text = try optionalIdentifier(key) else { throw missing(key) }
        return text
    }

    func optionalIdentifier(_ key: String) throws(RecordProblem) -> String? {
        guard let text = try optionalString(key) else { return nil }
        guard !text.isCut else {
            throw RecordProblem(field: field(key), reason: "longer than \(ByteCountText.text(text.text.utf8.count)), the longest identifier accepted")
        }
        return text.text
    }

    func optionalBool(_ key: String) throws(RecordProblem) -> Bool? {
        switch value[key] {
        case nil, .null?: return nil
        case .bool(let flag)?: return flag
        case let other?: throw RecordProblem(field: field(key), reason: Self.wrongType(other, expected: "a boolean"))
        }
    }

    func bool(_ key: String) throws(RecordProblem) -> Bool {
        guard let flag = try optionalBool(key) else { throw missing(key) }
        return flag
    }

    func optionalNumber(_ key: String) throws(RecordProblem) -> Double? {
        switch value[key] {
        case nil, .null?: return nil
        case .number(let number)?: return number
        case let other?: throw RecordProblem(field: field(key), reason: Self.wrongType(other, expected: "a number"))
        }
    }

    func number(_ key: String) throws(RecordProblem) -> Double {
        guard let number = try optionalNumber(key) else { throw missing(key) }
        return number
    }

    /// A number that must be a whole number (a line or column).
    func integer(_ key: String) throws(RecordProblem) -> Int {
        let number = try number(key)
        guard let whole = Int(exactly: number) else { throw RecordProblem(field: field(key), reason: "\(number) is not a whole number") }
        return whole
    }

    func object(_ key: String) throws(RecordProblem) -> RecordFields {
        guard let object = try optionalObject(key) else { throw missing(key) }
        return object
    }

    func optionalObject(_ key: String) throws(RecordProblem) -> RecordFields? {
        switch value[key] {
        case nil, .null?: return nil
        case let member?: return try RecordFields(member, at: Location(parent: path, key: key, index: nil))
        }
    }

    /// The elements of an array member; nil when absent.
    func optionalArray(_ key: String) throws(RecordProblem) -> [JSONLineValue]? {
        switch value[key] {
        case nil, .null?: return nil
        case .array(let elements)?: return elements
        case let other?: throw RecordProblem(field: field(key), reason: Self.wrongType(other, expected: "an array"))
        }
    }

    /// The objects of an array member (`payload._testCases`); nil when absent.
    func optionalObjects(_ key: String) throws(RecordProblem) -> [RecordFields]? {
        let parent = path
        return try optionalArray(key)?.enumerated().map { element throws(RecordProblem) in
            try RecordFields(element.element, at: Location(parent: parent, key: key, index: element.offset))
        }
    }

    /// The strings of an array member; nil when absent.
    func optionalStrings(_ key: String) throws(RecordProblem) -> [JSONLineString]? {
        try optionalArray(key)?.enumerated().map { element throws(RecordProblem) in
            guard case .string(let text) = element.element else {
                throw RecordProblem(field: field(key) + "[\(element.offset)]", reason: Self.wrongType(element.element, expected: "a string"))
            }
            return text
        }
    }

    func missing(_ key: String) -> RecordProblem {
        RecordProblem(field: field(key), reason: "missing field")
    }

    static func wrongType(_ value: JSONLineValue, expected: String) -> String {
        "wrong type: expected \(expected), found \(value.typeName == "object" || value.typeName == "array" ? "an" : "a") \(value.typeName)"
    }
}
