import LifecycleModel
import LifecycleSpec

/// The five execution states, launch and relaunch, termination, suspension, multitasking
/// support and scene routing.
enum LifecycleStateCases {
    static let all: [ConformanceCase] = suspensions

    /// Every stimulus of the run was accepted, so what a case excludes was really given the chance to happen.
    private static let accepted = CaseExpectation.check("every stimulus is accepted") { evidence in
        evidence.refusal.map { "a stimulus was refused: \($0.message)" }
    }

    // MARK: Suspension

    static let suspensions: [ConformanceCase] = [
        ConformanceCase(
            "SUSPEND-001", "an app with no background work is suspended right after didEnterBackground returns, without a callback",
            rules: ["APG-271", "BGEXEC-002", "STATES-018", "SCENE-070", "LIFECYCLE-062", "STATES-022"],
            hint: "check that suspension follows didEnterBackground at once and that no method announces it",
            areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .all([
                .events(Lines.resign + Lines.enterBackground + ["snapshot"]),
                .inOrder(["didEnterBackground@background", "state:suspended"], filter: .everything), .finalState(.suspended),
            ])),
        ConformanceCase(
            "SUSPEND-002", "once its background task has ended the app is suspended, again without a callback",
            rules: ["BGEXEC-015", "LIFECYCLE-062", "STATES-022"],
            hint: "check that ending the last background task leads to suspension and that no delegate method runs for it",
            app: .finishingWork, areas: [.backgroundTasks], setup: [.tapIcon, .homeButton], stimuli: [.wait(seconds: 200)],
            expect: .all([
                .inOrder(["expiration-handler", "task-ended", "state:suspended"], filter: .everything), .callbacks([]), .finalState(.suspended),
            ])),
        ConformanceCase(
            "SUSPEND-003", "declaring the location mode does not keep the app from being suspended",
            rules: ["BGEXEC-085"], hint: "check that only modes that keep running (audio) prevent suspension; location does not",
            configuration: .with { $0.backgroundModes = [.location] }, app: .with { $0.usesBackgroundMode = .location },
            areas: [.backgroundTransitions, .backgroundEvents], setup: [.tapIcon], stimuli: [.homeButton], expect: .finalState(.suspended)),
    ]
}
