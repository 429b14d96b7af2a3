import LifecycleModel
import LifecycleSpec
import LifecycleText
import LifecycleWorkshop

/// A failed case told so it can be trusted and acted on: the case and where it is written,
/// its configuration and stimuli, each failed check with the contract sections it compares
/// through and the rules it charges, why it failed, what to look at, and the one-line
/// commands that replay it. The console prints it (`lines(catalog:)`) and the report stores
/// it, so the two always say the same.
public struct FailureExplanation: Sendable, Hashable, Codable {
    /// The case id, such as `LAUNCH-001`.
    public var caseID: String
    /// What the case checks; nil when the case is not one of the kit's.
    public var title: String?
    /// The adapter the case failed against.
    public var adapter: String
    /// Where the case is written in the kit's case library.
    public var source: CaseSourceLocation?
    /// The configuration in one line (`iOS 12.0; app delegate only; multitasking; …`), in English.
    public var configuration: String?
    /// The configuration itself, so it can be told in another language; nil in an
    /// explanation read from a report written before it was stored.
    public var settings: Configuration?
    /// The reference app's options that differ from its defaults, as replay directives without `app `.
    public var referenceApp: [String]
    /// The stimuli that bring the app to the starting point, by name.
    public var setup: [String]
    /// The stimuli whose observations are judged, by name.
    public var stimuli: [String]
    /// Each check that failed, in the order the case lists its checks.
    public var checks: [ExplainedCheck]
    /// The failure messages when no single check failed (the case threw, crashed or timed
    /// out, or its failure came from a test run with messages only); empty otherwise.
    public var messages: [String]
    /// Every rule the failure is charged to.
    public var chargedRuleIDs: [String]
    /// "If this fails, check …".
    public var hint: String?
    /// `crashed (…)` or `timed out after … s` when the case did not end on its own.
    public var interruption: String?
    /// The commands that replay the case.
    public var replay: ReplayCommands

    /// Creates an explanation from its parts; each parameter sets the property of the same name.
    public init(
        caseID: String, title: String?, adapter: String, source: CaseSourceLocation?, configuration: String?, referenceApp: [String], setup: [String],
        stimuli: [String], checks: [ExplainedCheck], messages: [String], chargedRuleIDs: [String], hint: String?, interruption: String?,
        replay: ReplayCommands
    ) {
        self.caseID = caseID
        self.title = title
        self.adapter = adapter
        self.source = source
        self.configuration = configuration
        self.referenceApp = referenceApp
        self.setup = setup
        self.stimuli = stimuli
        self.checks = checks
        self.messages = messages
        self.chargedRuleIDs = chargedRuleIDs
        self.hint = hint
        self.interruption = interruption
        self.replay = replay
    }

    /// The configuration line in the language of `words`: from the settings when the
    /// explanation has them, else the English line as stored.
    public func configuration(in words: Words) -> String? {
        settings.map { SimulationSetup.summary(of: $0, words: words) } ?? configuration
    }

    /// The explanation of a failed result, with its case for the title, source, setup and
    /// hint; nil when the result did not fail.
    public init?(result: CaseResult, case conformanceCase: ConformanceCase?) {
        guard case .failed(let messages) = result.outcome else { return nil }
        self.init(
            caseID: result.caseID, title: conformanceCase?.title, adapter: result.adapter, source: conformanceCase?.sourceLocation,
            configuration: conformanceCase.map { SimulationSetup.summary(of: $0.configuration) },
            referenceApp: conformanceCase.map(Self.referenceAppOptions) ?? [], setup: conformanceCase?.setup.map(\.name) ?? [],
            stimuli: conformanceCase?.stimuli.map(\.name) ?? [], checks: result.failedChecks.map(ExplainedCheck.init),
            messages: result.failedChecks.isEmpty ? messages : [], chargedRuleIDs: result.failedRuleIDs, hint: conformanceCase?.hint,
            interruption: result.interruption?.summary, replay: ReplayCommands(caseID: result.caseID, adapter: result.adapter))
        settings = conformanceCase?.configuration
    }

    /// The explanation of a kit case that failed in a test run of its own (an event stream):
    /// what the kit knows of the case, with the run's messages; there is no built-in adapter
    /// to run it again with.
    public init(case conformanceCase: ConformanceCase, adapter: String, messages: [String], chargedRuleIDs: [String], interruption: String? = nil) {
        self.init(
            caseID: conformanceCase.id, title: conformanceCase.title, adapter: adapter, source: conformanceCase.sourceLocation,
            configuration: SimulationSetup.summary(of: conformanceCase.configuration), referenceApp: Self.referenceAppOptions(conformanceCase),
            setup: conformanceCase.setup.map(\.name), stimuli: conformanceCase.stimuli.map(\.name), checks: [], messages: messages,
            chargedRuleIDs: chargedRuleIDs, hint: conformanceCase.hint, interruption: interruption,
            replay: ReplayCommands(caseID: conformanceCase.id, adapter: nil))
        settings = conformanceCase.configuration
    }

    /// The reference app's options that differ from its defaults (`finishes-work`, …).
    static func referenceAppOptions(_ conformanceCase: ConformanceCase) -> [String] {
        ScriptDirective.lines(for: Configuration(), app: conformanceCase.app).map { String($0.dropFirst(4)) }
    }

    /// The file of the case library the case and its checks are written in (`LaunchCases.swift`).
    public var sourceFile: String? {
        source.map { String($0.description.split(separator: ":").first ?? "") }
    }
}

/// A failed check as an explanation tells it.
public struct ExplainedCheck: Sendable, Hashable, Codable {
    /// What the check verifies.
    public var summary: String
    /// The line of the case library where the check is written.
    public var line: Int
    /// The sections of the observation contract the check compares through (`§2 Callbacks`).
    public var clauses: [String]
    /// The rules the failure is charged to; empty when nothing it checks fell due.
    public var ruleIDs: [String]
    /// Why it failed: the expected and observed traces side by side, or the value that was wrong.
    public var messages: [String]

    /// A failed check of a case result.
    public init(_ check: FailedCheck) {
        summary = check.summary
        line = check.line
        clauses = check.clauses
        ruleIDs = check.ruleIDs
        messages = check.messages
    }
}

/// The one-line commands that replay a failed case.
public struct ReplayCommands: Sendable, Hashable, Codable {
    /// Replays the case's stimuli on the reference in the simulator.
    public var onReference: String
    /// Runs the case again against the same built-in adapter; nil when the adapter is not
    /// one `lifecycle-kit check` can run (a test run of your own).
    public var runAgain: String?

    /// The commands for a case and, when it is built in, its adapter.
    public init(caseID: String, adapter: String?) {
        onReference = "lifecycle-kit cases \(caseID) --script | lifecycle-kit simulate --script -"
        runAgain = adapter.map { "lifecycle-kit check --adapter \($0) --case \(caseID)" }
    }
}
