/// One line of a Swift Testing event stream (`swift test --event-stream-output-path FILE
/// --event-stream-version 0`): a test record or an event record. Only the fields the report
/// needs are decoded; the underscored fields are the ones version 0 actually writes.
enum EventRecord: Decodable {
    case test(TestRecord)
    case event(EventPayload)
    /// A record kind this reader does not know; the ABI says to ignore such lines.
    case other(String)

    enum CodingKeys: String, CodingKey {
        case version, kind, payload
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(StreamVersion.self, forKey: .version)
        guard version == .zero else { throw UnsupportedVersion(version: version.text) }
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "test": self = .test(try container.decode(TestRecord.self, forKey: .payload))
        case "event": self = .event(try container.decode(EventPayload.self, forKey: .payload))
        default: self = .other(kind)
        }
    }
}

/// The `version` field: the number 0, or a string such as `"6.3.0"` for later schemas.
enum StreamVersion: Decodable, Equatable {
    case zero
    case other(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = number == 0 ? .zero : .other(String(number))
        } else {
            self = .other(try container.decode(String.self))
        }
    }

    var text: String {
        switch self {
        case .zero: "0"
        case .other(let text): text
        }
    }
}

/// Thrown while decoding a record of a schema version other than 0.
struct UnsupportedVersion: Error {
    let version: String
}

/// A `"kind": "test"` payload: a suite or a test function.
struct TestRecord: Decodable {
    enum Kind: String, Decodable {
        case suite
        case function
    }

    let id: String
    let kind: Kind
    let name: String
    let displayName: String?
    let isParameterized: Bool?
    let testCases: [TestCaseInfo]?

    enum CodingKeys: String, CodingKey {
        case id, kind, name, displayName, isParameterized
        case testCases = "_testCases"
    }
}

/// A test case of a parameterized test: an opaque id and the argument's description.
struct TestCaseInfo: Decodable, Hashable {
    let id: String
    let displayName: String
}

/// A `"kind": "event"` payload.
struct EventPayload: Decodable {
    let kind: EventKind
    let instant: Instant?
    let messages: [Message]
    let testID: String?
    let testCase: TestCaseInfo?
    let issue: IssueInfo?
    let comments: [String]?

    enum CodingKeys: String, CodingKey {
        case kind, instant, messages, testID, issue
        case testCase = "_testCase"
        case comments = "_comments"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kindName = try container.decode(String.self, forKey: .kind)
        guard let kind = EventKind(rawValue: kindName) else { throw UnknownEventKind(kind: kindName) }
        self.kind = kind
        instant = try container.decodeIfPresent(Instant.self, forKey: .instant)
        messages = try container.decodeIfPresent([Message].self, forKey: .messages) ?? []
        testID = try container.decodeIfPresent(String.self, forKey: .testID)
        testCase = try container.decodeIfPresent(TestCaseInfo.self, forKey: .testCase)
        issue = try container.decodeIfPresent(IssueInfo.self, forKey: .issue)
        comments = try container.decodeIfPresent([String].self, forKey: .comments)
    }

    struct Instant: Decodable {
        let absolute: Double
    }

    struct SourceLocation: Decodable {
        let fileID: String?
        let line: Int
        let column: Int

        var text: String { "\(fileID ?? "?"):\(line):\(column)" }
    }

    struct Message: Decodable {
        let symbol: String
        let text: String
    }

    struct IssueInfo: Decodable {
        let isKnown: Bool
        let isFailure: Bool?
        let sourceLocation: SourceLocation?

        /// A failing issue: not a known issue and not a warning.
        var fails: Bool { isFailure ?? !isKnown }
    }
}

/// The event kinds of the version 0 schema (Swift Testing's `Documentation/ABI/JSON.md`).
enum EventKind: String, Decodable {
    case runStarted, testStarted, testCaseStarted, issueRecorded, valueAttached, testCaseEnded, testCaseCancelled
    case testEnded, testSkipped, testCancelled, runEnded
}

/// Thrown while decoding an event whose kind is not in `EventKind`.
struct UnknownEventKind: Error {
    let kind: String
}
