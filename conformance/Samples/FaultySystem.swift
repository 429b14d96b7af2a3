import LifecycleModel

/// A mistake that real cross-platform life-cycle layers make, injected into an otherwise
/// correct system side.
public enum SystemFault: String, Sendable, CaseIterable {
    /// Sends `applicationWillEnterForeground:` during a launch.
    case willEnterForegroundAtLaunch = "will-enter-foreground-at-launch"
    /// Goes straight from the background to active, with no inactive step and no willEnterForeground.
    case noInactiveStepOnReturn = "no-inactive-step-on-return"
    /// Never reports the inactive state or `applicationState` inactive.
    case neverInactive = "never-inactive"
    /// Ends an interruption without `applicationDidBecomeActive:`.
    case silentInterruptionEnd = "silent-interruption-end"
    /// Calls `applicationWillTerminate:` on a suspended app.
    case willTerminateWhileSuspended = "will-terminate-while-suspended"
    /// Relaunches into the background an app the user force-quit.
    case relaunchAfterForceQuit = "relaunch-after-force-quit"
    /// Reports `applicationState` active inside the launch methods of a background launch.
    case activeDuringBackgroundLaunch = "active-during-background-launch"
    /// Delivers every queued change one by one instead of the net change.
    case uncoalescedQueuedNotifications = "uncoalesced-queued-notifications"
    /// Takes the snapshot before `applicationDidEnterBackground:` returns.
    case snapshotBeforeDidEnterBackground = "snapshot-before-did-enter-background"
    /// Keeps the snapshot taken on entering the background when work in the background
    /// changes the interface (only the later redraw is done).
    case staleSnapshotAfterBackgroundChange = "stale-snapshot-after-background-change"
    // Screen content.
    /// Shows the launch image instead of the snapshot while the app returns from the background.
    case launchImageOnReturn = "launch-image-on-return"
    /// Shows the app's interface at once at a launch, with no launch image while it is built.
    case noLaunchImageAtLaunch = "no-launch-image-at-launch"
    /// Shows the app's default launch image at a URL launch, ignoring the one it provides for the scheme.
    case defaultLaunchImageForURL = "default-launch-image-for-url"
    /// Shows no taller status bar when the user goes back to the app during a call.
    case noInCallStatusBar = "no-in-call-status-bar"
    /// Leaves the status bar tall after the call ends.
    case statusBarStaysTall = "status-bar-stays-tall"
    /// Changes the status bar's height without the view controllers fitting their views to it.
    case controllerViewsIgnoreStatusBar = "controller-views-ignore-status-bar"
    /// Shows the launch image on the app's card in the app switcher instead of its snapshot.
    case switcherShowsLaunchImage = "switcher-shows-launch-image"
    /// Reports dropping a long-unused snapshot but still shows it the next time the app comes on screen.
    case discardedSnapshotShown = "discarded-snapshot-shown"
    /// Takes the snapshot asked for after screen updates before applying the pending redraw.
    case snapshotBeforeScreenUpdates = "snapshot-before-screen-updates"
    /// Sends app-delegate callbacks to a scene-based app on iOS 13.
    case appDelegateRoutingWithScenes = "app-delegate-routing-with-scenes"
    // User attention.
    /// Treats a repeating local notification as a one-time one: used up when it first fires.
    case repeatingNotificationUsedUp = "repeating-notification-used-up"
    // Data protection.
    /// Lets the app open completely protected files while a passcode device is locked.
    case protectedFilesReadableWhileLocked = "protected-files-readable-while-locked"
    // Background execution: transfers.
    /// Reports a background session finishing in a running app through the app delegate's
    /// events-for-session method (the wake and relaunch path) instead of the session delegate.
    case sessionEventsThroughAppDelegate = "session-events-through-app-delegate"
    /// State restoration: preserves and restores without asking the app delegate (no
    /// `application:shouldSaveApplicationState:`, `application:willEncodeRestorableStateWithCoder:`
    /// or `application:shouldRestoreApplicationState:`).
    case restorationWithoutAsking = "restoration-without-asking"
    // Memory usage on the move to the background.
    /// Keeps everything it holds for the app when the app moves to the background: no purge.
    case noMemoryPurgeOnBackground = "no-memory-purge-on-background"
    /// Drops the app's layer objects together with their backing stores.
    case layerObjectsDiscardedOnPurge = "layer-objects-discarded-on-purge"
    /// Reports every new location through the significant-change service, even a short move.
    case deliversMinorLocationChanges = "delivers-minor-location-changes"
    /// Preserves the app's view controllers but never the state of the views inside them.
    case preservesControllersWithoutViews = "preserves-controllers-without-views"
    /// Presents every local notification as an alert alone, whatever sound or badge the app asked for.
    case presentsAlertsOnly = "presents-alerts-only"
    /// Warns only the app delegate of low memory, never the app's view controllers.
    case noViewControllerMemoryWarning = "no-view-controller-memory-warning"
    // Background execution: what the system closes of the app's own.
    /// Leaves a Bonjour service the app did not cancel published while the app is suspended.
    case leavesBonjourPublishedAtSuspension = "leaves-bonjour-published-at-suspension"
    /// Closes the accessory sessions of an app with the `external-accessory` mode when it suspends it.
    case closesAccessorySessionsOfAccessoryApp = "closes-accessory-sessions-of-accessory-app"
    /// Keeps accessory sessions open through suspension on iOS 4, as only later systems do.
    case keepsAccessorySessionsBeforeIOS5 = "keeps-accessory-sessions-before-ios-5"
    /// Dismisses the app's alert as the app moves to the background.
    case dismissesAlertsInBackground = "dismisses-alerts-in-background"
    // Background execution: VoIP pushes.
    /// Hands a VoIP push only to an app whose process exists (running or suspended): an app
    /// that is not running is not launched for it, and the push is lost.
    case voipPushOnlyToRunningApps = "voip-push-only-to-running-apps"
    // URL handling: documents.
    /// Hands the app a file of any type, whether or not the app declares the type.
    case opensUndeclaredDocumentTypes = "opens-undeclared-document-types"
    // Privacy.
    /// Takes a change of the app's access permission into account only while the app is not
    /// running, as a layer that reads the permissions once per launch: a change made while the
    /// app runs or is suspended is lost.
    case permissionChangesLostWhileRunning = "permission-changes-lost-while-running"
    // Content-rating restrictions.
    /// Stores the restrictions the user sets under keys without the `com.apple.` prefix, so
    /// nothing is found under the documented keys.
    case contentRatingUnderWrongKeys = "content-rating-under-wrong-keys"
    /// Answers 0 under every content-rating key before the user has set any restriction, as a
    /// layer that fills in a default instead of leaving the keys empty.
    case contentRatingDefaultsWithoutRestrictions = "content-rating-defaults-without-restrictions"
    // The airplane-mode alert.
    /// Never tells the user at launch that the device is in airplane mode.
    case noAirplaneModeAlert = "no-airplane-mode-alert"
    /// Shows the airplane-mode alert at a launch in airplane mode whether or not the app sets
    /// `UIRequiresPersistentWiFi`.
    case airplaneModeAlertWithoutKey = "airplane-mode-alert-without-key"
    /// Shows the airplane-mode alert even after the user turned Wi-Fi back on, as a layer that
    /// looks at airplane mode only.
    case airplaneModeAlertAfterWiFiBack = "airplane-mode-alert-after-wifi-back"
    /// Turns idle Wi-Fi off during a wait even while an app that sets
    /// `UIRequiresPersistentWiFi` runs.
    case turnsWiFiOffUnderWiFiApp = "turns-wifi-off-under-wifi-app"

    /// The closings the fault never does.
    var keptResources: Set<OpenResource> {
        switch self {
        case .leavesBonjourPublishedAtSuspension: [.bonjourService]
        case .keepsAccessorySessionsBeforeIOS5: [.accessorySession]
        default: []
        }
    }
    // Interface loading.
    /// Reads `NSMainNibFile` but not `UIMainStoryboardFile`: a storyboard app's launch loads
    /// no interface file and installs no initial view controller.
    case ignoresMainStoryboard = "ignores-main-storyboard"
    /// Makes the window visible in a launch into the background too.
    case showsWindowInBackgroundLaunch = "shows-window-in-background-launch"
    /// Shows the window (rotating its root view controller first) and sends `viewWillAppear:`
    /// before the activation callback instead of after it returns.
    case showsWindowBeforeActivation = "shows-window-before-activation"
    /// Shows the window first and only then rotates the root view controller to the device's
    /// orientation.
    case rotatesAfterShowingWindow = "rotates-after-showing-window"
    // Files.
    /// Copies the whole app container in a backup: the bundle, Library/Caches and tmp too.
    case backsUpWholeContainer = "backs-up-whole-container"
    /// Copies only Documents in a backup, leaving the rest of Library out.
    case backupSkipsLibrary = "backup-skips-library"
    /// Leaves Documents behind when it installs an update of the app.
    case updateLosesDocuments = "update-loses-documents"
    /// Leaves Library/Caches behind when it installs an update of the app.
    case updateLeavesCachesBehind = "update-leaves-caches-behind"
    /// Removes the old version of the app before moving the user's data into the new one.
    case removesOldVersionBeforeMovingData = "removes-old-version-before-moving-data"
    // Event routing.
    /// Hands every touch, a control's included, from the application object to the first
    /// responder, past the window and the view the touch happened in.
    case touchesToFirstResponder = "touches-to-first-responder"
    /// Sends remote-control and shake events from the application object to the object the
    /// app registered for sensor readings instead of the first responder.
    case remoteControlToRegisteredObject = "remote-control-to-registered-object"
    /// Queues sensor readings and location updates on the main run loop, where the application
    /// object hands them to the first responder.
    case sensorEventsThroughRunLoop = "sensor-events-through-run-loop"
    /// Lets the window take touch, remote-control and shake events before the application object.
    case eventsBypassApplication = "events-bypass-application"
    /// Drops the shake gesture: no event reaches the app.
    case dropsShakeEvents = "drops-shake-events"
    /// Wraps the active app's redraw in an event that the application object and the window
    /// bring to the view, instead of simply having the views draw.
    case redrawRoutedAsEvent = "redraw-routed-as-event"

    /// The route the fault gives `event` instead of the documented one; nil when the
    /// fault drops it.
    func route(of event: UserEvent) -> [EventReceiver]? {
        switch (self, event) {
        case (.touchesToFirstResponder, .unhandledTouch), (.touchesToFirstResponder, .controlTouch): [.application, .firstResponder]
        case (.remoteControlToRegisteredObject, .remoteControl), (.remoteControlToRegisteredObject, .shake): [.application, .designatedObject]
        case (.sensorEventsThroughRunLoop, .motionSensor), (.sensorEventsThroughRunLoop, .location): [.application, .firstResponder]
        case (.eventsBypassApplication, _) where event.throughMainRunLoop: event.route.filter { $0 != .application }
        case (.dropsShakeEvents, .shake): nil
        default: event.route
        }
    }
}

/// The reference system with one fault injected: everything else behaves correctly, so
/// the suite must catch the fault on the rules it breaks and nowhere else.
public final class FaultySystem: SystemSide {
    let fault: SystemFault
    let reference: ReferenceSystem
    private var app: (any AppSide)?
    private var configuration = Configuration()
    private var changesWhileSuspended: [SystemChangeKind: [Int]] = [:]
    private var forceQuit = false
    /// The reference dropped the snapshot and the app has not come on screen since.
    private var snapshotDropped = false
    /// The last airplane-mode and Wi-Fi values the user set (airplane mode turns Wi-Fi off).
    private var airplaneMode: Int?
    private var wifi: Int?

    /// Creates a reference system over the bundled tables with `fault` injected.
    public init(_ fault: SystemFault) throws {
        self.fault = fault
        reference = try ReferenceSystem()
    }

    /// The reference system's state.
    public var state: AppState { reference.state }

    /// Configures the reference system (without scenes for ``SystemFault/appDelegateRoutingWithScenes``).
    public func configure(_ configuration: Configuration, app: any AppSide) throws(LifecycleError) {
        self.app = app
        self.configuration = configuration
        changesWhileSuspended = [:]
        forceQuit = false
        snapshotDropped = false
        airplaneMode = nil
        wifi = nil
        var effective = configuration
        if fault == .appDelegateRoutingWithScenes { effective.appSupportsScenes = false }
        let kept = fault.keptResources
        try reference.configure(effective, app: kept.isEmpty ? app : ClosingKeepingApp(wrapping: app, keeping: kept))
    }

    /// Sends the stimulus to the reference system and rewrites its observations as the fault would.
    public func send(_ stimulus: Stimulus) throws(LifecycleError) -> [Observation] {
        let before = reference.state
        if fault == .relaunchAfterForceQuit, stimulus == .forceQuit, before == .suspended || before == .background {
            forceQuit = true
            // The mistake: the layer forgets who ended the app, as if the system had.
            let observations = try reference.send(.systemTerminate)
            return observations.map { $0 == .terminated(.silentWhileSuspended) || $0 == .terminated(.withNotice) ? .terminated(.userForceQuit) : $0 }
        }
        if fault == .permissionChangesLostWhileRunning, before != .notRunning, case .systemChange(.privacyPermission, _) = stimulus { return [] }
        if fault == .uncoalescedQueuedNotifications, before == .suspended, case .systemChange(let kind, let value) = stimulus {
            changesWhileSuspended[kind, default: []].append(value)
        }
        // The mistake: the layer has no process to hand the push to, so it drops it.
        if fault == .voipPushOnlyToRunningApps, stimulus == .backgroundEvent(.voipPush), before == .notRunning { return [] }
        // The mistake: the layer never looks at the app's document types.
        if fault == .opensUndeclaredDocumentTypes, case .receiveFile(let type) = stimulus, !configuration.documentTypes.contains(type),
            let declared = configuration.documentTypes.sorted().first
        {
            return try reference.send(.receiveFile(type: declared))
        }
        // The mistake: the layer drops the repeat interval when it schedules the notification.
        var sent = fault == .repeatingNotificationUsedUp && stimulus == .scheduleRepeatingLocalNotification ? .scheduleLocalNotifications(count: 1) : stimulus
        // The mistake: the significant-change service passes on every move, however short.
        if fault == .deliversMinorLocationChanges, stimulus == .backgroundEvent(.locationMinorChange), configuration.monitorsSignificantLocationChanges {
            sent = .backgroundEvent(.locationSignificantChange)
        }
        var observations = try reference.send(sent)
        if case .systemChange(.airplaneMode, let value) = stimulus {
            airplaneMode = value
            if value == 1 { wifi = 0 }
        }
        if case .systemChange(.wifi, let value) = stimulus { wifi = value }
        // The mistake: the idle timer switches Wi-Fi off whatever the running app declares.
        if fault == .turnsWiFiOffUnderWiFiApp, case .wait = stimulus, wifi == 1, reference.state.isRunning {
            wifi = 0
            observations.append(.wifiTurnedOff)
        }
        observations = rewriteAirplaneModeAlert(observations, launchedFrom: before)
        if observations.contains(where: { if case .terminated = $0 { true } else { false } }) {
            // What a process queued dies with it.
            changesWhileSuspended = [:]
        }
        switch fault {
        case .willEnterForegroundAtLaunch where before == .notRunning && (stimulus == .tapIcon || stimulus == .openURL):
            observations = insert(.willEnterForeground, state: .background, before: .didBecomeActive, in: observations)
        case .noInactiveStepOnReturn where (before == .background || before == .suspended) && reference.state == .active:
            observations.removeAll { observation in
                if case .callback(.willEnterForeground, _, _) = observation { return true }
                if case .stateChanged(_, .inactive) = observation { return true }
                return observation == .notification("UIApplicationWillEnterForegroundNotification")
            }
        case .neverInactive:
            observations = observations.compactMap { observation in
                switch observation {
                case .callback(let callback, let receiver, .inactive): .callback(callback, receiver: receiver, applicationState: .active)
                case .stateChanged(_, .inactive): nil
                default: observation
                }
            }
        case .silentInterruptionEnd where stimulus == .declineCall || stimulus == .dismissNotificationCenter:
            observations.removeAll { observation in
                if case .callback(.didBecomeActive, _, _) = observation { return true }
                return observation == .notification("UIApplicationDidBecomeActiveNotification")
            }
        case .willTerminateWhileSuspended where before == .suspended && reference.state == .notRunning:
            observations = [.callback(.willTerminate, receiver: .appDelegate, applicationState: .background)] + observations
        case .activeDuringBackgroundLaunch where before == .notRunning:
            observations = observations.map { observation in
                if case .callback(let callback, let receiver, .background) = observation, callback == .willFinishLaunching || callback == .didFinishLaunching {
                    return .callback(callback, receiver: receiver, applicationState: .active)
                }
                return observation
            }
        case .uncoalescedQueuedNotifications where before == .suspended && observations.contains(where: Self.isWakeUp):
            observations = repeatQueuedNotifications(in: observations)
        case .protectedFilesReadableWhileLocked where stimulus == .accessProtectedFile:
            // The mistake: the keys are kept at the lock, though protectedDataAvailable says they are gone.
            observations = observations.map { $0 == .protectedFileAccess(granted: false) ? .protectedFileAccess(granted: true) : $0 }
        case .snapshotBeforeDidEnterBackground:
            if let snapshot = observations.firstIndex(where: { if case .snapshotTaken = $0 { true } else { false } }),
                let enter = observations.firstIndex(where: { if case .callback(.didEnterBackground, _, _) = $0 { true } else { false } })
            {
                let moved = observations.remove(at: snapshot)
                observations.insert(moved, at: enter)
            }
        case .staleSnapshotAfterBackgroundChange where stimulus == .requestRedraw:
            // The mistake: the switcher keeps showing the interface as it was on leaving.
            observations.removeAll { if case .snapshotTaken = $0 { true } else { false } }
        case .sessionEventsThroughAppDelegate:
            observations = observations.map { observation in
                guard case .callback(.urlSessionTaskDidComplete, let receiver, let state) = observation else { return observation }
                return .callback(.handleEventsForBackgroundURLSession, receiver: receiver, applicationState: state)
            }
        case .restorationWithoutAsking:
            observations.removeAll(where: Self.isRestorationQuestion)
        case .noMemoryPurgeOnBackground:
            observations.removeAll { if case .memoryPurgedOnBackground = $0 { true } else { false } }
        case .preservesControllersWithoutViews:
            observations = observations.map { observation in
                switch observation {
                case .statePreserved(let identifiers): .statePreserved(identifiers.filter { !$0.contains("/") })
                case .stateRestored(let identifiers): .stateRestored(identifiers.filter { !$0.contains("/") })
                default: observation
                }
            }
        case .presentsAlertsOnly:
            observations = observations.map { if case .localNotificationPresented = $0 { .localNotificationPresented([.alert]) } else { $0 } }
        case .noViewControllerMemoryWarning:
            observations.removeAll { $0 == .memoryWarningToViewControllers }
        case .layerObjectsDiscardedOnPurge:
            observations = observations.map {
                $0 == .memoryPurgedOnBackground(.layerBackingStores, layerObjectsKept: true)
                    ? .memoryPurgedOnBackground(.layerBackingStores, layerObjectsKept: false) : $0
            }
        case .leavesBonjourPublishedAtSuspension, .keepsAccessorySessionsBeforeIOS5:
            let kept = fault.keptResources
            observations.removeAll { if case .closedBySystem(let resource) = $0 { kept.contains(resource) } else { false } }
        case .closesAccessorySessionsOfAccessoryApp where observations.contains(where: Self.isSuspension):
            observations += close(.accessorySession, if: app?.holdings.accessorySessionOpen == true)
        case .dismissesAlertsInBackground where observations.contains(where: Self.isEnteringBackground):
            observations += close(.alert, if: (app?.holdings.openAlerts ?? 0) > 0)
        case .launchImageOnReturn where before == .background || before == .suspended:
            observations = observations.map { $0 == .screenShows(.snapshot) ? .screenShows(.launchImage) : $0 }
        case .noLaunchImageAtLaunch where before == .notRunning:
            observations.removeAll { $0 == .screenShows(.launchImage) || $0 == .screenShows(.urlSchemeLaunchImage) }
        case .noInCallStatusBar:
            observations.removeAll { $0 == .statusBar(.inCall) || $0 == .controllerViewsFitted(.inCall) }
        case .statusBarStaysTall:
            observations.removeAll { $0 == .statusBar(.normal) || $0 == .controllerViewsFitted(.normal) }
        case .controllerViewsIgnoreStatusBar:
            observations.removeAll { if case .controllerViewsFitted = $0 { true } else { false } }
        case .switcherShowsLaunchImage:
            observations = observations.map { $0 == .switcherShows(.snapshot) ? .switcherShows(.launchImage) : $0 }
        case .discardedSnapshotShown:
            // The mistake: the record of the snapshot goes, the cached picture stays in use.
            if observations.contains(.snapshotDiscarded) { snapshotDropped = true }
            if snapshotDropped, let shown = observations.firstIndex(of: .screenShows(.launchImage)) {
                observations[shown] = .screenShows(.snapshot)
                snapshotDropped = false
            }
        case .snapshotBeforeScreenUpdates where stimulus == .snapshotAfterScreenUpdates:
            // The mistake: the views are captured as last drawn; the changes are drawn after.
            if let redraw = observations.firstIndex(of: .viewRedrawn) {
                observations.remove(at: redraw)
                observations.append(.viewRedrawn)
            }
        case .defaultLaunchImageForURL:
            observations = observations.map { $0 == .screenShows(.urlSchemeLaunchImage) ? .screenShows(.launchImage) : $0 }
        case .ignoresMainStoryboard:
            observations.removeAll { observation in
                if case .interfaceFileLoaded(.storyboard) = observation { return true }
                return observation == .initialViewControllerInstalled
            }
        case .showsWindowInBackgroundLaunch where before == .notRunning && !reference.state.isForeground && reference.state != .notRunning:
            observations.append(.windowMadeVisible)
        case .showsWindowBeforeActivation:
            observations = Self.showWindowBeforeActivation(observations)
        case .backsUpWholeContainer, .backupSkipsLibrary, .updateLosesDocuments, .updateLeavesCachesBehind, .removesOldVersionBeforeMovingData:
            observations = fault.rewritingFileHandling(observations)
        case .touchesToFirstResponder, .remoteControlToRegisteredObject, .sensorEventsThroughRunLoop, .eventsBypassApplication, .dropsShakeEvents:
            observations = observations.compactMap { observation in
                guard case .eventRouted(let event, _) = observation else { return observation }
                return fault.route(of: event).map { .eventRouted(event, path: $0) }
            }
        case .redrawRoutedAsEvent where stimulus == .requestRedraw && before == .active:
            observations = observations.map { $0 == .viewRedrawn ? .eventRouted(.unhandledTouch, path: [.application, .window, .hitView]) : $0 }
        case .rotatesAfterShowingWindow:
            if let rotation = observations.firstIndex(of: .rootViewControllerRotated) {
                observations.remove(at: rotation)
                observations.append(.rootViewControllerRotated)
            }
        default:
            break
        }
        return observations
    }

    /// Whether the observation is one of the app delegate's restoration questions.
    static func isRestorationQuestion(_ observation: Observation) -> Bool {
        guard case .callback(let callback, _, _) = observation else { return false }
        return [.shouldSaveApplicationState, .shouldRestoreApplicationState, .willEncodeRestorableState].contains(callback)
    }

    static func isSuspension(_ observation: Observation) -> Bool {
        if case .stateChanged(_, .suspended) = observation { true } else { false }
    }

    static func isEnteringBackground(_ observation: Observation) -> Bool {
        if case .stateChanged(let from, .background) = observation { from.isForeground } else { false }
    }

    /// Closes `resource` in the app's place when `condition` holds, as the reference system never does.
    private func close(_ resource: OpenResource, if condition: Bool) -> [Observation] {
        guard condition, let app else { return [] }
        app.closedBySystem(resource)
        return [.closedBySystem(resource)]
    }

    /// Moves the rotation, the window's display and `viewWillAppear:` to just before the
    /// activation callback that precedes them.
    static func showWindowBeforeActivation(_ observations: [Observation]) -> [Observation] {
        let shown: [Observation] = [.rootViewControllerRotated, .windowMadeVisible, .viewWillAppear]
        guard
            let activation = observations.lastIndex(where: { observation in
                if case .callback(let callback, _, _) = observation { return callback == .didBecomeActive || callback == .sceneDidBecomeActive }
                return false
            })
        else { return observations }
        var result = observations.filter { !shown.contains($0) }
        let moved = observations.filter { shown.contains($0) }
        let index = result.firstIndex(of: observations[activation]) ?? activation
        result.insert(contentsOf: moved, at: index)
        return result
    }

    static func isWakeUp(_ observation: Observation) -> Bool {
        if case .stateChanged(.suspended, let to) = observation { return to != .notRunning }
        return false
    }

    /// Inserts a callback (and runs the app's handler for it) before the first `anchor` callback.
    private func insert(_ callback: Callback, state: ApplicationStateValue, before anchor: Callback, in observations: [Observation]) -> [Observation] {
        guard let index = observations.firstIndex(where: { if case .callback(anchor, _, _) = $0 { true } else { false } }), let app else {
            return observations
        }
        _ = app.handle(callback, receiver: .appDelegate, services: reference)
        var changed = observations
        changed.insert(.callback(callback, receiver: .appDelegate, applicationState: state), at: index)
        return changed
    }

    /// Posts one notification per change that arrived while suspended, instead of one
    /// for the net change (and even when the changes cancelled out).
    private func repeatQueuedNotifications(in observations: [Observation]) -> [Observation] {
        let counts = changesWhileSuspended
        changesWhileSuspended = [:]
        let rows = (try? ModelTables.bundled().queuedNotifications) ?? []
        let isQueued: (Observation) -> Bool = { observation in
            guard case .notification(let name) = observation else { return false }
            return rows.contains { counts[$0.kind] != nil && $0.notifications.contains(name) }
        }
        // The queued notifications go where the system delivers them on waking: first.
        let insertAt = observations.firstIndex(where: isQueued) ?? 0
        var result = observations
        result.removeAll(where: isQueued)
        var repeated: [Observation] = []
        for (kind, changes) in counts.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            guard let names = rows.first(where: { $0.kind == kind })?.notifications, let first = names.first else { continue }
            // One notification per change, each for the direction of that change.
            repeated += changes.map { value in .notification(names.count == 2 && value == 0 ? names[1] : first) }
        }
        result.insert(contentsOf: repeated, at: min(insertAt, result.count))
        return result
    }
}

extension FaultySystem: StateFingerprinting {
    /// The state of the reference system underneath: what a fault changes there (a repeating
    /// notification scheduled as a one-time one) makes the faulty system's state differ.
    public var stateFingerprint: AnyHashable { reference.stateFingerprint }
}

/// A faulty system answers the apps' questions as the reference does, except where the
/// content-rating restrictions are stored.
extension FaultySystem: ForwardingSystemServices {
    /// The reference system underneath.
    public var forwardedServices: any SystemServices { reference }

    public func restriction(forKey key: String) -> Int? {
        let prefix = "com.apple."
        switch fault {
        case .contentRatingUnderWrongKeys:
            // The mistake: the values sit under the keys without their prefix.
            return key.hasPrefix(prefix) ? nil : reference.restriction(forKey: prefix + key)
        case .contentRatingDefaultsWithoutRestrictions where ContentRatingKey(rawValue: key) != nil:
            // The mistake: an empty key reads as a restriction of 0 instead of nil.
            return reference.restriction(forKey: key) ?? 0
        default:
            return reference.restriction(forKey: key)
        }
    }
}

extension FaultySystem {
    /// The airplane-mode alert as the fault shows it at a launch.
    func rewriteAirplaneModeAlert(_ observations: [Observation], launchedFrom before: AppState) -> [Observation] {
        guard before == .notRunning, reference.state.isForeground else { return observations }
        let inAirplaneMode = airplaneMode == 1
        switch fault {
        case .noAirplaneModeAlert:
            return observations.filter { $0 != .airplaneModeAlert }
        case .airplaneModeAlertWithoutKey where inAirplaneMode && wifi != 1 && !observations.contains(.airplaneModeAlert):
            return [.airplaneModeAlert] + observations
        case .airplaneModeAlertAfterWiFiBack where inAirplaneMode && configuration.requiresPersistentWiFi && !observations.contains(.airplaneModeAlert):
            return [.airplaneModeAlert] + observations
        default:
            return observations
        }
    }
}
