extension ReferenceSystem {
    /// What the system closes of the app's own as it suspends the app: a Bonjour service the
    /// app left published (APG-126, BGEXEC-195), so that a suspended app, which cannot answer
    /// service requests, does not look available (BGEXEC-194); and, on a version before the
    /// `external-accessory` mode existed, every accessory session (BGEXEC-145). From that
    /// version on an accessory session stays open: the documents fix this for an app with the
    /// mode (BGEXEC-144) and say nothing of other apps. An alert is never dismissed (APG-135,
    /// BGEXEC-212).
    func closeWhatSuspensionCloses(from: AppState, to: AppState) {
        guard to == .suspended, from != .suspended, let app else { return }
        var closing: [OpenResource] = []
        if app.holdings.bonjourServices > 0 { closing.append(.bonjourService) }
        if app.holdings.accessorySessionOpen && !accessorySessionsSurviveSuspension { closing.append(.accessorySession) }
        for resource in closing {
            output.append(.closedBySystem(resource))
            app.closedBySystem(resource)
        }
    }

    /// True when the configured version keeps accessory sessions open through suspension: the
    /// version from which the `external-accessory` row of `background-modes.json` applies.
    var accessorySessionsSurviveSuspension: Bool {
        guard let row = tables.backgroundModes.first(where: { $0.mode == .externalAccessory }) else { return true }
        return row.iosFrom.map { configuration.iosVersion >= $0 } ?? true
    }

    /// A network change tears down the socket connection of a suspended app, as the system
    /// may do (APG-128, BGEXEC-196); the app meets the error when it resumes (BGEXEC-198). The
    /// model does not follow what a network change does to a running app's own sockets.
    func tearDownSocketsOfSuspendedApp() {
        guard state == .suspended, let app, app.holdings.socketConnection == .open else { return }
        output.append(.closedBySystem(.socketConnection))
        app.closedBySystem(.socketConnection)
    }
}
