/// A coding key of any name or index, for reading the fields a row really has.
struct TableKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

extension DecodingError {
    /// A defect of the field at `path`, explained by `message`.
    static func tableDefect(at path: [any CodingKey], _ message: String) -> DecodingError {
        .dataCorrupted(Context(codingPath: path, debugDescription: message))
    }
}

extension Decoder {
    /// Rejects a field the object does not have, naming the nearest field it has; a misspelt
    /// optional field would otherwise be ignored.
    func rejectUnknownFields(_ known: [String]) throws {
        let present = try container(keyedBy: TableKey.self).allKeys
        for key in present where !known.contains(key.stringValue) {
            let mismatch = VocabularyMismatch(noun: "field", value: key.stringValue, known: known)
            throw DecodingError.tableDefect(at: codingPath + [key], mismatch.message)
        }
    }
}

extension KeyedDecodingContainer {
    /// The vocabulary value at `key`.
    func decodeValue<Value: TableVocabulary>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try Self.value(Value.self, from: decode(String.self, forKey: key), at: codingPath + [key])
    }

    /// The vocabulary value at `key`, or nil when the field is absent or null.
    func decodeValueIfPresent<Value: TableVocabulary>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
        return try Self.value(Value.self, from: text, at: codingPath + [key])
    }

    /// The list of vocabulary values at `key`; an absent field is an empty list.
    func decodeValues<Value: TableVocabulary>(_ type: Value.Type, forKey key: Key) throws -> [Value] {
        let texts = try decodeIfPresent([String].self, forKey: key) ?? []
        return try texts.enumerated().map { index, text in
            try Self.value(Value.self, from: text, at: codingPath + [key, TableKey(intValue: index)])
        }
    }

    private static func value<Value: TableVocabulary>(_ type: Value.Type, from text: String, at path: [any CodingKey]) throws -> Value {
        switch Value.parse(text) {
        case .success(let value): return value
        case .failure(let mismatch): throw DecodingError.tableDefect(at: path, mismatch.message)
        }
    }
}
