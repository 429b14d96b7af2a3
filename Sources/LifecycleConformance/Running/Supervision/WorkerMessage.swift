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
        if let started, finished == nil, let encoded = try? JSONSerialization.data(withJSONObject: ["started": started]) {
            return String(decoding: encoded, as: UTF8.self)
        }
        let data = (try? Self.encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    static func parse(_ line: String) -> WorkerMessage? {
        try? decoder.decode(WorkerMessage.self, from: Data(line.utf8))
    }

    // One encoder and decoder per process, made once.
    private static let encoder = JSONEncoder()
    private static let decoder = JSONDecoder()
}
