import LifecycleConformance
import LifecycleModel
import LifecycleSamples
import LifecycleWorkshop
import Testing

@Suite("The explorer compares what the contract fixes, and finds each broken sample")
struct ExplorerTests {
    @Test("the reference model-checked against itself: every reachable state visited, no divergence")
    func referenceAgainstItself() throws {
        let result = try DifferentialExplorer().modelCheck(against: ReferenceAdapter())
        #expect(result.divergence == nil)
        #expect(result.complete)
        #expect(result.states > 100)
        #expect(result.transitions == result.states * DifferentialExplorer.defaultAlphabet.count)
    }

    @Test("a valid variant never diverges: freedoms are not divergences", arguments: BuiltInAdapters.variants.map(\.name))
    func variantsDoNotDiverge(name: String) throws {
        let adapter = try #require(BuiltInAdapters.named(name))
        let result = try DifferentialExplorer().modelCheck(against: adapter, maxDepth: 5)
        #expect(result.divergence == nil, "\(result.divergence?.description ?? "")")
    }

    /// The system faults a trace can show. A lost permission change shows only in the answer
    /// the app reads (`SystemServices.privacyAccessGranted`), which no trace line carries and
    /// the explorer therefore cannot compare; case PRIVACY-001 catches it on the app's holdings.
    /// Where the content-rating restrictions are stored shows only in the system's answer by
    /// key (`SystemServices.restriction(forKey:)`); case SETTINGS-101 catches those faults.
    static let tracedFaults = SystemFault.allCases.filter {
        $0 != .permissionChangesLostWhileRunning && $0 != .contentRatingUnderWrongKeys && $0 != .contentRatingDefaultsWithoutRestrictions
    }

    @Test("every broken system sample diverges, and its counterexample replays as a script", arguments: tracedFaults)
    func brokenSamplesDiverge(fault: SystemFault) throws {
        let adapter = BrokenSystemAdapter(fault)
        let preset: ExplorationPreset = fault == .appDelegateRoutingWithScenes ? .scenes : .default
        var configuration = preset.configuration
        var alphabet = DifferentialExplorer.defaultAlphabet
        // Managing local notifications, data protection and sessions finishing while the app runs
        // are outside the default alphabet;
        // their faults need those stimuli (and a passcode, with a lock that only deactivates).
        switch fault {
        case .repeatingNotificationUsedUp: alphabet += [.scheduleRepeatingLocalNotification, .fireLocalNotification]
        case .protectedFilesReadableWhileLocked:
            alphabet += [.accessProtectedFile]
            configuration.passcodeSet = true
            configuration.sleepWakeBehaviour = .inactive
        case .sessionEventsThroughAppDelegate: alphabet += [.backgroundEvent(.urlSessionComplete)]
        case .staleSnapshotAfterBackgroundChange: alphabet += [.requestRedraw]
        // Notifications must be scheduled and fired, and ask for more than an alert.
        case .presentsAlertsOnly: alphabet += [.scheduleLocalNotifications(count: 1), .fireLocalNotification]
        case .deliversMinorLocationChanges:
            alphabet += [.backgroundEvent(.locationMinorChange)]
            configuration.monitorsSignificantLocationChanges = true
        // An accessory must connect for the app to open a session the system could close.
        case .closesAccessorySessionsOfAccessoryApp:
            alphabet += [.systemChange(.accessoryConnection, value: 1)]
            configuration.backgroundModes.insert(.externalAccessory)
        case .keepsAccessorySessionsBeforeIOS5:
            alphabet += [.systemChange(.accessoryConnection, value: 1)]
            configuration.iosVersion = .init(4, 3)
        case .snapshotBeforeScreenUpdates: alphabet += [.requestRedraw, .snapshotAfterScreenUpdates]
        case .defaultLaunchImageForURL: configuration.providesURLSchemeLaunchImage = true
        case .statusBarStaysTall: alphabet += [.endCall]
        case .switcherShowsLaunchImage: alphabet += [.openAppSwitcher]
        case .discardedSnapshotShown: alphabet += [.wait(seconds: ReferenceSystem.snapshotRetentionSeconds)]
        // Files: backups and updates are outside the default alphabet.
        case .backsUpWholeContainer, .backupSkipsLibrary: alphabet += [.backUpDevice]
        case .updateLosesDocuments, .updateLeavesCachesBehind, .removesOldVersionBeforeMovingData: alphabet += [.updateApp]
        // A VoIP push is not in the default alphabet (the preset already declares the voip mode).
        case .voipPushOnlyToRunningApps: alphabet += [.backgroundEvent(.voipPush)]
        case .opensUndeclaredDocumentTypes:
            alphabet += [.receiveFile(type: "com.adobe.pdf")]
            configuration.documentTypes = ["public.png"]
        // Interface loading: the storyboard and the orientation at launch come from the configuration.
        case .ignoresMainStoryboard: configuration.mainStoryboardFile = "Main"
        case .rotatesAfterShowingWindow: configuration.deviceOrientationAtLaunch = .landscape
        // Event routing: the user events are outside the default alphabet.
        case .touchesToFirstResponder, .remoteControlToRegisteredObject, .sensorEventsThroughRunLoop, .eventsBypassApplication, .dropsShakeEvents:
            alphabet += UserEvent.allCases.map(Stimulus.userEvent)
        case .redrawRoutedAsEvent: alphabet += [.requestRedraw]
        // Airplane mode and Wi-Fi are outside the default alphabet; the alert needs an app
        // that sets UIRequiresPersistentWiFi (the fault without the key, an app that does not).
        case .noAirplaneModeAlert, .airplaneModeAlertAfterWiFiBack:
            alphabet += [.systemChange(.airplaneMode, value: 1), .systemChange(.wifi, value: 1)]
            configuration.requiresPersistentWiFi = true
        case .airplaneModeAlertWithoutKey: alphabet += [.systemChange(.airplaneMode, value: 1)]
        case .turnsWiFiOffUnderWiFiApp:
            alphabet += [.systemChange(.wifi, value: 1)]
            configuration.requiresPersistentWiFi = true
        default: break
        }
        // The restoration fault shows only in an app that opts in to state restoration; a
        // change to the interface in the background, only in an app still running there.
        var options = fault == .restorationWithoutAsking ? Self.restoringApp : ReferenceApp.Options()
        // What the system closes shows only when the app leaves something open.
        if fault == .leavesBonjourPublishedAtSuspension { options.leavesBonjourPublished = true }
        if fault == .dismissesAlertsInBackground { options.leavesAlertOpen = true }
        if fault == .presentsAlertsOnly { options.notificationAlertKinds = [.sound, .badge] }
        if fault == .preservesControllersWithoutViews {
            options = Self.restoringApp
            options.restorableControllers = [
                RestorableController(restorationIdentifier: "root", className: "RootController", views: [RestorableView(restorationIdentifier: "table")])
            ]
        }
        if fault == .staleSnapshotAfterBackgroundChange || fault == .snapshotBeforeScreenUpdates { options.finishesWorkInBackground = true }
        let result = try DifferentialExplorer(configuration: configuration, app: options, alphabet: alphabet).modelCheck(against: adapter)
        let divergence = try #require(result.divergence, "\(adapter.name) never diverged")
        #expect(divergence.sequence.count <= 6)
        let (replayedConfiguration, app) = try ScriptRunner.header(divergence.script, file: "counterexample", base: Configuration())
        #expect(replayedConfiguration == configuration)
        #expect(app == options)
        let replayed = try ScriptRunner.check(divergence.script, file: "counterexample").compactMap { line -> Stimulus? in
            if case .stimulus(let stimulus) = line.input { return stimulus }
            return nil
        }
        #expect(replayed == divergence.sequence)
    }

    /// An app that opts in to state restoration with one identified controller.
    static let restoringApp: ReferenceApp.Options = {
        var options = ReferenceApp.Options()
        options.optsIntoStateRestoration = true
        options.restorableControllers = [RestorableController(restorationIdentifier: "root", className: "RootController")]
        options.restorableClassNames = ["RootController"]
        return options
    }()

    @Test("a seeded random walk is repeatable: the same seed finds the same counterexample")
    func seededWalk() throws {
        let adapter = BrokenSystemAdapter(.silentInterruptionEnd)
        let first = try DifferentialExplorer().randomWalk(seed: 7, steps: 500, against: adapter)
        let second = try DifferentialExplorer().randomWalk(seed: 7, steps: 500, against: adapter)
        #expect(first?.sequence == second?.sequence)
        #expect(first != nil)
    }
}
