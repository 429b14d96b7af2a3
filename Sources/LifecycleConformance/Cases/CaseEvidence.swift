import LifecycleModel

/// Everything a case run produced, for its expectation to judge.
public struct CaseEvidence: Sendable {
    /// Observations of the setup stimuli.
    public var setup: [Observation] = []
    /// Observations of the checked stimuli, in order.
    public var observations: [Observation] = []
    /// Observations per checked stimulus.
    public var perStimulus: [[Observation]] = []
    /// The error the last checked stimulus was refused with, if any (later stimuli are not sent).
    public var refusal: LifecycleError?
    /// The app's state after the last stimulus.
    public var finalState: AppState = .notRunning
    /// Duties checked on the app side (app-side cases).
    public var duties: [DutyFinding] = []
    /// What the app held at the end of the run.
    public var holdings = AppHoldings()
    /// What the app held after each checked stimulus, in order (as many as `perStimulus`).
    public var holdingsAfter: [AppHoldings] = []
    /// What the system under test stored under each content-rating key after each checked
    /// stimulus (`SystemServices.restriction(forKey:)`; a missing key stored nothing); empty
    /// when the system side answers no such questions.
    public var restrictionsAfter: [[ContentRatingKey: Int]] = []
    /// State restoration: whether the app opts in to preservation and restoration (it
    /// implements `application:shouldSaveApplicationState:` and
    /// `application:shouldRestoreApplicationState:` and answers true).
    public var optsIntoStateRestoration = false
    /// State restoration: the view-controller hierarchy the app offers for preservation.
    public var restorableControllers: [RestorableController] = []

    /// The kit's findings on the app side's own Info.plist (`InfoPlistChecks`); none when it
    /// has none.
    public var infoPlistFindings: [ConfigurationFinding] = []
    /// The kit's findings on the files the app side declares it keeps (`StoredFileChecks`);
    /// none when it declares none.
    public var storedFileFindings: [ConfigurationFinding] = []

    /// What the Today view host reported (widget and Today-view cases).
    public var widget: [WidgetObservation] = []
    /// The same, step by step, with what the case did at each step.
    public var widgetSteps: [WidgetProbeStep] = []
    /// The checks of the widget extension's Info.plist entries (widget cases that ask for them).
    public var widgetExtensionFindings: [ConfigurationFinding] = []
    /// The watchOS configuration checks (watch-app cases).
    public var watchFindings: [ConfigurationFinding] = []
    /// The watch runtime's answers about the kit's watch apps of each kind (watch-runtime cases).
    public var watchRuntimeAnswers: [WatchAppKind: WatchRuntimeAnswers] = [:]

    /// How the contract reads this run's traces: scenes or not, and the state the checked
    /// stimuli start from.
    public var traceContext = CanonicalTrace.Context()

    /// Empty evidence: no observations, the app not running.
    public init() {}

    /// The checked observations as raw trace lines, keeping those `filter` selects.
    public func lines(_ filter: TraceFilter) -> [String] { TraceLine.lines(observations, filter: filter) }

    /// The checked observations as the contract compares them, keeping the parts `filter` selects.
    public func canonical(_ filter: TraceFilter, extensions: Bool = false) -> CanonicalTrace {
        var context = traceContext
        context.keepsExtensions = extensions
        return CanonicalTrace(lines: TraceLine.lines(observations, filter: .everything), context: context).projected(filter)
    }

    /// The observations of one checked stimulus as the contract compares them.
    public func canonical(stimulus index: Int, _ filter: TraceFilter) -> CanonicalTrace? {
        guard perStimulus.indices.contains(index) else { return nil }
        var context = traceContext
        let before = (setup + perStimulus.prefix(index).flatMap { $0 }).compactMap { observation -> AppState? in
            if case .stateChanged(_, let to) = observation { return to }
            return nil
        }
        context.stateBefore = before.last ?? .notRunning
        return CanonicalTrace(lines: TraceLine.lines(perStimulus[index], filter: .everything), context: context).projected(filter)
    }

    /// What the screen showed during one checked stimulus, in order (`screen(launch-image)`,
    /// `screen(snapshot)`, `screen(interface)`…), as the contract reads it; nil when the
    /// stimulus was not sent.
    public func screen(stimulus index: Int) -> [String]? {
        guard perStimulus.indices.contains(index) else { return nil }
        return CanonicalTrace(lines: TraceLine.lines(perStimulus[index], filter: .everything), context: traceContext).screen
    }

    /// How the local notifications fired to the user during one checked stimulus were
    /// presented (`local-presented(alert,sound)`…), in order; nil when the stimulus was not sent.
    public func presentations(stimulus index: Int) -> [String]? {
        guard perStimulus.indices.contains(index) else { return nil }
        return screen(stimulus: index)?.filter { $0.hasPrefix("local-presented(") }
    }
}
