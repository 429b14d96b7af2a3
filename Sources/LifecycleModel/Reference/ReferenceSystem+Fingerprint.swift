extension ReferenceSystem: StateFingerprinting {
    /// Everything that decides what the system does next. Times count only relative to the
    /// budgets they are measured against, so waiting does not make new states forever; task
    /// tokens count only by number of tasks.
    struct Fingerprint: Hashable {
        let state: AppState
        let applicationState: ApplicationStateValue
        let interruption: Interruption
        let launchDeclined: Bool
        let tasksWarned: [Bool]
        let secondsInBackground: Int
        let secondsOfEventWork: Int?
        let pendingRedraw: Bool
        let queued: [QueuedFingerprint]
        let localNotifications: Int
        let locked: Bool
        let frontmostWhenLocked: Bool
        let unlockedSinceBoot: Bool
        let forceQuit: Bool
        let systemValues: [SystemChangeKind: Int]
        let preserved: [PreservedController]?
        let snapshotKept: Bool
        let callInProgress: Bool
        let statusBarSeen: StatusBarHeight
        let transfersFinished: Bool
        let app: AnyHashable?
    }

    struct QueuedFingerprint: Hashable {
        let kind: SystemChangeKind
        let valueAtSuspension: Int?
        let latest: Int
        let several: Bool
    }

    /// The state of the system and of its app, for the explorer.
    public var stateFingerprint: AnyHashable {
        let horizon = (tables.timeBudgets.map(\.seconds).max() ?? 600) + 1
        let inBackground = state == .background || !backgroundTasks.isEmpty ? Int(min(max(0, clock - backgroundEnteredAt), horizon)) : 0
        return AnyHashable(
            Fingerprint(
                state: state, applicationState: applicationState, interruption: interruption, launchDeclined: launchDeclined,
                tasksWarned: backgroundTasks.map(\.warned), secondsInBackground: inBackground,
                secondsOfEventWork: eventWorkDeadline.map { Int(min(max(0, $0 - clock), horizon)) }, pendingRedraw: pendingRedraw,
                queued: queuedChanges.map {
                    QueuedFingerprint(kind: $0.kind, valueAtSuspension: $0.valueAtSuspension, latest: $0.latest, several: $0.count > 1)
                },
                localNotifications: localNotificationsScheduled * 1000 + repeatingLocalNotificationsScheduled, locked: locked,
                frontmostWhenLocked: frontmostWhenLocked,
                unlockedSinceBoot: unlockedSinceBoot, forceQuit: lastTerminationWasForceQuit, systemValues: systemValues, preserved: preservedState,
                snapshotKept: snapshotKept, callInProgress: callInProgress, statusBarSeen: statusBarSeen,
                transfersFinished: handedOffTransfersFinished,
                app: (app as? any StateFingerprinting)?.stateFingerprint))
    }
}

extension ReferenceApp: StateFingerprinting {
    struct Fingerprint: Hashable {
        let holdings: AppHoldings
        let inForeground: Bool
        let awaited: Set<Callback>
    }

    /// What the app holds, whether its UI is up and the callbacks its waiting duties have seen;
    /// the rest of the history of callbacks is left out.
    public var stateFingerprint: AnyHashable {
        AnyHashable(Fingerprint(holdings: holdings, inForeground: isInForeground, awaited: scheduleFingerprint))
    }
}

extension DutyCheckingApp: StateFingerprinting {
    struct Fingerprint: Hashable {
        let wrapped: AnyHashable?
        let awaited: Set<Callback>
    }

    /// The wrapped app's fingerprint and the callbacks its waiting duties have seen; findings are left out.
    public var stateFingerprint: AnyHashable {
        AnyHashable(Fingerprint(wrapped: (wrapped as? any StateFingerprinting)?.stateFingerprint, awaited: scheduleFingerprint))
    }
}
