import LifecycleModel

/// Reading what the Today view host reported about the adapter's widget. Widget observations
/// come from the kit's host, not from a system side, so the observation contract does not
/// apply to them: their order is the order in which the host did things.
enum WidgetObservationReading {
    /// The positions of the host's `widgetPerformUpdateWithCompletionHandler:` calls.
    static func updateCalls(_ observations: [WidgetObservation]) -> [Int] {
        observations.indices.filter { observations[$0] == .callback(.widgetPerformUpdate) }
    }

    /// The results of the completed updates, in order.
    static func updateResults(_ observations: [WidgetObservation]) -> [WidgetUpdateResult] {
        observations.compactMap { if case .updateCompleted(let result) = $0 { result } else { nil } }
    }

    /// True for the system's decision about the snapshot after an update.
    static func isSnapshotDecision(_ observation: WidgetObservation) -> Bool {
        switch observation {
        case .snapshotCaptured, .snapshotKept: true
        default: false
        }
    }

    /// The snapshots the host captured, in order.
    static func capturedSnapshots(_ observations: some Collection<WidgetObservation>) -> [WidgetSnapshot] {
        observations.compactMap { if case .snapshotCaptured(let snapshot) = $0 { snapshot } else { nil } }
    }

    /// The observations, one per item, for failure messages.
    static func describe(_ observations: some Collection<WidgetObservation>) -> String {
        "[" + observations.map(\.description).joined(separator: "; ") + "]"
    }
}

extension WidgetObservationReading {
    /// The steps whose action is a refresh, each with the data source the case last set
    /// before it (nil: the widget's own, unchanged).
    static func refreshes(_ steps: [WidgetProbeStep]) -> [(source: WidgetSourceContent?, observations: [WidgetObservation])] {
        var source: WidgetSourceContent?
        var refreshes: [(source: WidgetSourceContent?, observations: [WidgetObservation])] = []
        for step in steps {
            switch step.action {
            case .source(let set): source = set
            case .refresh: refreshes.append((source, step.observations))
            case .openTodayView, .closeTodayView, .tap: break
            }
        }
        return refreshes
    }

    /// The observations of the `number`-th step (0-based) with `action`, or nil when there is none.
    static func step(_ action: WidgetProbeStep.Action, _ number: Int = 0, in steps: [WidgetProbeStep]) -> [WidgetObservation]? {
        let matching = steps.filter { $0.action == action }
        return matching.indices.contains(number) ? matching[number].observations : nil
    }

    /// The content states declared, in order.
    static func declarations(_ observations: some Collection<WidgetObservation>) -> [Bool] {
        observations.compactMap { if case .contentStateDeclared(let flag) = $0 { flag } else { nil } }
    }

    /// True for an observation that puts the widget, or a picture of it, on screen.
    static func isPresentation(_ observation: WidgetObservation) -> Bool {
        switch observation {
        case .widgetShown, .snapshotDisplayed, .liveViewDisplayed, .marginInsetsApplied: true
        default: false
        }
    }

    /// The content of the last live view displayed, or nil.
    static func liveView(_ observations: some Collection<WidgetObservation>) -> String? {
        observations.compactMap { if case .liveViewDisplayed(let content) = $0 { content } else { nil } }.last
    }
}
