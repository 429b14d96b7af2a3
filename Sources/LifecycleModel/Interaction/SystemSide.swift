/// The operating system's half of the life cycle: it is configured, receives stimuli and
/// reports what it did. An emulation plugs in by conforming to this protocol.
public protocol SystemSide: AnyObject {
    /// Resets the system to a freshly booted device with the app installed but not running.
    func configure(_ configuration: Configuration, app: any AppSide) throws(LifecycleError)

    /// Applies a stimulus and returns, in order, everything the system did in response.
    func send(_ stimulus: Stimulus) throws(LifecycleError) -> [Observation]

    /// The app's current execution state.
    var state: AppState { get }
}

/// What the system offers the app while a callback runs (a slice of `UIApplication`).
public protocol SystemServices: AnyObject {
    /// The value `UIApplication.applicationState` reports now.
    var applicationState: ApplicationStateValue { get }
    /// Seconds left before background tasks expire; `.infinity` in the foreground.
    var backgroundTimeRemaining: Double { get }
    /// Begins a finite-length background task; returns `.invalid` when refused.
    func beginBackgroundTask(named name: String?) -> BackgroundTaskToken
    /// Ends a background task; an unknown or already-ended token is ignored.
    func endBackgroundTask(_ token: BackgroundTaskToken)
    /// Whether files with complete data protection can be read now (`protectedDataAvailable`).
    var protectedDataAvailable: Bool { get }
    /// Whether a user is signed in to iCloud now (`ubiquityIdentityToken` is not nil).
    var ubiquityIdentityAvailable: Bool { get }
    /// The app's password or other security-related setting as the Settings app holds it now;
    /// an app tells a security change from an ordinary settings change by comparing it.
    var securitySetting: Int { get }
    /// Whether the user allows the app to access its protected resource now (the answer of
    /// the resource's authorization-status API).
    var privacyAccessGranted: Bool { get }
    /// Whether the user's content-rating restrictions allow explicit content now.
    var explicitContentAllowed: Bool { get }
    /// The value the standard user defaults hold under `key` (`objectForKey:`); nil when
    /// nothing is stored there, which for a ``ContentRatingKey`` means the system has no
    /// information on that restriction.
    func restriction(forKey key: String) -> Int?
}

extension SystemServices {
    /// Protected files are always readable unless the system side models data protection.
    public var protectedDataAvailable: Bool { true }
    /// A user is always signed in to iCloud unless the system side models the account.
    public var ubiquityIdentityAvailable: Bool { true }
    /// The security setting never changes unless the system side models it.
    public var securitySetting: Int { 0 }
    /// Access is always granted unless the system side models the permission.
    public var privacyAccessGranted: Bool { true }
    /// Explicit content is always allowed unless the system side models the restrictions.
    public var explicitContentAllowed: Bool { true }
    /// Nothing is stored unless the system side models the restrictions.
    public func restriction(forKey key: String) -> Int? { nil }
}

/// What a callback returned and how long it ran.
public struct CallbackResponse: Sendable, Hashable {
    /// The Boolean a launch method returns (ignored for other callbacks).
    public var returnValue: Bool
    /// Seconds the callback ran, checked against the time budgets.
    public var duration: Double
    /// For callbacks with a completion handler: whether the app called it.
    public var calledCompletionHandler: Bool

    /// Creates a response; the defaults describe a callback that returns true at once and calls its completion handler.
    public init(returnValue: Bool = true, duration: Double = 0, calledCompletionHandler: Bool = true) {
        self.returnValue = returnValue
        self.duration = duration
        self.calledCompletionHandler = calledCompletionHandler
    }

    /// A callback that returned true at once and called its completion handler.
    public static let immediate = CallbackResponse()
}

/// A view controller in the app's hierarchy, for state preservation.
public struct RestorableController: Sendable, Hashable, Codable {
    /// The controller's restoration identifier; without one, it and its children are not preserved.
    public var restorationIdentifier: String?
    /// The controller's class name, looked up among the app's restorable classes at restoration.
    public var className: String
    /// The child view controllers.
    public var children: [RestorableController]
    /// The controller shows sensitive user information (state restoration: such a controller
    /// should not be preserved, APG-365).
    public var showsSensitiveInformation: Bool
    /// The views the controller owns that take part in state preservation.
    public var views: [RestorableView]

    /// Creates a controller with an optional restoration identifier and its children.
    public init(
        restorationIdentifier: String?, className: String, children: [RestorableController] = [], showsSensitiveInformation: Bool = false,
        views: [RestorableView] = []
    ) {
        self.restorationIdentifier = restorationIdentifier
        self.className = className
        self.children = children
        self.showsSensitiveInformation = showsSensitiveInformation
        self.views = views
    }

    private enum CodingKeys: String, CodingKey {
        case restorationIdentifier, className, children, showsSensitiveInformation, views
    }

    /// Decodes a controller; `showsSensitiveInformation`, `children` and `views` may be left
    /// out (false and none), so hierarchies written before the flag existed still read.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        restorationIdentifier = try container.decodeIfPresent(String.self, forKey: .restorationIdentifier)
        className = try container.decode(String.self, forKey: .className)
        children = try container.decodeIfPresent([RestorableController].self, forKey: .children) ?? []
        showsSensitiveInformation = try container.decodeIfPresent(Bool.self, forKey: .showsSensitiveInformation) ?? false
        views = try container.decodeIfPresent([RestorableView].self, forKey: .views) ?? []
    }

    /// Encodes a controller, writing `showsSensitiveInformation` and `views` only when set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(restorationIdentifier, forKey: .restorationIdentifier)
        try container.encode(className, forKey: .className)
        try container.encode(children, forKey: .children)
        if showsSensitiveInformation { try container.encode(true, forKey: .showsSensitiveInformation) }
        if !views.isEmpty { try container.encode(views, forKey: .views) }
    }
}

/// The app's half of the life cycle: it receives callbacks and shows what it holds.
public protocol AppSide: AnyObject {
    /// Handles a delegate or scene-delegate callback.
    func handle(_ callback: Callback, receiver: Receiver, services: any SystemServices) -> CallbackResponse
    /// The expiration handler of a background task, run shortly before its time ends.
    /// - Returns: How many seconds the handler ran. The app's termination is imminent when it
    ///   is called (BGEXEC-027): a handler still running when the time is up ends the app.
    func backgroundTaskWillExpire(_ token: BackgroundTaskToken, services: any SystemServices) -> Double
    /// What the app holds right now.
    var holdings: AppHoldings { get }
    /// Whether the app opts in to state preservation and restoration.
    var optsIntoStateRestoration: Bool { get }
    /// The view controllers to preserve, as the app's hierarchy stands.
    var restorableControllers: [RestorableController] { get }
    /// The controller classes the app can restore at launch.
    var restorableClassNames: Set<String> { get }
    /// Returns the app to the state of a fresh process (after a termination).
    func resetProcess()
    // Environment changes.
    /// A notification the system posts to the running app (a settings, locale or iCloud change…).
    func receive(_ notification: NotificationName, services: any SystemServices)
    // Background execution: what the system closes of the app's own.
    /// The system closed or dismissed `resource` in the app's place (a Bonjour service the
    /// app left published at suspension…); the app no longer holds it.
    func closedBySystem(_ resource: OpenResource)
    // Interface loading.
    /// The life-cycle keys of the app's own Info.plist (read with `InfoPlistReader`), checked by
    /// `InfoPlistChecks`; nil when the app side runs in whatever configuration it is given.
    var infoPlist: Configuration? { get }
    // Files.
    /// The files the app keeps — what each holds and where it lives in the sandbox — checked by
    /// `StoredFileChecks`; nil when the app side declares none.
    var storedFiles: [StoredFile]? { get }
}

extension AppSide {
    /// By default an app does not opt in to state restoration.
    public var optsIntoStateRestoration: Bool { false }
    /// By default an app has no controllers to preserve.
    public var restorableControllers: [RestorableController] { [] }
    /// By default an app can restore no controller class.
    public var restorableClassNames: Set<String> { [] }
    /// By default the app side has no Info.plist of its own.
    public var infoPlist: Configuration? { nil }
    /// By default the app side declares no files.
    public var storedFiles: [StoredFile]? { nil }
}
