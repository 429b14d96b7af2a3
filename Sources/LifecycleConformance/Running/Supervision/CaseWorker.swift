import Foundation
import LifecycleModel

#if canImport(Glibc)
    import Glibc
#endif

/// The worker side of a supervised run: reads the ids of the cases to run from standard
/// input (one per line, until its end), runs them in order in this process, and writes a
/// `WorkerMessage` line before and after each case. When the adapter traps, the process
/// dies mid-case and the supervisor charges the case that started last.
public enum CaseWorker {
    /// Serves one supervised run; returns when every listed case has run.
    ///
    /// - Parameters:
    ///   - adapter: The adapter the cases run against.
    ///   - cases: Every case the worker may be asked to run, looked up by id.
    ///   - parent: The supervisor's process id; the worker ends itself when the supervisor is gone.
    /// - Throws: ``WorkerFailure`` when standard input names an unknown case.
    public static func serve(adapter: any LifecycleAdapter, cases: [ConformanceCase], parent: Int32?) throws {
        if let parent { ParentWatch.dieWithParent(expected: parent) }
        // Load the tables before the first case starts, so its time limit measures the adapter, not the start-up.
        _ = try? ModelTables.bundled()
        let input = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        let byID = Dictionary(cases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var selected: [ConformanceCase] = []
        for id in input.split(whereSeparator: \.isNewline).map(String.init) where !id.isEmpty {
            guard let conformanceCase = byID[id] else { throw WorkerFailure("the worker was asked for an unknown case '\(id)'") }
            selected.append(conformanceCase)
        }
        // The supervisor enforces the time limit; the worker's own limit only stops a thread it could never join.
        let run = ConformanceRun(cases: selected, adapter: adapter, mode: .inProcess, timeLimit: 24 * 3600)
        _ = try run.execute(observers: [MessageWriter()])
    }
}

/// Writes the worker protocol's lines to standard output, unbuffered.
private final class MessageWriter: RunObserver, @unchecked Sendable {
    func caseWillRun(_ conformanceCase: ConformanceCase, index: Int, total: Int) {
        write(.started(conformanceCase.id))
    }

    func caseDidRun(_ result: CaseResult, seconds: Double, index: Int, total: Int) {
        write(.finished(result, seconds: seconds))
    }

    private func write(_ message: WorkerMessage) {
        FileHandle.standardOutput.write(Data((message.line() + "\n").utf8))
    }
}

/// Ties a worker's life to its supervisor's: when the supervisor dies, for whatever reason,
/// the kernel kills the worker (`PR_SET_PDEATHSIG`).
enum ParentWatch {
    private typealias ProcessControl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32

    static func dieWithParent(expected parent: Int32) {
        #if os(Linux)
            let prSetParentDeathSignal: Int32 = 1
            if let symbol = dlsym(dlopen(nil, RTLD_NOW), "prctl") {
                _ = unsafeBitCast(symbol, to: ProcessControl.self)(prSetParentDeathSignal, UInt(SIGKILL), 0, 0, 0)
            }
            // The supervisor may have died before the request took effect.
            if getppid() != parent { exit(3) }
        #endif
    }
}
