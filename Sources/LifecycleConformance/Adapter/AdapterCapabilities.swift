import LifecycleModel
import LifecycleSpec

/// An optional area of the life cycle an implementation may or may not cover.
public enum ConformanceArea: String, Sendable, Hashable, CaseIterable, Codable {
    case foregroundTransitions = "foreground-transitions"
    case backgroundTransitions = "background-transitions"
    case interruptions
    case termination
    case backgroundTasks = "background-tasks"
    case backgroundEvents = "background-events"
    case relaunch
    case queuedNotifications = "queued-notifications"
    case localNotifications = "local-notifications"
    case memoryPressure = "memory-pressure"
    case watchdog
    case stateRestoration = "state-restoration"
    case snapshots
    case urlHandling = "url-handling"
    case appDuties = "app-duties"
    case todayWidget = "today-widget"
    case watchApp = "watch-app"
}

/// What an adapter says it implements. A case whose needs fall outside these is reported
/// not applicable, never failed and never silently skipped.
public struct AdapterCapabilities: Sendable, Hashable, Codable {
    /// The iOS versions the implementation emulates.
    public var iosVersions: IOSVersionRange
    public var scenes: Bool
    /// Whether the implementation models devices or configurations without multitasking.
    public var noMultitaskingConfigurations: Bool
    public var multitasking: Bool
    public var backgroundModes: Set<BackgroundMode>
    public var areas: Set<ConformanceArea>
    /// Whether the conflict settings of `Configuration` (the documents' alternative readings) are honoured.
    public var alternativeReadings: Bool

    public init(
        iosVersions: IOSVersionRange = .all, scenes: Bool = true, noMultitaskingConfigurations: Bool = true, multitasking: Bool = true,
        backgroundModes: Set<BackgroundMode> = Set(BackgroundMode.allCases), areas: Set<ConformanceArea> = Set(ConformanceArea.allCases),
        alternativeReadings: Bool = true
    ) {
        self.iosVersions = iosVersions
        self.scenes = scenes
        self.noMultitaskingConfigurations = noMultitaskingConfigurations
        self.multitasking = multitasking
        self.backgroundModes = backgroundModes
        self.areas = areas
        self.alternativeReadings = alternativeReadings
    }

    /// Everything: what the kit's reference implements.
    public static let everything = AdapterCapabilities()
}
