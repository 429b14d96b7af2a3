import LifecycleFiles

/// One line of a Swift Testing event stream (`swift test --event-stream-output-path FILE
/// --event-stream-version 0`): a test record or an event record. Only the fields the report
/// needs are read; the underscored fields are the ones version 0 actually writes.
enum EventRecord {
    case test(TestRecord)
    case event(EventPayload)
    /// A record kind this reader does not know; the ABI says to ignore such lines.
    case other(String)

    /// Why a line is not a record this reader accepts.
    enum Failure: Error {
        case field(RecordProblem)
        case unsupportedVersion(String)
        case unknownEventKind(String)
    }

    /// The member names the records use, at any depth; the reader drops every other member
    /// unread (`since1970`, `_filePath`, …).
    static let keptKeys: Set<String> = [
        "version", "kind", "payload", "id", "name", "displayName", "isParameterized", "_testCases", "instant", "absolute", "messages", "text",
        "testID", "_testCase", "issue", "isKnown", "isFailure", "sourceLocation", "fileID", "line", "column", "_comments",
    ]

    init(_ json: JSONLineValue) throws(Failure) {
        do {
            let record = try RecordFields(record: json)
            switch json["version"] {
            case nil, .null?: throw record.missing("version")
            case .number(let number)? where number == 0: break
            case .number(let number)?: throw Failure.unsupportedVersion(number == number.rounded() ? String(Int(number)) : String(number))
            case .string(let text)?: throw Failure.unsupportedVersion(QuotedText.quoted(text.text))
            case let other?: throw RecordProblem(field: "version", reason: RecordFields.wrongType(other, expected: "the number 0"))
            }
            let kind = try record.string("kind").text
            switch kind {
            case "test": self = .test(try TestRecord(try record.object("payload")))
            case "event": self = .event(try EventPayload(try record.object("payload")))
            default: self = .other(kind)
            }
        } catch let problem as RecordProblem {
            throw .field(problem)
        } catch let failure as Failure {
            throw failure
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
    }
}

/// A `"kind": "test"` payload: a suite or a test function.
struct TestRecord {
    enum Kind: String {
        case suite
        case function
    }

    let id: String
    let kind: Kind
    let name: String
    let displayName: String?
    let isParameterized: Bool?
    let testCases: [TestCaseInfo]?

    init(_ fields: RecordFields) throws(RecordProblem) {
        id = try fields.identifier("id")
        let kindName = try fields.string("kind").text
        guard let kind = Kind(rawValue: kindName) else {
            throw RecordProblem(field: fields.field("kind"), reason: "unknown test kind \(QuotedText.quoted(kindName)) (expected suite or function)")
        }
        self.kind = kind
        name = try fields.string("name").text
        displayName = try fields.optionalString("displayName")?.text
        isParameterized = try fields.optionalBool("isParameterized")
        testCases = try fields.optionalObjects("_testCases")?.map { object throws(RecordProblem) in try TestCaseInfo(object) }
    }
}

/// A test case of a parameterized test: an opaque id and the argument's description.
struct TestCaseInfo: Hashable {
    let id: String
    let displayName: String

    init(_ fields: RecordFields) throws(RecordProblem) {
        id = try fields.identifier("id")
        displayName = try fields.string("displayName").text
    }
}
