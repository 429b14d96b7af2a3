import LifecycleModel

/// The observation contract of `conformance/observation-contract.md`, as data: for each kind
/// of observation, whether the documents fix it, and how freely it may be placed. Cases
/// compare traces only through it (``CanonicalTrace``), so every freedom it grants is
/// accepted everywhere and nothing depends on the reference's own habits.
public enum ObservationContract {
    /// Notifications the documents name together with a callback, and the callbacks they
    /// accompany: each must be posted when its callback runs, before or after it (free).
    public static let accompanyingNotifications: [String: Set<String>] = [
        "UIApplicationDidEnterBackgroundNotification": ["didEnterBackground", "sceneDidEnterBackground"],
        "UIApplicationWillEnterForegroundNotification": ["willEnterForeground", "sceneWillEnterForeground"],
        "UIApplicationDidReceiveMemoryWarningNotification": ["didReceiveMemoryWarning"],
    ]

    /// Life-cycle notifications none of the five documents names. A case may demand them only
    /// in a check marked as an extension beyond the documents; everywhere else they are free.
    public static let undocumentedNotifications: [String: Set<String>] = [
        "UIApplicationDidFinishLaunchingNotification": ["didFinishLaunching"],
        "UIApplicationDidBecomeActiveNotification": ["didBecomeActive", "sceneDidBecomeActive"],
        "UIApplicationWillResignActiveNotification": ["willResignActive", "sceneWillResignActive"],
        "UIApplicationWillTerminateNotification": ["willTerminate"],
    ]

    /// Callbacks none of the five documents names: free unless an extension check compares them.
    public static let undocumentedCallbacks: Set<String> = ["sceneWillConnect", "sceneDidDisconnect"]

    /// The app-level notifications that accompany a scene's transitions: for a scene-based app
    /// the documents say nothing of them, so they are free there.
    public static let applicationLevelLifecycleNotifications: Set<String> = [
        "UIApplicationDidEnterBackgroundNotification", "UIApplicationWillEnterForegroundNotification",
    ]

    /// Records of the kit's own bookkeeping: they have no order the documents could fix and an
    /// adapter need not report them. What they mean is in the contract; cases never demand them.
    public static let bookkeepingRecords: Set<String> = [
        "launched-in-background", "dropped", "url-skipped", "memory-freed",
    ]

    /// Answers the system gives to the app's own requests while a callback runs (a background
    /// task begun, ended or refused, the number of local notifications kept, cancelled or
    /// listed): fixed in value, free in position relative to the callback that asked.
    public static let answerRecords: Set<String> = [
        "task-began", "task-ended", "task-refused", "local-scheduled",
        // User attention: managing local notifications.
        "local-cancelled", "local-listed",
        // Data protection.
        "protected-data-available", "protected-file",
    ]

    /// What the system does on the app's behalf at a transition whose place among the
    /// transition's callbacks the documents do not fix: the memory it purges as the app moves
    /// to the background (STATES-141…145), the memory warning it passes to the app's view
    /// controllers beside the app delegate's (APG-437), what it closes of the app's own (a
    /// Bonjour service at suspension…). Fixed in value and in the stimulus it belongs to, free
    /// in position; compared with the answers.
    public static let unorderedSystemActions: Set<String> = [
        "purged", "warned", "closed-by-system", "airplane-mode-alert", "wifi-off",
    ]
    /// What the screen shows of the app as it comes on screen (a launch image, the snapshot,
    /// its interface), the status bar's height over it and the views its controllers fitted to
    /// that height: a part of their own, free relative to everything else (contract §12).
    public static let screenRecords: Set<String> = ["screen", "status-bar", "controller-views", "switcher", "snapshot-discarded"]
    /// Interface loading (contract §13): the main interface file loaded, a storyboard's initial
    /// view controller installed, the root view controller rotated, the window made visible and
    /// `viewWillAppear:`. Read in their own part, beside the callbacks (`InterfaceOrder`).
    public static let interfaceRecords: Set<String> = [
        "interface-loaded", "root-installed", "root-rotated", "window-visible", "view-will-appear",
    ]

    /// How a local notification fired to the user was presented (`local-presented(alert,sound)`):
    /// what the user is shown, so it stands in the screen part with the pictures of the app
    /// (contract §12), read by the cases about it through ``CaseEvidence/presentations(stimulus:)``
    /// and by the explorer, never by trace expectations.
    public static let presentationRecords: Set<String> = ["local-presented"]

    /// What the contract does with a line.
    enum Placement {
        /// In the chain of calls and system actions, whose order the documents fix.
        case chain
        /// In the chain right after the callback it accompanies.
        case accompanying(Set<String>)
        /// In the sequence of states, free in position.
        case states
        /// Among the notifications of queued system changes, free in order.
        case changes
        /// Among the system's answers, free in order.
        case answers
        /// In the sequence of what the screen shows, free relative to the other parts.
        case screen
        /// In the interface part, placed against the callbacks as §13 says.
        case interface
        /// Not compared.
        case free
    }

    static func placement(of item: TraceItem, usesScenes: Bool, keepsExtensions: Bool) -> Placement {
        switch item {
        case .callback(let name, _, _): return undocumentedCallbacks.contains(name) && !keepsExtensions ? .free : .chain
        case .terminated: return .chain
        case .state: return .states
        case .notification(let name):
            if usesScenes && applicationLevelLifecycleNotifications.contains(name) && !keepsExtensions { return .free }
            if let anchors = accompanyingNotifications[name] { return .accompanying(anchors) }
            if let anchors = undocumentedNotifications[name] { return keepsExtensions ? .accompanying(anchors) : .free }
            return .changes
        case .other:
            let record = item.recordName ?? ""
            if bookkeepingRecords.contains(record) { return .free }
            if answerRecords.contains(record) || unorderedSystemActions.contains(record) { return .answers }
            if screenRecords.contains(record) || presentationRecords.contains(record) { return .screen }
            if interfaceRecords.contains(record) { return .interface }
            return .chain
        }
    }
}
