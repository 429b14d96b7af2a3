extension ReferenceSystem {
    /// The row for `trigger` from the current state under the configuration and the
    /// interruption shown over the app, if any.
    func row(for trigger: Trigger) -> TransitionRow? {
        for index in resolvedRows[TransitionIndex.slot(state, trigger)] where transitionIndex.rows[index].applies(with: interruption) {
            return transitionIndex.rows[index]
        }
        return nil
    }

    /// Runs the row for `trigger`, or fails with the reason of the message `reasonID` when the
    /// current state has none.
    func runRow(_ trigger: Trigger, stimulus: Stimulus? = nil, reasonID: String? = nil) throws(LifecycleError) {
        guard let row = row(for: trigger) else {
            if let stimulus {
                throw .notApplicable(stimulus, in: state, id: reasonID ?? "sim.refusal.no-transition", ["trigger": trigger.rawValue])
            }
            throw LifecycleError(.tableDefect, "spec/tables/transitions.json has no row for \(state.rawValue) + \(trigger.rawValue)")
        }
        try perform(row)
    }

    /// Performs a transition row: its callbacks in order, the notifications beside them,
    /// the state changes, the watchdog's budgets, the snapshot, and the end of the process
    /// when it leads there.
    func perform(_ row: TransitionRow) throws(LifecycleError) {
        guard let app else { return }
        performedRows.append(.transition(row))
        var spent: [String: Double] = [:]
        if row.from == .notRunning && row.to != .notRunning { loadMainInterface() }
        for step in row.steps {
            if step.skipIfLaunchDeclined && launchDeclined {
                output.append(.urlOpenSkipped)
                continue
            }
            let seen = step.applicationState(in: configuration)
            applicationState = seen
            if step.callback == .willTerminate { insideWillTerminate = true }
            let response = app.handle(step.callback, receiver: step.receiver, services: self)
            insideWillTerminate = false
            output.append(.callback(step.callback, receiver: step.receiver, applicationState: seen))
            for name in step.notifications { output.append(.notification(name)) }
            if step.callback == .willFinishLaunching || step.callback == .didFinishLaunching {
                if !response.returnValue { launchDeclined = true }
                if step.callback == .willFinishLaunching { restorePreservedState() }
            }
            moveTo(step.stateAfter)
            if let budget = tables.budget(limiting: step.callback, in: configuration), budget.consequence == .watchdogTermination {
                // The time spent in the budget's callbacks within this row, launch methods together.
                spent[budget.id, default: 0] += response.duration
                if spent[budget.id, default: 0] > budget.seconds {
                    endProcess(.watchdog)
                    return
                }
            }
        }
        moveTo(row.to)
        if row.to == .active && !row.from.isForeground { showWindow(atLaunch: row.from == .notRunning) }
        postAccessorySessionNotifications(from: row.from, to: row.to)
        closeWhatSuspensionCloses(from: row.from, to: row.to)
        if let shown = row.interruptionAfter { interruption = shown }
        if !row.to.isForeground { interruption = .none }
        if row.to == .background && row.from.isForeground {
            backgroundEnteredAt = clock
            purgeMemoryOnBackground()
        }
        if row.snapshot {
            preserveStateIfOptedIn()
            output.append(.snapshotTaken(sensitiveContentVisible: app.holdings.sensitiveContentVisible))
            snapshotKept = true
        }
        if let ending = row.ending {
            endProcess(ending)
        } else if row.to.isForeground {
            applicationState = row.to == .active ? .active : .inactive
        } else {
            applicationState = .background
        }
    }

    /// Lets go of what the system holds for the app as it moves to the background (STATES-141…145).
    func purgeMemoryOnBackground() {
        for purge in BackgroundPurge.allCases { output.append(.memoryPurgedOnBackground(purge, layerObjectsKept: true)) }
    }

    func moveTo(_ newState: AppState) {
        guard newState != state else { return }
        output.append(.stateChanged(from: state, to: newState))
        state = newState
    }

    /// Ends the process: records how, resets what lived in it.
    func endProcess(_ kind: TerminationKind) {
        moveTo(.notRunning)
        output.append(.terminated(kind))
        applicationState = .background
        lastTerminationWasForceQuit = kind == .userForceQuit
        resetProcessFacts()
        app?.resetProcess()
    }

    /// Starts the process and runs a launch row.
    func launch(_ trigger: Trigger, stimulus: Stimulus) throws(LifecycleError) {
        resetProcessFacts()
        // The user launching the app explicitly lifts the effect of an earlier force-quit.
        lastTerminationWasForceQuit = false
        output.append(.screenShows(placeholder(openingURL: trigger == .launchURL)))
        if airplaneModeAlertDue { output.append(.airplaneModeAlert) }
        try runRow(trigger, stimulus: stimulus)
        if state.isForeground { showInterface() }
    }

    /// Brings a background or suspended app to the front.
    func bringToForeground(_ trigger: Trigger, stimulus: Stimulus) throws(LifecycleError) {
        if state == .suspended { deliverQueuedChanges() }
        output.append(.screenShows(placeholder(openingURL: trigger == .openURL)))
        try runRow(trigger, stimulus: stimulus)
        if state.isForeground { showInterface() }
    }

    /// Applies the system's own decisions once a stimulus has been handled: a background
    /// app with nothing left to do is suspended (or terminated when it opts out), and an
    /// app doing OpenGL ES work in the background is killed.
    func settle() throws(LifecycleError) {
        guard state == .background, let app else { return }
        if app.holdings.glWorkActive {
            endProcess(.glInBackground)
            return
        }
        if configuration.terminatesInsteadOfSuspending, let row = row(for: .exitOnSuspend) {
            try perform(row)
            return
        }
        guard backgroundTasks.isEmpty, eventWorkDeadline == nil, !keepsRunningInBackground(app.holdings), !handedOffDownloadKeepsAppRunning else {
            return
        }
        if holdsSharedResourceAtSuspension(app.holdings) {
            endProcess(.sharedResourceInBackground)
            return
        }
        try runRow(.systemSuspend)
    }

    /// True when a declared mode that keeps apps running is in use by the app.
    func keepsRunningInBackground(_ holdings: AppHoldings) -> Bool {
        tables.backgroundModes.contains { row in
            row.keepsRunning && isDeclared(row.mode) && holdings.activeBackgroundModes.contains(row.mode)
        }
    }

    /// Whether the app may use a mode: declared in UIBackgroundModes, or audio carried by
    /// the voip mode under the reading that allows it.
    func isDeclared(_ mode: BackgroundMode) -> Bool {
        if configuration.backgroundModes.contains(mode) { return true }
        return mode == .audio && configuration.voipModeAllowsBackgroundAudio && configuration.backgroundModes.contains(.voip)
    }
}
