import LifecycleConformance
import LifecycleModel

/// How each variant rewrites the reference's observations of one stimulus.
enum ObservationRewriting {
    static let undocumented: Set<String> = Set(ObservationContract.undocumentedNotifications.keys)
    static let accompanying = ObservationContract.accompanyingNotifications.merging(ObservationContract.undocumentedNotifications) { $0.union($1) }
    static let sceneTransitionNotifications = ObservationContract.applicationLevelLifecycleNotifications.union(undocumented)

    static func rewrite(_ observations: [Observation], as variant: SystemVariant, stateBefore: AppState, usesScenes: Bool) -> [Observation] {
        switch variant {
        case .statesBeforeCallbacks:
            return observations.filter(isStateChange) + observations.filter { !isStateChange($0) }
        case .statesAfterCallbacks:
            return observations.filter { !isStateChange($0) } + observations.filter(isStateChange)
        case .terminatedBeforeStateChange:
            return terminatedFirst(observations)
        case .resumeThroughBackground:
            return observations.flatMap { observation -> [Observation] in
                guard case .stateChanged(.suspended, let to) = observation, to.isForeground else { return [observation] }
                return [.stateChanged(from: .suspended, to: .background), .stateChanged(from: .background, to: to)]
            }
        case .notificationsBeforeCallbacks:
            return notificationsBeforeCallbacks(observations)
        case .documentedNotificationsOnly:
            return observations.filter { observation in
                if case .notification(let name) = observation { return !undocumented.contains(name) }
                return true
            }
        case .sceneAppWithoutApplicationNotifications:
            guard usesScenes else { return observations }
            // The app-level notifications of a scene's transitions; a memory warning is no transition.
            return observations.filter { observation in
                if case .notification(let name) = observation { return !sceneTransitionNotifications.contains(name) }
                return true
            }
        case .plainTerminationKinds:
            let told = observations.contains { if case .callback(.willTerminate, _, _) = $0 { true } else { false } }
            return observations.map { observation in
                guard case .terminated(let kind) = observation else { return observation }
                switch kind {
                case .withNotice, .silentWhileSuspended, .memoryPressure, .reboot: return .terminated(told ? .withNotice : .silentWhileSuspended)
                default: return observation
                }
            }
        case .noBookkeepingRecords:
            return observations.filter { !isBookkeeping($0) }
        case .queuedChangesLast:
            let queued = observations.filter(isQueuedChange)
            return observations.filter { !isQueuedChange($0) } + queued.reversed()
        case .answersAfterCallbacks:
            return observations.filter { !isAnswer($0) } + observations.filter(isAnswer)
        case .screenReportedLast:
            let screen = observations.filter(isScreen)
            return observations.filter { !isScreen($0) } + screen.filter(isStatusBar) + screen.filter { !isStatusBar($0) }
        case .interfaceLoadedInsideLaunch:
            return loadedAfterFirstLaunchMethod(observations)
        case .viewWillAppearBeforeWindow:
            guard let window = observations.firstIndex(of: .windowMadeVisible), let appear = observations.firstIndex(of: .viewWillAppear) else {
                return observations
            }
            var result = observations
            result.swapAt(window, appear)
            return result
        case .rotationAtLoad:
            guard let rotation = observations.firstIndex(of: .rootViewControllerRotated) else { return observations }
            var result = observations
            result.remove(at: rotation)
            let loaded = result.lastIndex { observation in
                if case .interfaceFileLoaded = observation { return true }
                return observation == .initialViewControllerInstalled
            }
            result.insert(.rootViewControllerRotated, at: loaded.map { $0 + 1 } ?? 0)
            return result
        }
    }

    static func isStateChange(_ observation: Observation) -> Bool {
        if case .stateChanged = observation { true } else { false }
    }

    static func isQueuedChange(_ observation: Observation) -> Bool {
        guard case .notification(let name) = observation else { return false }
        return accompanying[name] == nil
    }

    static func isAnswer(_ observation: Observation) -> Bool {
        switch observation {
        case .backgroundTaskBegan, .backgroundTaskEnded, .backgroundTaskRefused, .localNotificationsScheduled, .localNotificationsCancelled,
            .localNotificationsListed, .protectedDataAvailability, .protectedFileAccess, .closedBySystem, .airplaneModeAlert, .wifiTurnedOff,
            .memoryPurgedOnBackground, .memoryWarningToViewControllers:
            true
        default: false
        }
    }

    static func isScreen(_ observation: Observation) -> Bool {
        switch observation {
        case .screenShows, .statusBar, .controllerViewsFitted, .switcherShows, .snapshotDiscarded: true
        default: false
        }
    }

    static func isStatusBar(_ observation: Observation) -> Bool {
        switch observation {
        case .statusBar, .controllerViewsFitted: true
        default: false
        }
    }

    static func isBookkeeping(_ observation: Observation) -> Bool {
        switch observation {
        case .launchedInBackground, .eventDropped, .urlOpenSkipped, .memoryFreed: true
        default: false
        }
    }

    /// Moves the interface file's loading, and the controller's installation, to just after
    /// `application:willFinishLaunchingWithOptions:`.
    static func loadedAfterFirstLaunchMethod(_ observations: [Observation]) -> [Observation] {
        let isLoading: (Observation) -> Bool = { observation in
            if case .interfaceFileLoaded = observation { return true }
            return observation == .initialViewControllerInstalled
        }
        var result = observations.filter { !isLoading($0) }
        guard let first = result.firstIndex(where: { if case .callback(.willFinishLaunching, _, _) = $0 { true } else { false } }) else {
            return observations
        }
        result.insert(contentsOf: observations.filter(isLoading), at: first + 1)
        return result
    }

    /// Moves each `terminated` before the state change to not running that precedes it.
    static func terminatedFirst(_ observations: [Observation]) -> [Observation] {
        var result = observations
        for index in result.indices {
            guard case .terminated = result[index] else { continue }
            if let change = result[..<index].lastIndex(where: { if case .stateChanged(_, .notRunning) = $0 { true } else { false } }) {
                let terminated = result.remove(at: index)
                result.insert(terminated, at: change)
            }
        }
        return result
    }

    /// Moves each notification that accompanies a callback to just before that callback.
    static func notificationsBeforeCallbacks(_ observations: [Observation]) -> [Observation] {
        var result: [Observation] = []
        for observation in observations {
            guard case .notification(let name) = observation, let anchors = accompanying[name],
                let callback = result.lastIndex(where: { if case .callback(let callback, _, _) = $0 { anchors.contains(callback.shortName) } else { false } })
            else {
                result.append(observation)
                continue
            }
            result.insert(observation, at: callback)
        }
        return result
    }
}
