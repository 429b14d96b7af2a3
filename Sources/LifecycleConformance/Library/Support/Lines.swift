/// Lines the cases share, as the observation contract compares them: callbacks with the
/// applicationState inside, and only the notifications the documents name (contract §4).
/// A callback line ending `@*` stands for the callback whatever the applicationState inside
/// it, where a check leaves that state to another check.
enum Lines {
    /// A launch into the foreground (STATES-039, STATES-043).
    static let launchForeground = ["willFinishLaunching@inactive", "didFinishLaunching@inactive", "didBecomeActive@active"]
    /// The two finish-launching calls, whatever applicationState they see.
    static let launchMethods = ["willFinishLaunching@*", "didFinishLaunching@*"]
    /// Deactivation (STATES-080, APG-059).
    static let resign = ["willResignActive@active"]
    /// Activation.
    static let becomeActive = ["didBecomeActive@active"]
    /// Entering the background, with its documented notification (STATES-131).
    static let enterBackground = ["didEnterBackground@background", "post UIApplicationDidEnterBackgroundNotification"]
    /// Leaving the background, with its documented notification (STATES-149, STATES-034).
    static let enterForeground = ["willEnterForeground@background", "post UIApplicationWillEnterForegroundNotification"]
    /// The notice a running app gets before it is terminated from the background (STATES-207).
    static let willTerminate = ["willTerminate@background"]

    /// A launch into the background that delivers `event`: both finish-launching calls,
    /// whatever applicationState they see (judged by STATES-044 in its own check), then the
    /// event's callback in the background.
    static func relaunch(delivering event: String) -> [String] { launchMethods + ["\(event)@background"] }
}
