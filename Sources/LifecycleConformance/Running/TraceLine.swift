import LifecycleModel

/// Which observations a trace expectation looks at.
public enum TraceFilter: String, Sendable, Hashable, Codable {
    /// Callbacks only.
    case callbacks
    /// Callbacks, notifications, snapshots and terminations.
    case events
    /// Every observation, state changes included.
    case everything
    /// State changes only.
    case states
    /// Callbacks and the loading of the interface: the main interface file, the initial view
    /// controller, the window made visible, `viewWillAppear:` (contract §13).
    case interface
}

/// The one-line form of observations used by expectations and failure messages:
/// `willFinishLaunching@inactive`, `scene.sceneDidBecomeActive@active`, `post NAME`,
/// `snapshot`, `terminated(with-notice)`, `state:background`, …
public enum TraceLine {
    /// The lines of the observations that `filter` keeps, in order.
    public static func lines(_ observations: [Observation], filter: TraceFilter) -> [String] {
        observations.compactMap { line(for: $0, filter: filter) }
    }

    /// The line for one observation, or nil when `filter` leaves it out.
    public static func line(for observation: Observation, filter: TraceFilter) -> String? {
        if filter == .states {
            if case .stateChanged(_, let to) = observation { return "state:\(to.rawValue)" }
            return nil
        }
        switch observation {
        case .callback(let callback, let receiver, let state):
            let prefix = receiver == .appDelegate ? "" : receiver == .sceneDelegate ? "scene." : "widget."
            return "\(prefix)\(callback.shortName)@\(state.rawValue)"
        case .notification(let name):
            return filter == .callbacks || filter == .interface ? nil : "post \(name)"
        case .snapshotTaken(let sensitive):
            return filter == .callbacks || filter == .interface ? nil : sensitive ? "snapshot(sensitive)" : "snapshot"
        case .terminated(let kind):
            return filter == .callbacks || filter == .interface ? nil : "terminated(\(kind.rawValue))"
        default:
            guard filter == .everything || filter == .interface && interfaceLine(for: observation) != nil else { return nil }
            return detailLine(for: observation)
        }
    }

    /// The line of an interface-loading observation, or nil for any other observation.
    static func interfaceLine(for observation: Observation) -> String? {
        switch observation {
        case .interfaceFileLoaded(let file): "interface-loaded(\(file))"
        case .initialViewControllerInstalled: "root-installed"
        case .rootViewControllerRotated: "root-rotated"
        case .windowMadeVisible: "window-visible"
        case .viewWillAppear: "view-will-appear"
        default: nil
        }
    }

    private static func detailLine(for observation: Observation) -> String {
        interfaceLine(for: observation) ?? otherDetailLine(for: observation)
    }

    private static func otherDetailLine(for observation: Observation) -> String {
        switch observation {
        case .stateChanged(_, let to): "state:\(to.rawValue)"
        case .launchedInBackground(let event): "launched-in-background(\(event.rawValue))"
        case .eventDropped(let event, let reason): "dropped(\(event.rawValue),\(reason.rawValue))"
        case .touchDelivered: "touch"
        case .eventRouted(let event, let path): "routed(\(event.rawValue):\(path.map(\.rawValue).joined(separator: ">")))"
        case .viewRedrawn: "redraw"
        case .backgroundTaskBegan: "task-began"
        case .backgroundTaskEnded: "task-ended"
        case .backgroundTaskRefused: "task-refused"
        case .expirationHandlerCalled: "expiration-handler"
        case .statePreserved(let ids): "preserved(\(ids.joined(separator: ",")))"
        case .stateRestored(let ids): "restored(\(ids.joined(separator: ",")))"
        case .preservedStateDeleted: "preserved-state-deleted"
        case .localNotificationsScheduled(let kept, let discarded): "local-scheduled(\(kept),\(discarded))"
        case .localNotificationDelivered(let toApp): toApp ? "local-delivered(app)" : "local-delivered(user)"
        case .localNotificationPresented(let kinds): "local-presented(\(NotificationAlertKind.line(kinds)))"
        case .urlOpenSkipped: "url-skipped"
        case .memoryFreed(let megabytes): "memory-freed(\(megabytes))"
        case .localNotificationsCancelled(let count): "local-cancelled(\(count))"
        case .localNotificationsListed(let count): "local-listed(\(count))"
        case .protectedDataAvailability(let available): "protected-data-available(\(available ? "yes" : "no"))"
        case .protectedFileAccess(let granted): "protected-file(\(granted ? "granted" : "denied"))"
        case .memoryPurgedOnBackground(let purge, let kept): "purged(\(purge.rawValue)\(kept ? "" : ",layer-objects-discarded"))"
        case .memoryWarningToViewControllers: "warned(view-controllers)"
        case .closedBySystem(let resource): "closed-by-system(\(resource.rawValue))"
        case .airplaneModeAlert: "airplane-mode-alert"
        case .wifiTurnedOff: "wifi-off"
        case .screenShows(let content): "screen(\(content.rawValue))"
        case .statusBar(let height): "status-bar(\(height.rawValue))"
        case .controllerViewsFitted(let height): "controller-views(\(height.rawValue))"
        case .switcherShows(let content): "switcher(\(content.rawValue))"
        case .snapshotDiscarded: "snapshot-discarded"
        case .backedUp(let locations): "backed-up(\(locations.map(\.rawValue).joined(separator: ",")))"
        case .updateInstalled: "update-installed"
        case .userDataMoved(let locations): "data-moved(\(locations.map(\.rawValue).joined(separator: ",")))"
        case .oldVersionRemoved: "old-version-removed"
        default: observation.description
        }
    }
}
