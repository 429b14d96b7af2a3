import LifecycleModel

/// A shared system resource kept into suspension: the system ends the app so that the
/// foreground app can have the resource (BGEXEC-204, BGEXEC-205, SCENE-061).
extension TerminateCases {
    static let sharedResources: [ConformanceCase] = [
        ConformanceCase(
            "TERMINATE-016", "an app that still holds the camera when it would be suspended is terminated instead",
            hint: "end an app whose holdings still list a shared resource when it would be suspended, with terminated(shared-resource-in-background)",
            app: .with { $0.keepsSharedResourcesInBackground = true }, areas: [.termination, .sharedResources], setup: [.tapIcon],
            stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "the app keeping the camera is ended for it, after entering the background and without being suspended",
                    rules: ["BGEXEC-205", "SCENE-061", "BGEXEC-204"],
                    .all([
                        .inOrder(["didEnterBackground@*", "terminated(shared-resource-in-background)"], filter: .events),
                        .excludes(["state:suspended"], filter: .states), .finalState(.notRunning),
                    ]))
            ])
    ]
}
