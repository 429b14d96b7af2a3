extension ReferenceSystem {
    /// The row for `trigger` from the current state under the configuration and the
    /// interruption shown over the app, if any.
    func row(for trigger: Trigger) -> TransitionRow? {
        for index in resolvedRows[TransitionIndex.slot(state, trigger)] where transitionIndex.rows[index].applies(with: interruption) {
            return transitionIndex.rows[index]
        }
        return nil
    }

    /// Runs the row for `trigger`, or fails with `reason` when the current state has none.
    func runRow(_ trigger: Trigger, stimulus: Stimulus? = nil, reason: String? = nil) throws(LifecycleError) {
        guard let row = row(for: trigger) else {
            let because = reason ?? "no transition for '\(trigger.rawValue)' from \(state.rawValue) in this configuration"
            if let stimulus { throw .notApplicable(stimulus, in: state, because) }
            throw LifecycleError(.tableDefect, "spec/tables/transitions.json has no row for \(state.rawValue) + \(trigger.rawValue)")
        }
        try perform(row)
    }

    /// Performs a transition row: its callbacks in order, the notifications beside them,
    /// the state changes, the snapshot, and the end of the process when it leads there.
    func perform(_ row: TransitionRow) throws(LifecycleError) {
        guard let app else { return }
        performedRows.append(.transition(row))
        var launchTime = 0.0
        for step in row.steps {
            if step.skipIfLaunchDeclined && launchDeclined {
                output.append(.urlOpenSkipped)
                continue
            }
            let seen = observedApplicationState(in: step, of: row)
            applicationState = seen
            if step.callback == .willTerminate { insideWillTerminate = true }
            let response = app.handle(step.callback, receiver: step.receiver, services: self)
            insideWillTerminate = false
            output.append(.callback(step.callback, receiver: step.receiver, applicationState: seen))
            for name in step.notifications { output.append(.notification(name)) }
            if step.callback == .willFinishLaunching || step.callback == .didFinishLaunching {
                if !response.returnValue { launchDeclined = true }
                launchTime += response.duration
                if step.callback == .willFinishLaunching { restorePreservedState() }
            }
            moveTo(
                row.trigger == .launchBackground && configuration.backgroundLaunchPassesInactive && step.callback == .willFinishLaunching
                    ? .inactive : step.stateAfter)
            if let activity = Self.timedActivity(of: step.callback) {
                let spent = activity == .launch ? launchTime : response.duration
                if let budget = tables.budget(for: activity, on: configuration.iosVersion), spent > budget.seconds {
                    endProcess(.watchdog)
                    return
                }
            }
        }
        moveTo(row.to)
        if let shown = row.interruptionAfter { interruption = shown }
        if !row.to.isForeground { interruption = .none }
        if row.to == .background && row.from.isForeground { backgroundEnteredAt = clock }
        if row.snapshot {
            preserveStateIfOptedIn()
            output.append(.snapshotTaken(sensitiveContentVisible: app.holdings.sensitiveContentVisible))
        }
        if row.to == .notRunning {
            endProcess(Self.terminationKind(of: row))
        } else if row.to.isForeground {
            applicationState = row.to == .active ? .active : .inactive
        } else {
            applicationState = .background
        }
    }

    /// The `applicationState` inside a step: the table's value, unless a conflict setting
    /// selects the other document's reading.
    func observedApplicationState(in step: TransitionStep, of row: TransitionRow) -> ApplicationStateValue {
        if row.trigger == .launchBackground && configuration.backgroundLaunchPassesInactive && step.callback == .willFinishLaunching {
            return .inactive
        }
        let leavesBackground = row.from == .background || row.from == .suspended
        if leavesBackground && (step.callback == .willEnterForeground || step.callback == .sceneWillEnterForeground) {
            return configuration.willEnterForegroundApplicationState
        }
        return step.applicationState
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

    static func terminationKind(of row: TransitionRow) -> TerminationKind {
        if row.steps.contains(where: { $0.callback == .willTerminate }) { return .withNotice }
        switch row.trigger {
        case .forceQuit: return .userForceQuit
        case .reboot: return .reboot
        case .memoryPressure: return .memoryPressure
        default: return .silentWhileSuspended
        }
    }

    static func timedActivity(of callback: Callback) -> TimedActivity? {
        switch callback {
        case .didFinishLaunching: .launch
        case .didEnterBackground, .sceneDidEnterBackground: .didEnterBackground
        case .willTerminate: .willTerminate
        default: nil
        }
    }

    /// Starts the process and runs a launch row.
    func launch(_ trigger: Trigger, stimulus: Stimulus) throws(LifecycleError) {
        resetProcessFacts()
        // The user launching the app explicitly lifts the effect of an earlier force-quit.
        lastTerminationWasForceQuit = false
        try runRow(trigger, stimulus: stimulus)
        if state.isForeground { flushPendingRedraw() }
    }

    /// Brings a background or suspended app to the front.
    func bringToForeground(_ trigger: Trigger, stimulus: Stimulus) throws(LifecycleError) {
        if state == .suspended { deliverQueuedChanges() }
        try runRow(trigger, stimulus: stimulus)
        if state.isForeground { flushPendingRedraw() }
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
        guard backgroundTasks.isEmpty, eventWorkDeadline == nil, !keepsRunningInBackground(app.holdings) else { return }
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
