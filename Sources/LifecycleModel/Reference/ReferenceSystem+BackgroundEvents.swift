extension ReferenceSystem {
    /// Delivers a background event: to a running app directly, to a suspended app by
    /// waking it, to a terminated app by relaunching it when the relaunch table allows.
    func deliverBackgroundEvent(_ event: BackgroundEvent, stimulus: Stimulus, quietWhenNotPermitted: Bool) throws(LifecycleError) {
        if tables.relaunch.contains(where: { $0.event == event && $0.needsCellularRadio }) && !configuration.hasCellularRadio {
            output.append(.eventDropped(event, reason: .noCellularRadio))
            return
        }
        switch state {
        case .active, .inactive:
            deliverEventCallback(event, through: event.runningAppCallback)
        case .background, .suspended:
            // A session delegate hears of its transfers whenever the app runs (BGEXEC-039); only a
            // wake needs the permission.
            let reachesRunningCode = state == .background && event.runningAppCallback != event.callback
            guard reachesRunningCode || isPermitted(event) else {
                reportUndeclared(event, quietly: quietWhenNotPermitted)
                return
            }
            if state == .suspended {
                deliverQueuedChanges()
                try runRow(.backgroundEvent, stimulus: stimulus)
                deliverEventCallback(event)
            } else {
                deliverEventCallback(event, through: event.runningAppCallback)
            }
        case .notRunning:
            try relaunch(for: event, stimulus: stimulus, quietWhenNotPermitted: quietWhenNotPermitted)
        }
    }

    /// True when the app declares a background mode that lets `event` reach it.
    func isPermitted(_ event: BackgroundEvent) -> Bool {
        if let row = tables.relaunch.first(where: { $0.event == event }), row.requires?.setting != nil, meetsRequirement(of: row) {
            performedRows.append(.relaunch(row))
            return true
        }
        let permitting = tables.backgroundModes.first { row in
            configuration.backgroundModes.contains(row.mode) && row.wakeEvents.contains(event)
                && (row.iosFrom.map { configuration.iosVersion >= $0 } ?? true)
        }
        if let permitting { performedRows.append(.backgroundMode(permitting)) }
        return permitting != nil
    }

    /// True when the configuration declares the mode, or enables the setting, a relaunch row requires.
    func meetsRequirement(of row: RelaunchRow) -> Bool {
        row.requires?.isMet(by: configuration) ?? true
    }

    /// Records that an event did not reach the app because it declares nothing that lets it through.
    func reportUndeclared(_ event: BackgroundEvent, quietly: Bool) {
        guard !quietly else { return }
        output.append(.eventDropped(event, reason: .modeNotDeclared))
        performedRows += tables.backgroundModes.filter { $0.wakeEvents.contains(event) }.map(PerformedRow.backgroundMode)
    }

    /// Runs the event's callback (by default the one that wakes or launches the app for it) and
    /// keeps the app awake until the app says it is done.
    func deliverEventCallback(_ event: BackgroundEvent, through callback: Callback? = nil) {
        guard let app else { return }
        let callback = callback ?? event.callback
        let response = app.handle(callback, receiver: .appDelegate, services: self)
        output.append(.callback(callback, receiver: .appDelegate, applicationState: applicationState))
        guard state == .background else { return }
        if response.calledCompletionHandler {
            eventWorkDeadline = nil
        } else {
            // The budget that limits the callback's unfinished work; none leaves no time beyond the call.
            let budget = tables.budget(limiting: callback, in: configuration)
            eventWorkDeadline = clock + (budget?.consequence == .suspension ? budget?.seconds ?? 0 : 0)
        }
    }

    /// Relaunches a terminated app into the background for an event, honouring the
    /// relaunch table's conditions and exceptions.
    func relaunch(for event: BackgroundEvent, stimulus: Stimulus, quietWhenNotPermitted: Bool) throws(LifecycleError) {
        // The boot-time VoIP launch follows a reboot, not a system termination.
        guard let row = tables.relaunch.first(where: { $0.event == event }), row.afterSystemTermination || event == .voipBoot,
            meetsRequirement(of: row)
        else {
            reportUndeclared(event, quietly: quietWhenNotPermitted)
            return
        }
        performedRows.append(.relaunch(row))
        guard configuration.multitaskingAvailable else {
            output.append(.eventDropped(event, reason: .noMultitasking))
            return
        }
        // An app that opts out moves only between not running, inactive and active (BGEXEC-223).
        guard !configuration.exitsOnSuspend else {
            output.append(.eventDropped(event, reason: .optedOut))
            return
        }
        if lastTerminationWasForceQuit && !row.afterForceQuit {
            let excepted = row.forceQuitExceptionFrom.map { configuration.iosVersion >= $0 } ?? false
            guard excepted else {
                output.append(.eventDropped(event, reason: .userForceQuit))
                return
            }
        }
        let lockedOut = !unlockedSinceBoot || (configuration.backgroundLaunchUnlockRequirement == .unlocked && locked)
        if row.needsUnlockSinceBoot && configuration.passcodeSet && lockedOut {
            output.append(.eventDropped(event, reason: .deviceLockedSinceBoot))
            return
        }
        output.append(.launchedInBackground(event))
        resetProcessFacts()
        try runRow(.launchBackground, stimulus: stimulus)
        guard state == .background else { return }
        deliverEventCallback(event)
    }

    /// A push notification: a `content-available` push is a background event; any other
    /// push reaches only an app that is on screen.
    func deliverRemoteNotification(contentAvailable: Bool, stimulus: Stimulus) throws(LifecycleError) {
        if contentAvailable {
            try deliverBackgroundEvent(.remoteNotification, stimulus: stimulus, quietWhenNotPermitted: false)
        } else if state.isForeground {
            deliverEventCallback(.remoteNotification)
        } else {
            output.append(.eventDropped(.remoteNotification, reason: .notContentAvailable))
        }
    }
}
