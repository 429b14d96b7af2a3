import Foundation
import LifecycleModel

/// Runs conformance cases against an adapter. Each case runs on its own thread with a
/// time limit: an adapter that throws or hangs fails that case, with a message naming
/// the adapter and the case, and the run goes on.
public struct CaseRunner: Sendable {
    /// Seconds a case may run before it fails as hung.
    public var timeLimit: TimeInterval

    /// The default time limit per case, in seconds: a case of the kit's own takes
    /// milliseconds, so this leaves a wide margin for a slow adapter.
    public static let defaultTimeLimit: Double = 3

    /// Creates a runner with a time limit per case.
    public init(timeLimit: TimeInterval = CaseRunner.defaultTimeLimit) {
        self.timeLimit = timeLimit
    }

    /// Runs each case in turn, in this process, and returns the results in the same order.
    public func run(_ cases: [ConformanceCase], against adapter: any LifecycleAdapter) -> [CaseResult] {
        ConformanceRun(cases: cases, adapter: adapter, mode: .inProcess, timeLimit: timeLimit).runInProcess(observers: []).results
    }

    /// `3`, `0.5`: seconds as a person writes them.
    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() && seconds < 1e9 ? String(Int(seconds)) : String(seconds)
    }

    /// Runs one case: not applicable when it falls outside the adapter's capabilities, failed
    /// when the adapter throws, hangs or breaks the expectation, passed otherwise.
    ///
    /// - Returns: The result, with the rules a failure is charged to.
    public func run(_ conformanceCase: ConformanceCase, against adapter: any LifecycleAdapter) -> CaseResult {
        if let reason = conformanceCase.inapplicability(to: adapter.capabilities) {
            return CaseResult(
                caseID: conformanceCase.id, ruleIDs: conformanceCase.ruleIDs, adapter: adapter.name, outcome: .notApplicable(reason), evidence: nil)
        }
        let box = ResultBox()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.set(Self.execute(conformanceCase, against: adapter))
            finished.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        guard finished.wait(timeout: .now() + timeLimit) == .success, let outcome = box.value else {
            let message = "adapter '\(adapter.name)' did not finish case \(conformanceCase.id) within \(Self.format(timeLimit)) s (it hangs or loops)"
            return CaseResult(
                caseID: conformanceCase.id, ruleIDs: conformanceCase.ruleIDs, adapter: adapter.name, outcome: .failed([message]), evidence: nil,
                interruption: .timedOut(seconds: timeLimit))
        }
        let failedChecks = outcome.2
        let blamed = outcome.1 == nil ? nil : failedChecks.flatMap(\.ruleIDs)
        return CaseResult(
            caseID: conformanceCase.id, ruleIDs: conformanceCase.ruleIDs, adapter: adapter.name, outcome: outcome.0, evidence: outcome.1,
            failedRuleIDs: blamed.map { ids in conformanceCase.ruleIDs.filter(Set(ids).contains) }, failedChecks: failedChecks)
    }

    /// Judges the evidence check by check, once.
    static func judged(_ conformanceCase: ConformanceCase, _ evidence: CaseEvidence) -> (CaseOutcome, CaseEvidence?, [FailedCheck]) {
        let failed = CheckJudge.failedChecks(of: conformanceCase, in: evidence)
        return (CheckJudge.outcome(of: failed), evidence, failed)
    }

    /// Runs a case on the current thread.
    static func execute(_ conformanceCase: ConformanceCase, against adapter: any LifecycleAdapter) -> (CaseOutcome, CaseEvidence?, [FailedCheck]) {
        let name = adapter.name
        do {
            switch conformanceCase.subject {
            case .widget: return try executeWidget(conformanceCase, adapter)
            case .watchApp: return try executeWatch(conformanceCase, adapter)
            case .todayView: return try executeTodayView(conformanceCase, adapter)
            case .watchRuntime: return try executeWatchRuntime(conformanceCase, adapter)
            case .system, .app: break
            }
            let (system, app, checker) = try Self.assemble(conformanceCase, adapter)
            try system.configure(conformanceCase.configuration, app: app)
            var evidence = CaseEvidence()
            evidence.traceContext.usesScenes = conformanceCase.configuration.usesScenes
            for stimulus in conformanceCase.setup {
                do {
                    let observations = try system.send(stimulus)
                    checker?.observe(observations)
                    evidence.setup += observations
                } catch {
                    return (.failed(["setup stimulus '\(stimulus.name)' was refused by adapter '\(name)': \(error)"]), evidence, [])
                }
            }
            evidence.traceContext.stateBefore = system.state
            for stimulus in conformanceCase.stimuli {
                let result = Self.send(stimulus, to: system)
                switch result {
                case .success(let observations):
                    checker?.observe(observations)
                    evidence.observations += observations
                    evidence.perStimulus.append(observations)
                    evidence.holdingsAfter.append(app.holdings)
                    // A system side that answers no restriction question answers nil for every key.
                    let services = system as? any SystemServices
                    evidence.restrictionsAfter.append(
                        Dictionary(
                            uniqueKeysWithValues: ContentRatingKey.allCases.compactMap { key in
                                services?.restriction(forKey: key.rawValue).map { (key, $0) }
                            }))
                case .failure(let error):
                    evidence.refusal = error
                }
                if evidence.refusal != nil { break }
            }
            evidence.finalState = system.state
            evidence.duties = checker?.findings ?? []
            evidence.holdings = app.holdings
            evidence.optsIntoStateRestoration = app.optsIntoStateRestoration
            evidence.restorableControllers = app.restorableControllers
            evidence.infoPlistFindings = app.infoPlist.map(InfoPlistChecks.findings(for:)) ?? []
            evidence.storedFileFindings = app.storedFiles.map(StoredFileChecks.findings(for:)) ?? []
            return Self.judged(conformanceCase, evidence)
        } catch let gap as AdapterGap {
            return (.notApplicable(gap.description), nil, [])
        } catch {
            return (.failed(["adapter '\(name)' threw in case \(conformanceCase.id): \(error)"]), nil, [])
        }
    }

    static func send(_ stimulus: Stimulus, to system: any SystemSide) -> Result<[Observation], LifecycleError> {
        do {
            return .success(try system.send(stimulus))
        } catch {
            return .failure(error)
        }
    }

    /// The system and app a case runs: the adapter's half under test, the reference for the other.
    static func assemble(_ conformanceCase: ConformanceCase, _ adapter: any LifecycleAdapter) throws -> (any SystemSide, any AppSide, DutyCheckingApp?) {
        switch conformanceCase.subject {
        case .system:
            guard let system = try adapter.makeSystem() else { throw AdapterGap(adapter: adapter.name, half: "system side") }
            return (system, ReferenceApp(options: conformanceCase.app), nil)
        case .app, .widget, .watchApp, .todayView, .watchRuntime:
            guard let app = try adapter.makeApp() else { throw AdapterGap(adapter: adapter.name, half: "app side") }
            let checker = DutyCheckingApp(wrapping: app, tables: try ModelTables.bundled(), configuration: conformanceCase.configuration)
            return (try ReferenceSystem(), checker, checker)
        }
    }

    /// Hosts the adapter's widget in the kit's Today view, with the URL schemes the adapter
    /// declares for its containing app, and runs the case's probe.
    static func executeWidget(_ conformanceCase: ConformanceCase, _ adapter: any LifecycleAdapter) throws -> (CaseOutcome, CaseEvidence?, [FailedCheck]) {
        guard let widget = try adapter.makeWidget() else { throw AdapterGap(adapter: adapter.name, half: "Today widget") }
        let declarations = try adapter.widgetDeclarations()
        var settings = TodayWidgetHost.Settings()
        settings.containingAppURLSchemes = declarations?.containingAppURLSchemes ?? []
        let host = WidgetProbeHost(view: try TodayWidgetHost(widget: widget, settings: settings), declarations: declarations, adapterName: adapter.name)
        return try probe(conformanceCase, host)
    }

    /// Hosts the kit's widget (`KitTodayWidget`) in the adapter's Today view, with a running
    /// reference app as the containing app, and runs the case's probe.
    static func executeTodayView(_ conformanceCase: ConformanceCase, _ adapter: any LifecycleAdapter) throws -> (CaseOutcome, CaseEvidence?, [FailedCheck]) {
        let widget = KitTodayWidget.make()
        let containingApp = try ReferenceSystem()
        try containingApp.configure(Configuration(), app: ReferenceApp())
        guard let view = try adapter.makeTodayView(hosting: widget, settings: KitTodayWidget.settings, containingApp: containingApp) else {
            throw AdapterGap(adapter: adapter.name, half: "Today view")
        }
        return try probe(conformanceCase, WidgetProbeHost(view: view, declarations: KitTodayWidget.declarations, adapterName: adapter.name))
    }

    /// Runs a widget or Today-view case's probe and judges what the Today view reported.
    static func probe(_ conformanceCase: ConformanceCase, _ host: WidgetProbeHost) throws -> (CaseOutcome, CaseEvidence?, [FailedCheck]) {
        guard let probe = conformanceCase.widgetProbe else {
            return (.failed(["case \(conformanceCase.id) is a widget case without a probe"]), nil, [])
        }
        var evidence = CaseEvidence()
        evidence.widget = try probe(host)
        evidence.widgetSteps = host.steps
        evidence.widgetExtensionFindings = host.extensionFindings
        return Self.judged(conformanceCase, evidence)
    }

    /// Checks the adapter's watch app configuration.
    static func executeWatch(_ conformanceCase: ConformanceCase, _ adapter: any LifecycleAdapter) throws -> (CaseOutcome, CaseEvidence?, [FailedCheck]) {
        guard let watch = try adapter.watchApp() else { throw AdapterGap(adapter: adapter.name, half: "watch app") }
        var evidence = CaseEvidence()
        evidence.watchFindings = watch.findings()
        return Self.judged(conformanceCase, evidence)
    }

    /// Asks the adapter's watch runtime about the kit's watch apps of each kind.
    static func executeWatchRuntime(_ conformanceCase: ConformanceCase, _ adapter: any LifecycleAdapter) throws -> (CaseOutcome, CaseEvidence?, [FailedCheck]) {
        guard let runtime = try adapter.makeWatchRuntime() else { throw AdapterGap(adapter: adapter.name, half: "watch runtime") }
        var evidence = CaseEvidence()
        evidence.watchRuntimeAnswers = WatchAppConfiguration.kitAppsByKind.mapValues { WatchRuntimeAnswers(asking: runtime, about: $0) }
        return Self.judged(conformanceCase, evidence)
    }
}

/// An adapter asked for a half it does not provide.
struct AdapterGap: Error, CustomStringConvertible {
    let adapter: String
    let half: String
    var description: String { "adapter '\(adapter)' provides no \(half)" }
}

/// Holds a case's outcome across threads.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (CaseOutcome, CaseEvidence?, [FailedCheck])?

    var value: (CaseOutcome, CaseEvidence?, [FailedCheck])? { lock.withLock { stored } }
    func set(_ value: (CaseOutcome, CaseEvidence?, [FailedCheck])) { lock.withLock { stored = value } }
}
