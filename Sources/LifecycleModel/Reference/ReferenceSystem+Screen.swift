/// What the screen shows of the app: the picture that stands in for it while it comes on
/// screen, the snapshot the system keeps for that and for the app switcher, and the status bar
/// over it during a phone call.
extension ReferenceSystem {
    /// A stretch of time off screen the reference counts as long unused, so that it drops the
    /// app's snapshot (APG-019). The documents give no length; this is the reference's choice,
    /// and it counts one wait at a time so the explorer's states stay finite.
    public static let snapshotRetentionSeconds: Double = 7 * 24 * 3600

    /// What stands in for the app while it comes on screen: the snapshot the system keeps
    /// (APG-018, SCENE-064), else the launch image (APG-016), or the one the app provides for
    /// the URL's scheme when it opens a URL (APG-409).
    func placeholder(openingURL: Bool) -> ScreenContent {
        if snapshotKept { return .snapshot }
        return openingURL && configuration.providesURLSchemeLaunchImage ? .urlSchemeLaunchImage : .launchImage
    }

    /// The app is on screen with its interface built: redraws asked for in the background are
    /// done, and its own interface replaces the launch image or snapshot.
    func showInterface() {
        flushPendingRedraw()
        output.append(.screenShows(.interface))
        fitStatusBar()
    }

    /// The status bar over the app on screen: taller during a call (STATES-108), normal again
    /// once it ends (STATES-109). When it differs from the one the app last had, the change is
    /// reported and the view controllers fit their views to it (STATES-111).
    func fitStatusBar() {
        let height: StatusBarHeight = callInProgress ? .inCall : .normal
        guard state.isForeground, height != statusBarSeen else { return }
        statusBarSeen = height
        output.append(.statusBar(height))
        output.append(.controllerViewsFitted(height))
    }

    /// A wait of at least ``snapshotRetentionSeconds`` while the app is off screen drops the
    /// snapshot it kept; the next time the app comes on screen the launch image is shown (APG-019).
    func discardSnapshotIfLongUnused(waited seconds: Double) {
        guard snapshotKept, !state.isForeground, seconds >= Self.snapshotRetentionSeconds else { return }
        snapshotKept = false
        output.append(.snapshotDiscarded)
    }

    /// The user opens the app switcher while the app is off screen: its card shows the snapshot
    /// the system keeps (SCENE-063); an app with none has no card to report.
    func openAppSwitcher(_ stimulus: Stimulus) throws(LifecycleError) {
        guard !locked else { throw .notApplicable(stimulus, in: state, id: "sim.refusal.locked") }
        guard !state.isForeground else { throw .notApplicable(stimulus, in: state, id: "sim.refusal.switcher-off-screen-only") }
        if snapshotKept { output.append(.switcherShows(.snapshot)) }
    }

    /// The app calls `snapshotViewAfterScreenUpdates:` with true: the screen updates still
    /// pending (a redraw asked for in the background) are applied first, then the snapshot is
    /// taken, so it shows them (APG-276).
    func snapshotAfterScreenUpdates(_ stimulus: Stimulus) throws(LifecycleError) {
        guard state.isRunning else { throw .notApplicable(stimulus, in: state, id: "sim.refusal.not-running-snapshot") }
        flushPendingRedraw()
        output.append(.snapshotTaken(sensitiveContentVisible: app?.holdings.sensitiveContentVisible ?? false))
        if !state.isForeground { snapshotKept = true }
    }
}
