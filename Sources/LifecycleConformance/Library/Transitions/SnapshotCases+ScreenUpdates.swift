import LifecycleModel

/// A snapshot asked for after screen updates (SNAPSHOT-005): an app that changed its views in
/// the background calls `snapshotViewAfterScreenUpdates:` with true, and the redraw still
/// waiting for the foreground is done before the snapshot is taken (APG-276; contract §5).
extension SnapshotCases {
    static let screenUpdates: [ConformanceCase] = [
        ConformanceCase(
            "SNAPSHOT-005", "a snapshot taken after screen updates shows the view changes still pending",
            hint: "check that snapshotViewAfterScreenUpdates: with true applies the pending redraw before it takes the snapshot",
            app: .finishingWork, areas: [.snapshots, .backgroundTasks, .screenContent], setup: [.tapIcon, .homeButton, .requestRedraw],
            stimuli: [.snapshotAfterScreenUpdates],
            checks: [
                CaseCheck(
                    "the pending screen updates are applied before the snapshot is taken", rules: ["APG-276"],
                    .inOrder(["redraw", "snapshot"], filter: .everything))
            ])
    ]
}
