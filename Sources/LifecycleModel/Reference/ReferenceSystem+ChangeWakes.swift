extension ReferenceSystem {
    /// Wakes a suspended app whose declared mode wakes it for a change (`wakeChanges` in
    /// `background-modes.json`: an `external-accessory` app hears of accessory connections and
    /// disconnections, BGEXEC-147), and delivers what was queued in the background. The app
    /// gets no time beyond the notification, so it settles back into suspension.
    func wakeForChange(_ kind: SystemChangeKind, stimulus: Stimulus) throws(LifecycleError) {
        guard state == .suspended else { return }
        let waking = tables.backgroundModes.first { row in
            configuration.backgroundModes.contains(row.mode) && row.wakeChanges.contains(kind)
                && (row.iosFrom.map { configuration.iosVersion >= $0 } ?? true)
        }
        guard let waking else { return }
        performedRows.append(.backgroundMode(waking))
        deliverQueuedChanges()
        try runRow(.backgroundEvent, stimulus: stimulus)
    }

    /// For an app that interacts with external accessories, the system posts the accessory
    /// disconnection notification as the app moves to the background (BGEXEC-208) and the
    /// matching connection notification as it returns to the foreground (BGEXEC-211), using the
    /// names of the `accessory-connection` row of `queued-notifications.json`.
    func postAccessorySessionNotifications(from: AppState, to: AppState) {
        guard configuration.interactsWithAccessories else { return }
        if from.isForeground && to == .background {
            postNotifications(for: .accessoryConnection, value: 0)
        } else if !from.isForeground && from != .notRunning && to.isForeground {
            postNotifications(for: .accessoryConnection, value: 1)
        }
    }
}
