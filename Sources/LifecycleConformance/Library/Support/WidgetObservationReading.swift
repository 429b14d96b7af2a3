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
