import Foundation

/// One line a worker writes on its standard output: a case started, or a case ended with
/// its result. JSON, one object per line.
struct WorkerMessage: Codable {
    /// The id of the case that is starting.
    var started: String?
    /// The result of the case that ended.
    var finished: CaseResult?
    /// How long the case that ended took.
    var seconds: Double?

    static func started(_ caseID: String) -> WorkerMessage { WorkerMessage(started: caseID) }
    static func finished(_ result: CaseResult, seconds: Double) -> WorkerMessage { WorkerMessage(finished: result, seconds: seconds) }

    func line() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    static func parse(_ line: String) -> WorkerMessage? {
        try? JSONDecoder().decode(WorkerMessage.self, from: Data(line.utf8))
    }
}
