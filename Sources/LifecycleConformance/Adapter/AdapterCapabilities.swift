import LifecycleModel
import LifecycleSpec

/// An optional area of the life cycle an implementation may or may not cover.
public enum ConformanceArea: String, Sendable, Hashable, CaseIterable, Codable {
    /// Launching and moving between the inactive and active states.
    case foregroundTransitions = "foreground-transitions"
    /// Entering and leaving the background, and suspension.
    case backgroundTransitions = "background-transitions"
    /// Calls, banners, Notification Center, locking and other temporary interruptions.
    case interruptions
    /// Every way an app stops running: system termination, force-quit, reboot, exit on suspend.
    case termination
    /// Finite-length background tasks, their time remaining and expiration.
    case backgroundTasks = "background-tasks"
    /// Events that wake a suspended app or launch it into the background.
    case backgroundEvents = "background-events"
    /// Relaunching a terminated app into the background for an event.
    case relaunch
    /// System changes queued while the app is suspended and delivered when it runs again.
    case queuedNotifications = "queued-notifications"
    /// Scheduling and delivering local notifications.
    case localNotifications = "local-notifications"
    /// Memory warnings and purging apps to free memory.
    case memoryPressure = "memory-pressure"
    /// Time budgets for callbacks, and termination when they are exceeded.
    case watchdog
    /// State preservation and restoration.
    case stateRestoration = "state-restoration"
    /// The UI snapshot the system takes when the app moves to the background.
    case snapshots
    /// Opening URLs, at launch and while running.
    case urlHandling = "url-handling"
    /// The duties an app does at each callback, checked on its holdings.
    case appDuties = "app-duties"
    /// Today widgets and the Today view that hosts them.
    case todayWidget = "today-widget"
    /// The configuration of independent watchOS apps.
    case watchApp = "watch-app"
    // User attention.
    /// Local notifications presented at once, repeating, cancelled and listed by the app.
    case localNotificationManagement = "local-notification-management"
    // Data protection.
    /// Complete file protection on a passcode device: `protectedDataAvailable`, and files refused while locked.
    case protectedData = "protected-data"
    // Background execution: transfers, accessories and shared resources.
    /// Transfers of a background URL session that finish while the app runs, reported to the
    /// session delegate (`URLSession:task:didCompleteWithError:`).
    case sessionDelegate = "session-delegate"
    /// Accessory connection and disconnection notifications that wake an `external-accessory` app.
    case accessoryWakes = "accessory-wakes"
    /// Ending an app that still holds a shared system resource when it would be suspended.
    case sharedResources = "shared-resources"
    /// The accessory disconnection and connection notifications of an app that interacts with
    /// accessories, as it moves to the background and back (`Configuration.interactsWithAccessories`).
    case accessorySessions = "accessory-sessions"
    /// What the system closes of the app's own, or leaves open, at suspension and on entering
    /// the background (Bonjour services, accessory sessions, alerts), and the socket
    /// connections a network change tears down while the app is suspended: reported as
    /// `Observation.closedBySystem` and told to `AppSide.closedBySystem(_:)`.
    case systemClosings = "system-closings"
    // Environment changes.
    /// Posted change notifications handed to the app side (`AppSide.receive`), and what the app reloads.
    case appNotifications = "app-notifications"
    // Screen content.
    /// What the screen shows while the app comes on screen: the launch image, the URL scheme's
    /// launch image or the snapshot, then the app's interface (`screen(…)` lines).
    case screenContent = "screen-content"
    /// The status bar's height over the app during a phone call and after it (`end-call`), and
    /// the view controllers fitting their views to it (`status-bar(…)`, `controller-views(…)` lines).
    case statusBar = "status-bar"
    // Interface loading.
    /// The main storyboard or nib loaded at launch, the window made visible and
    /// `viewWillAppear:` (contract §13).
    case interfaceLoading = "interface-loading"
    // Files.
    /// Backups of the device and updates of the app: which sandbox locations a backup copies
    /// (`back-up`, `backed-up(…)`) and what an update does with them (`update-app`,
    /// `update-installed`, `data-moved(…)`, `old-version-removed`).
    case sandboxFiles = "sandbox-files"
    // Event routing.
    /// User events beyond the plain touch (`user-event …`) and the objects of the app each one
    /// reaches, reported as `Observation.eventRouted` (contract §15).
    case eventRouting = "event-routing"
    // Privacy.
    /// Access permissions the user changes in Settings (`privacy-permission` changes) and the
    /// authorization the app finds when it asks (`SystemServices.privacyAccessGranted`).
    case privacyPermissions = "privacy-permissions"
    // Device settings.
    /// Airplane mode and Wi-Fi (`airplane-mode`, `wifi` changes) with the alert a Wi-Fi app may
    /// get at launch (`airplane-mode-alert`, `wifi-off`), and the content-rating restrictions
    /// the system keeps under their documented keys (`SystemServices.restriction(forKey:)`).
    case deviceSettings = "device-settings"
}

/// What an adapter says it implements. A case whose needs fall outside these is reported
/// not applicable, never failed and never silently skipped.
public struct AdapterCapabilities: Sendable, Hashable, Codable {
    /// The iOS versions the implementation emulates.
    public var iosVersions: IOSVersionRange
    /// Whether the implementation supports scene-based apps (iOS 13 and later).
    public var scenes: Bool
    /// Whether the implementation models devices or configurations without multitasking.
    public var noMultitaskingConfigurations: Bool
    /// Whether the implementation supports multitasking.
    public var multitasking: Bool
    /// The background modes the implementation supports.
    public var backgroundModes: Set<BackgroundMode>
    /// The optional areas the implementation covers.
    public var areas: Set<ConformanceArea>
    /// Whether the conflict settings of `Configuration` (the documents' alternative readings) are honoured.
    public var alternativeReadings: Bool

    /// Creates capabilities; every default claims full support.
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
