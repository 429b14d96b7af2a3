import LifecycleFiles

/// A `"kind": "event"` payload.
struct EventPayload {
    let kind: EventKind
    /// `instant.absolute`: seconds on the run's clock, finite and not negative.
    let instant: Double?
    /// The texts of `messages`, each possibly cut by the reader's string limit.
    let messages: [JSONLineString]
    let testID: String?
    let testCase: TestCaseInfo?
    let issue: IssueInfo?
    let comments: [JSONLineString]?

    init(_ fields: RecordFields) throws(EventRecord.Failure) {
        do {
            let kindName = try fields.string("kind").text
            guard let kind = EventKind(rawValue: kindName) else { throw EventRecord.Failure.unknownEventKind(kindName) }
            self.kind = kind
            instant = try Self.instant(fields)
            messages = try (fields.optionalObjects("messages") ?? []).map { message throws(RecordProblem) in try message.string("text") }
            testID = try fields.optionalIdentifier("testID")
            testCase = try fields.optionalObject("_testCase").map { object throws(RecordProblem) in try TestCaseInfo(object) }
            issue = try fields.optionalObject("issue").map { object throws(RecordProblem) in try IssueInfo(object) }
            comments = try fields.optionalStrings("_comments")
        } catch let problem as RecordProblem {
            throw .field(problem)
        } catch let failure as EventRecord.Failure {
            throw failure
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
    }

    /// `instant.absolute`, refused when negative, infinite or not a number.
    private static func instant(_ fields: RecordFields) throws(RecordProblem) -> Double? {
        guard let instant = try fields.optionalObject("instant") else { return nil }
        let absolute = try instant.number("absolute")
        guard absolute.isFinite, absolute >= 0 else {
            throw RecordProblem(field: instant.field("absolute"), reason: "\(absolute) is not an instant: it must be a finite number of seconds, 0 or more")
        }
        return absolute
    }

    struct SourceLocation {
        let fileID: String?
        let line: Int
        let column: Int

        var text: String { "\(fileID ?? "?"):\(line):\(column)" }
    }

    struct IssueInfo {
        let isKnown: Bool
        let isFailure: Bool?
        let sourceLocation: SourceLocation?

        init(_ fields: RecordFields) throws(RecordProblem) {
            isKnown = try fields.bool("isKnown")
            isFailure = try fields.optionalBool("isFailure")
            sourceLocation = try fields.optionalObject("sourceLocation").map { location throws(RecordProblem) in
                SourceLocation(fileID: try location.optionalString("fileID")?.text, line: try location.integer("line"), column: try location.integer("column"))
            }
        }

        /// A failing issue: not a known issue and not a warning.
        var fails: Bool { isFailure ?? !isKnown }
    }
}

/// The event kinds of the version 0 schema (Swift Testing's `Documentation/ABI/JSON.md`).
enum EventKind: String {
    case runStarted, testStarted, testCaseStarted, issueRecorded, valueAttached, testCaseEnded, testCaseCancelled
    case testEnded, testSkipped, testCancelled, runEnded
}
