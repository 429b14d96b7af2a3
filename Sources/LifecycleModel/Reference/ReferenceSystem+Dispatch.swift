extension ReferenceSystem {
    /// Routes a stimulus to the behaviour that handles it.
    func dispatch(_ stimulus: Stimulus) throws(LifecycleError) {
        switch stimulus {
        case .tapIcon:
            guard !locked else { throw .notApplicable(stimulus, in: state, id: "sim.refusal.locked") }
            switch state {
            case .notRunning: try launch(.launchForeground, stimulus: stimulus)
            case .background, .suspended: try bringToForeground(.tapIcon, stimulus: stimulus)
            case .active, .inactive: throw .notApplicable(stimulus, in: state, id: "sim.refusal.on-screen")
            }
        case .openURL:
            guard !locked else { throw .notApplicable(stimulus, in: state, id: "sim.refusal.locked") }
            switch state {
            case .notRunning: try launch(.launchURL, stimulus: stimulus)
            case .background, .suspended: try bringToForeground(.openURL, stimulus: stimulus)
            case .active, .inactive: try runRow(.openURL, stimulus: stimulus)
            }
        case .homeButton:
            try runRow(.homeButton, stimulus: stimulus, reasonID: "sim.refusal.home-on-screen-only")
        case .appSwitch:
            try runRow(.appSwitch, stimulus: stimulus, reasonID: "sim.refusal.switch-on-screen-only")
        case .incomingCall:
            try runRow(.incomingCall, stimulus: stimulus, reasonID: "sim.refusal.call-active-only")
        case .answerCall:
            try runRow(.answerCall, stimulus: stimulus, reasonID: "sim.refusal.no-call-alert")
            callInProgress = true
        case .declineCall:
            try runRow(.declineCall, stimulus: stimulus, reasonID: "sim.refusal.no-call-alert")
        case .notificationBanner:
            try runRow(.notificationBanner, stimulus: stimulus, reasonID: "sim.refusal.banner-active-only")
        case .pullNotificationCenter:
            try runRow(.pullNotificationCenter, stimulus: stimulus, reasonID: "sim.refusal.centre-active-only")
        case .endCall:
            guard callInProgress else { throw .notApplicable(stimulus, in: state, id: "sim.refusal.no-call-in-progress") }
            callInProgress = false
            fitStatusBar()
        case .dismissNotificationCenter:
            try runRow(.dismissNotificationCenter, stimulus: stimulus, reasonID: "sim.refusal.centre-not-open")
        case .lock:
            guard !locked else { throw .notApplicable(stimulus, in: state, id: "sim.refusal.already-locked") }
            locked = true
            frontmostWhenLocked = state.isForeground
            if state.isForeground { try runRow(.lock, stimulus: stimulus) }
            try protectedDataAvailabilityChanged(stimulus: stimulus)
        case .unlock:
            guard locked else { throw .notApplicable(stimulus, in: state, id: "sim.refusal.not-locked") }
            locked = false
            unlockedSinceBoot = true
            try protectedDataAvailabilityChanged(stimulus: stimulus)
            // Unlocking returns the user to the app that was in front when the device locked.
            if frontmostWhenLocked && state != .notRunning {
                frontmostWhenLocked = false
                try bringToForeground(.unlock, stimulus: stimulus)
            }
        case .firstUnlockAfterBoot:
            guard !unlockedSinceBoot else { throw .notApplicable(stimulus, in: state, id: "sim.refusal.unlocked-since-boot") }
            unlockedSinceBoot = true
            locked = false
        case .memoryPressure(let megabytes):
            guard megabytes > 0 else { throw LifecycleError(.invalidArgument, id: "sim.error.memory-pressure", ["megabytes": "\(megabytes)"]) }
            try relieveMemoryPressure(megabytes: megabytes, stimulus: stimulus)
        case .forceQuit:
            guard state != .notRunning else { throw .notApplicable(stimulus, in: state, id: "sim.refusal.nothing-to-quit") }
            // Whether a running app hears of its end is the reading of the row the table gives.
            try runRow(.forceQuit, stimulus: stimulus)
            lastTerminationWasForceQuit = true
            if preservedState != nil {
                preservedState = nil
                output.append(.preservedStateDeleted)
            }
        case .reboot:
            if state != .notRunning { try endForReboot(stimulus: stimulus) }
            // A restart drops any call in progress.
            callInProgress = false
            // A reboot makes a force-quit app eligible for background launches again.
            lastTerminationWasForceQuit = false
            locked = configuration.passcodeSet
            unlockedSinceBoot = !configuration.passcodeSet
            try deliverBackgroundEvent(.voipBoot, stimulus: stimulus, quietWhenNotPermitted: true)
        case .systemTerminate:
            guard state == .background || state == .suspended else {
                throw .notApplicable(stimulus, in: state, id: "sim.refusal.terminate-background-only")
            }
            try runRow(.systemTerminate, stimulus: stimulus)
        case .backgroundEvent(let event):
            // An event that does not exist yet on this iOS version cannot happen (PushKit, iOS 8).
            if let from = tables.relaunch.first(where: { $0.event == event })?.iosFrom, configuration.iosVersion < from {
                throw .notApplicable(stimulus, in: state, id: "sim.refusal.event-not-on-version")
            }
            if event == .urlSessionComplete { handedOffTransfersFinished = true }
            try deliverBackgroundEvent(event, stimulus: stimulus, quietWhenNotPermitted: false)
        case .remoteNotification(let contentAvailable):
            try deliverRemoteNotification(contentAvailable: contentAvailable, stimulus: stimulus)
        case .systemChange(let kind, let value):
            try applySystemChange(kind, value: value, stimulus: stimulus)
        case .touch:
            guard state == .active else { throw .notApplicable(stimulus, in: state, id: "sim.refusal.touch-active-only") }
            output.append(.touchDelivered)
        case .userEvent(let event):
            guard state == .active else { throw .notApplicable(stimulus, in: state, id: "sim.refusal.user-event-active-only") }
            output.append(.eventRouted(event, path: event.route))
        case .requestRedraw:
            try requestRedraw(stimulus)
        case .openAppSwitcher:
            try openAppSwitcher(stimulus)
        case .backUpDevice:
            backUpDevice()
        case .updateApp:
            try updateApp(stimulus)
        case .snapshotAfterScreenUpdates:
            try snapshotAfterScreenUpdates(stimulus)
        case .wait(let seconds):
            guard seconds >= 0, seconds.isFinite else {
                throw LifecycleError(.invalidArgument, id: "sim.error.wait-seconds", ["seconds": "\(seconds)"])
            }
            try advanceClock(by: seconds)
            discardSnapshotIfLongUnused(waited: seconds)
        case .scheduleLocalNotifications(let count):
            try scheduleLocalNotifications(count, stimulus: stimulus)
        case .fireLocalNotification:
            try fireLocalNotification(stimulus)
        case .presentLocalNotificationNow, .scheduleRepeatingLocalNotification, .cancelLocalNotifications, .listLocalNotifications:
            try manageLocalNotifications(stimulus)
        case .accessProtectedFile:
            try accessProtectedFile(stimulus)
        case .networkChange:
            tearDownSocketsOfSuspendedApp()
        case .receiveFile(let type):
            try receiveFile(type: type, stimulus: stimulus)
        }
    }
}
