import LifecycleModel
import LifecycleSpec

/// One conformance case: a configuration, a script of stimuli and what must be observed.
/// Cases are values, so a third party runs exactly the cases the kit runs.
public struct ConformanceCase: Sendable, Identifiable, CustomStringConvertible {
    /// Which half of an implementation the case checks.
    public enum Subject: String, Sendable, Hashable, Codable {
        /// The adapter's system side, driven with the kit's reference app.
        case system
        /// The adapter's app side, driven by the kit's reference system.
        case app
        /// The adapter's Today widget, hosted by the kit's Today view host.
        case widget
        /// The adapter's watch app configuration, checked by the kit's watchOS checks.
        case watchApp = "watch-app"
        /// The adapter's Today view, hosting the kit's widget.
        case todayView = "today-view"
        /// The adapter's watch runtime, asked about the kit's watch apps of each kind.
        case watchRuntime = "watch-runtime"
    }

    /// What a widget or Today-view case does with the Today view: returns the observations to judge.
    public typealias WidgetProbe = @Sendable (WidgetProbeHost) throws -> [WidgetObservation]

    /// The case id, such as `LAUNCH-001`.
    public let id: String
    /// What the case checks, in a few words.
    public let title: String
    /// The checks of the case, each with the rules it verifies.
    public let checks: [CaseCheck]
    /// The ids of the rules the case checks: every check's rules, in order, each once.
    public let ruleIDs: [String]
    /// Which half of an implementation the case checks.
    public let subject: Subject
    /// "If this fails, check …": where an implementer should look first.
    public let hint: String
    /// The configuration the system is set up with.
    public let configuration: Configuration
    /// The reference app's options for system-side cases.
    public let app: ReferenceApp.Options
    /// Stimuli that bring the app to the starting point; not judged.
    public let setup: [Stimulus]
    /// Stimuli whose observations are judged.
    public let stimuli: [Stimulus]
    /// Where the case is written.
    public let sourceLocation: CaseSourceLocation
    /// Areas the case needs beyond what its configuration implies.
    public let areas: Set<ConformanceArea>
    /// For widget and Today-view cases: what to do with the hosted widget.
    public let widgetProbe: WidgetProbe?

    /// Creates a case from its checks.
    ///
    /// - Parameters:
    ///   - id: The case id.
    ///   - title: What the case checks.
    ///   - subject: Which half of an implementation the case checks.
    ///   - hint: Where an implementer should look first when the case fails.
    ///   - configuration: The configuration the system is set up with.
    ///   - app: The reference app's options for system-side cases.
    ///   - areas: Areas the case needs beyond what its configuration implies.
    ///   - setup: Stimuli that bring the app to the starting point; not judged.
    ///   - stimuli: Stimuli whose observations are judged.
    ///   - widgetProbe: For widget cases, what to do with the hosted widget.
    ///   - checks: What must be observed, check by check, each with the rules it verifies.
    ///   - fileID: Where the case is written (filled in by the compiler).
    ///   - line: The line the case starts on (filled in by the compiler).
    public init(
        _ id: String, _ title: String, subject: Subject = .system, hint: String, configuration: Configuration = Configuration(),
        app: ReferenceApp.Options = .init(), areas: Set<ConformanceArea> = [], setup: [Stimulus] = [], stimuli: [Stimulus] = [],
        widgetProbe: WidgetProbe? = nil, checks: [CaseCheck], fileID: String = #fileID, line: Int = #line
    ) {
        self.widgetProbe = widgetProbe
        self.id = id
        self.title = title
        self.checks = checks
        var seen = Set<String>()
        ruleIDs = checks.flatMap(\.ruleIDs).filter { seen.insert($0).inserted }
        self.subject = subject
        self.hint = hint
        self.configuration = configuration
        self.app = app
        self.areas = areas
        self.setup = setup
        self.stimuli = stimuli
        sourceLocation = CaseSourceLocation(fileID: fileID, line: line)
    }

    /// Creates a case with one check over all its rules: a failure charges every rule.
    public init(
        _ id: String, _ title: String, rules: [String], subject: Subject = .system, hint: String,
        configuration: Configuration = Configuration(), app: ReferenceApp.Options = .init(), areas: Set<ConformanceArea> = [],
        setup: [Stimulus] = [], stimuli: [Stimulus] = [], widgetProbe: WidgetProbe? = nil, expect expectation: CaseExpectation,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(
            id, title, subject: subject, hint: hint, configuration: configuration, app: app, areas: areas, setup: setup, stimuli: stimuli,
            widgetProbe: widgetProbe, checks: [CaseCheck(title, rules: rules, expectation, line: line)], fileID: fileID, line: line)
    }

    /// `[STATES-039, STATES-043] LAUNCH-001 launch into the foreground …`
    public var description: String { "[\(ruleIDs.joined(separator: ", "))] \(id) \(title)" }

    /// Why the case does not apply to an adapter with these capabilities, or nil when it does.
    public func inapplicability(to capabilities: AdapterCapabilities) -> String? {
        if !capabilities.iosVersions.contains(configuration.iosVersion) {
            return "the adapter emulates \(capabilities.iosVersions), the case needs iOS \(configuration.iosVersion)"
        }
        if configuration.usesScenes && !capabilities.scenes { return "the case needs scenes" }
        if !configuration.multitaskingAvailable && !capabilities.noMultitaskingConfigurations {
            return "the case needs a configuration without multitasking"
        }
        let missingModes = configuration.backgroundModes.subtracting(capabilities.backgroundModes)
        if !missingModes.isEmpty { return "the case needs background modes \(missingModes.map(\.rawValue).sorted().joined(separator: ", "))" }
        let missingAreas = areas.subtracting(capabilities.areas)
        if !missingAreas.isEmpty { return "the case needs \(missingAreas.map(\.rawValue).sorted().joined(separator: ", "))" }
        if usesAlternativeReading && !capabilities.alternativeReadings { return "the case needs the documents' alternative readings" }
        return nil
    }

    /// True when the configuration selects a non-default reading of a documented conflict.
    public var usesAlternativeReading: Bool {
        let defaults = Configuration()
        return configuration.sleepWakeBehaviour != defaults.sleepWakeBehaviour
            || configuration.backgroundLaunchPassesInactive != defaults.backgroundLaunchPassesInactive
            || configuration.willEnterForegroundApplicationState != defaults.willEnterForegroundApplicationState
            || configuration.backgroundLaunchUnlockRequirement != defaults.backgroundLaunchUnlockRequirement
            || configuration.forceQuitCallsWillTerminate != defaults.forceQuitCallsWillTerminate
            || configuration.voipModeAllowsBackgroundAudio != defaults.voipModeAllowsBackgroundAudio
            || configuration.memoryPurgeOrder != defaults.memoryPurgeOrder
            || configuration.rebootCallsWillTerminate != defaults.rebootCallsWillTerminate
            || configuration.downloadHandOffKeepsAppRunning != defaults.downloadHandOffKeepsAppRunning
    }
}
