import LifecycleModel

/// A mistake an app's own life-cycle code makes, injected into the reference app.
public enum AppFault: String, Sendable, CaseIterable {
    /// Keeps using the camera after entering the background.
    case keepsCameraInBackground = "keeps-camera-in-background"
    /// Keeps issuing OpenGL ES work after entering the background.
    case keepsGLWorkInBackground = "keeps-gl-work-in-background"
    /// Begins a background task and never ends it, not even in the expiration handler.
    case neverEndsBackgroundTask = "never-ends-background-task"
    /// Ends its background task in the expiration handler, but only after uploading its data
    /// there, which takes ten seconds: longer than the time left.
    case slowExpirationHandler = "slow-expiration-handler"
    /// Configures its sockets for VoIP but never installs the keep-alive handler.
    case forgetsKeepAliveHandler = "forgets-keep-alive-handler"
    /// Leaves sensitive content on screen for the snapshot.
    case leavesSensitiveContentVisible = "leaves-sensitive-content-visible"
    // Data protection.
    /// Closes its completely protected files on deactivation but reopens them only when it
    /// returns from the background, never in `applicationDidBecomeActive:`.
    case reopensProtectedFilesOnlyFromBackground = "reopens-protected-files-only-from-background"
    /// State restoration: gives its controllers restoration identifiers but never opts in.
    case identifiesControllersWithoutOptingIn = "identifies-controllers-without-opting-in"
    /// State restoration: opts in and gives an identifier to a controller showing account details.
    case preservesSensitiveController = "preserves-sensitive-controller"
    /// State restoration: gives a view a restoration identifier under a controller without one.
    case identifiesViewUnderUnidentifiedController = "identifies-view-under-unidentified-controller"

    // Launch.
    /// Sets up OpenGL ES and starts drawing in the finish-launching methods instead of
    /// waiting for `applicationDidBecomeActive:`.
    case drawsGLAtLaunch = "draws-gl-at-launch"

    // Environment changes.
    /// Never observes `NSUserDefaultsDidChangeNotification`: its settings stay as they were loaded.
    case ignoresSettingsChanges = "ignores-settings-changes"
    /// Reloads its settings after every change but never looks at whether the password
    /// changed: it keeps showing what it showed and asks for no new password.
    case ignoresPasswordChange = "ignores-password-change"
    /// Reloads its settings after every change but never looks at the content-rating
    /// restrictions: it goes on offering explicit media the user has since forbidden.
    case ignoresContentRestrictions = "ignores-content-restrictions"
    // Threads.
    /// Loads its data from the network on the main thread, from launch on.
    case runsNetworkLoadOnMainThread = "runs-network-load-on-main-thread"
    /// Updates its views from a background queue's completion handler, from launch on.
    case updatesViewsOffMainThread = "updates-views-off-main-thread"
    /// Spawns and manages its own worker threads from launch on instead of using GCD or
    /// operation queues.
    case managesOwnThreads = "manages-own-threads"
    // URL handling.
    /// Accepts a file handed to it in the foreground but never shows it to the user.
    case ignoresReceivedFile = "ignores-received-file"
    /// Handles a file handed to it while in the background as if nothing came: it does not
    /// note that a file waits to be opened.
    case forgetsFileReceivedInBackground = "forgets-file-received-in-background"
    /// Never observes `NSUbiquityIdentityDidChangeNotification`: after the user signs out of
    /// iCloud it still holds its references to iCloud files.
    case keepsICloudReferencesAfterSignOut = "keeps-icloud-references-after-sign-out"
    /// Asks the user again whether to use iCloud each time the iCloud status changes, though
    /// it asked already.
    case reasksICloudChoice = "reasks-icloud-choice"
    // Background execution: accessories.
    /// Never observes `EAAccessoryDidDisconnectNotification`: its accessory session stays open
    /// after the system said the accessory disconnected.
    case keepsAccessorySessionAfterDisconnection = "keeps-accessory-session-after-disconnection"
    // Background execution: sockets.
    /// Never notices that the system tore its socket connection down while it was suspended:
    /// it comes back to the foreground still holding the dead connection.
    case keepsFailedSocketAfterResume = "keeps-failed-socket-after-resume"
    // User interface.
    /// Leaves the animation that redraws its views running after entering the background.
    case updatesViewsInBackground = "updates-views-in-background"
    // Activation.
    /// Starts its metadata queries when it becomes active after a launch, but not when it
    /// becomes active again after a return from the background.
    case startsQueriesOnlyAtLaunch = "starts-queries-only-at-launch"
    // Interface loading.
    /// Creates its window at launch but never installs its content or sets up its views.
    case leavesWindowEmpty = "leaves-window-empty"
    /// Opts in to state restoration but creates its window only in
    /// `application:didFinishLaunchingWithOptions:`.
    case createsWindowInDidFinishLaunching = "creates-window-in-did-finish-launching"
    /// Names both a main storyboard and a main nib in its Info.plist.
    case namesStoryboardAndNib = "names-storyboard-and-nib"
}

/// The reference app with one fault injected.
public final class FaultyApp: AppSide {
    let fault: AppFault
    let reference: ReferenceApp
    private var extraTask: BackgroundTaskToken?

    /// Creates a reference app with `fault` injected.
    public init(_ fault: AppFault) {
        self.fault = fault
        reference = ReferenceApp()
    }

    /// The reference app's holdings, with what the fault leaves behind once in the background.
    public var holdings: AppHoldings {
        var holdings = reference.holdings
        if let extraTask { holdings.outstandingBackgroundTasks.append(extraTask) }
        applyFault(to: &holdings)
        return holdings
    }

    private var backgrounded = false
    /// The app asked again whether to use iCloud after an iCloud status change, in this process.
    private var askedICloudAgain = false
    /// The app offers explicit media the restrictions forbid, in this process.
    private var offersRestrictedMedia = false
    /// Between the first finish-launching method and the activation.
    private var launching = false
    /// The protected files were closed on deactivation and not yet reopened from the background.
    private var protectedFilesClosedByResign = false
    /// The system tore the app's socket connection down in this process.
    private var socketTornDown = false
    /// The process has come back from the background at least once.
    private var returnedFromBackground = false
    /// `application:didFinishLaunchingWithOptions:` has come in this process.
    private var finishedLaunching = false

    /// Lets the reference app handle the callback, noting when the app enters or leaves the background.
    public func handle(_ callback: Callback, receiver: Receiver, services: any SystemServices) -> CallbackResponse {
        let response = reference.handle(callback, receiver: receiver, services: services)
        switch callback {
        case .didEnterBackground, .sceneDidEnterBackground:
            backgrounded = true
            if fault == .neverEndsBackgroundTask { extraTask = services.beginBackgroundTask(named: "forgotten") }
            if fault == .slowExpirationHandler { extraTask = services.beginBackgroundTask(named: "upload") }
        case .willEnterForeground, .sceneWillEnterForeground, .didFinishLaunching:
            backgrounded = false
            protectedFilesClosedByResign = false
        case .willResignActive, .sceneWillResignActive:
            protectedFilesClosedByResign = true
        default:
            break
        }
        if callback == .willEnterForeground || callback == .sceneWillEnterForeground { returnedFromBackground = true }
        if callback == .didFinishLaunching { finishedLaunching = true }
        switch callback {
        case .willFinishLaunching: launching = true
        case .didBecomeActive, .sceneDidBecomeActive, .didEnterBackground, .sceneDidEnterBackground: launching = false
        default: break
        }
        return response
    }

    /// Passes the expiration to the reference app, except for the task the fault never ends;
    /// the slow handler uploads its data before it ends its task, which takes ten seconds.
    public func backgroundTaskWillExpire(_ token: BackgroundTaskToken, services: any SystemServices) -> Double {
        guard token == extraTask else { return reference.backgroundTaskWillExpire(token, services: services) }
        guard fault == .slowExpirationHandler else { return 0 }
        services.endBackgroundTask(token)
        extraTask = nil
        return 10
    }

    /// Resets the reference app and forgets the fault's leftovers.
    public func resetProcess() {
        reference.resetProcess()
        extraTask = nil
        socketTornDown = false
        backgrounded = false
        askedICloudAgain = false
        offersRestrictedMedia = false
        protectedFilesClosedByResign = false
        returnedFromBackground = false
        finishedLaunching = false
    }

    /// Whether the app opts in to state restoration (the faults about restoring and about a
    /// window created too late for it do).
    public var optsIntoStateRestoration: Bool {
        fault == .preservesSensitiveController || fault == .identifiesViewUnderUnidentifiedController || fault == .createsWindowInDidFinishLaunching
    }

    /// The hierarchy the state-restoration faults offer; none for the other faults.
    public var restorableControllers: [RestorableController] {
        switch fault {
        case .identifiesControllersWithoutOptingIn:
            return [RestorableController(restorationIdentifier: "root", className: "RootController")]
        case .preservesSensitiveController:
            return [
                RestorableController(
                    restorationIdentifier: "root", className: "RootController",
                    children: [RestorableController(restorationIdentifier: "account", className: "AccountController", showsSensitiveInformation: true)])
            ]
        case .identifiesViewUnderUnidentifiedController:
            return [
                RestorableController(
                    restorationIdentifier: "root", className: "RootController",
                    children: [
                        RestorableController(restorationIdentifier: nil, className: "MapController", views: [RestorableView(restorationIdentifier: "map")])
                    ])
            ]
        default:
            return []
        }
    }

    /// The Info.plist of the fault that names both main interface files; none for the others.
    public var infoPlist: Configuration? {
        guard fault == .namesStoryboardAndNib else { return nil }
        var configuration = Configuration()
        configuration.mainStoryboardFile = "Main"
        configuration.mainNibFile = "MainWindow"
        return configuration
    }

    /// The classes the app can restore: those of its hierarchy.
    public var restorableClassNames: Set<String> {
        Set(RestoreHierarchy.classNames(of: restorableControllers))
    }

    /// Passes a posted notification to the reference app, except the settings change the fault ignores.
    public func receive(_ notification: NotificationName, services: any SystemServices) {
        if fault == .ignoresSettingsChanges, notification == .userDefaultsDidChange { return }
        if fault == .keepsICloudReferencesAfterSignOut, notification == .ubiquityIdentityDidChange { return }
        if fault == .keepsAccessorySessionAfterDisconnection, notification == .accessoryDidDisconnect { return }
        if fault == .ignoresContentRestrictions, notification == .userDefaultsDidChange, !services.explicitContentAllowed { offersRestrictedMedia = true }
        if fault == .reasksICloudChoice, notification == .ubiquityIdentityDidChange, reference.holdings.iCloudChoicePrompts != .none { askedICloudAgain = true }
        reference.receive(notification, services: services)
    }

    /// Passes what the system closed to the reference app.
    public func closedBySystem(_ resource: OpenResource) {
        if resource == .socketConnection { socketTornDown = true }
        reference.closedBySystem(resource)
    }

    /// What the fault leaves behind once the app is in the background.
    private func applyFault(to holdings: inout AppHoldings) {
        if fault == .reopensProtectedFilesOnlyFromBackground, protectedFilesClosedByResign { holdings.openProtectedFiles = 0 }
        if fault == .ignoresReceivedFile { holdings.receivedFileShown = false }
        if fault == .forgetsFileReceivedInBackground { holdings.filePending = false }
        if askedICloudAgain { holdings.iCloudChoicePrompts = .again }
        if offersRestrictedMedia { holdings.restrictedMediaOffered = true }
        if fault == .ignoresPasswordChange, holdings.awaitingNewPassword {
            holdings.awaitingNewPassword = false
            if !backgrounded { holdings.sensitiveContentVisible = true }
        }
        if fault == .runsNetworkLoadOnMainThread { holdings.lengthyWorkOnMainThread = true }
        if fault == .updatesViewsOffMainThread { holdings.uiWorkOffMainThread = true }
        if fault == .managesOwnThreads { holdings.managesOwnThreads = true }
        if fault == .forgetsKeepAliveHandler {
            holdings.voipSocketsConfigured = true
            holdings.keepAliveHandlerInstalled = false
        }
        if fault == .keepsFailedSocketAfterResume, socketTornDown { holdings.socketConnection = .failed }
        if fault == .startsQueriesOnlyAtLaunch, returnedFromBackground { holdings.runningMetadataQueries = 0 }
        if fault == .leavesWindowEmpty, holdings.window == .ready { holdings.window = .empty }
        if fault == .createsWindowInDidFinishLaunching, !finishedLaunching { holdings.window = .none }
        if fault == .drawsGLAtLaunch, launching {
            holdings.glContexts = 1
            holdings.glWorkActive = true
        }
        guard backgrounded else { return }
        switch fault {
        case .keepsCameraInBackground: holdings.sharedResources.insert(.camera)
        case .keepsGLWorkInBackground: holdings.glWorkActive = true
        case .leavesSensitiveContentVisible: holdings.sensitiveContentVisible = true
        case .updatesViewsInBackground: holdings.updatingViews = true
        case .neverEndsBackgroundTask, .reopensProtectedFilesOnlyFromBackground, .identifiesControllersWithoutOptingIn, .preservesSensitiveController,
            .identifiesViewUnderUnidentifiedController, .ignoresSettingsChanges, .drawsGLAtLaunch,
            .keepsICloudReferencesAfterSignOut, .ignoresReceivedFile, .runsNetworkLoadOnMainThread, .updatesViewsOffMainThread, .managesOwnThreads,
            .slowExpirationHandler, .forgetsKeepAliveHandler,
            .keepsAccessorySessionAfterDisconnection, .keepsFailedSocketAfterResume, .startsQueriesOnlyAtLaunch, .leavesWindowEmpty,
            .createsWindowInDidFinishLaunching, .namesStoryboardAndNib, .forgetsFileReceivedInBackground, .ignoresPasswordChange,
            .reasksICloudChoice, .ignoresContentRestrictions:
            break
        }
    }
}

/// Class names of a controller hierarchy.
enum RestoreHierarchy {
    static func classNames(of controllers: [RestorableController]) -> [String] {
        controllers.flatMap { [$0.className] + classNames(of: $0.children) }
    }
}
