import LifecycleModel

/// Finite-length background tasks: a task postpones suspension for a limited time, the
/// expiration handler runs before the time is up, every token is new, and the app ends each
/// task with its own token. `task-began` and `task-ended` are answers: fixed in value, free
/// in position (contract §8), so no check orders them against a callback.
enum TaskCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "TASK-001",
            "a background task keeps the app running for a limited time; the expiration handler runs before the time is up and, the task ended, the app is suspended",
            hint:
                "check that an outstanding task postpones suspension, that the expiration handler runs while the app still lives, and that ending the task there avoids termination",
            app: .finishingWork, areas: [.backgroundTasks, .backgroundTransitions], setup: [.tapIcon],
            stimuli: [.homeButton, .wait(seconds: 10), .wait(seconds: 3600)],
            checks: [
                // BGEXEC-012, APG-085: the app may ask for time; the grant is an answer of the
                // first stimulus, wherever it stands (contract §8).
                CaseCheck(
                    "the app may ask for extra time: beginBackgroundTask is granted as it enters the background",
                    rules: ["BGEXEC-012", "BGEXEC-005", "APG-081", "APG-085"], StimulusTrace.answers(0, include: "task-began")),
                // BGEXEC-013, APG-086: an outstanding task postpones suspension.
                CaseCheck(
                    "while the task is outstanding the app stays running in the background, 10 s later too",
                    rules: ["BGEXEC-013", "APG-086", "LIFECYCLE-059", "STATES-019", "STATES-118"], StimulusTrace.keepsRunning(through: 1)),
                CaseCheck(
                    "when the time is about to run out the expiration handler runs, and the task it ends is ended",
                    rules: ["BGEXEC-019", "BGEXEC-026", "APG-088"],
                    .all([.inOrder(["expiration-handler"], filter: .everything), .inOrder(["task-ended"], filter: .everything)])),
                CaseCheck(
                    "the time is limited: with the task ended in the handler the app is suspended, not terminated", rules: ["BGEXEC-019", "BGEXEC-013"],
                    .all([.excludes(["terminated("], filter: .everything), .finalState(.suspended)])),
            ]),
        ConformanceCase(
            "TASK-002", "each beginBackgroundTask returns a new, valid token",
            hint: "check the token counter of beginBackgroundTask: tokens are never reused and never invalid for an accepted task",
            app: .finishingWork, areas: [.backgroundTasks], setup: [.tapIcon], stimuli: [.homeButton, .wait(seconds: 3600), .tapIcon, .homeButton],
            checks: [CaseCheck("the two tasks begun get two different, valid tokens", rules: ["BGEXEC-016"], uniqueTokens)]),
        ConformanceCase(
            "TASK-003", "the app ends each background task with its own token before the time runs out and is then suspended",
            subject: .app,
            hint: "check that every beginBackgroundTask is matched by endBackgroundTask with the same token, at the latest in the expiration handler",
            areas: [.backgroundTasks, .appDuties], setup: [.tapIcon], stimuli: [.homeButton, .wait(seconds: 3600)],
            checks: [
                CaseCheck("no background task is outstanding when the app is suspended", rules: ["BGEXEC-014", "APG-087", "BGEXEC-029"], .dutiesMet),
                CaseCheck(
                    "no task outlives its time: the system never ends the app for it", rules: ["BGEXEC-029", "BGEXEC-014", "APG-087"],
                    .excludes(["terminated(background-task-overrun)"], filter: .everything)),
                CaseCheck("each task is ended with the token it was given", rules: ["BGEXEC-017"], endedWithOwnTokens),
            ]),
    ]

    /// Every token `beginBackgroundTask` returned is valid and none is returned twice
    /// (BGEXEC-016); the tokens are the values of the `task-began` answers.
    static let uniqueTokens = CaseExpectation.check("unique tokens") { evidence in
        let began = BackgroundTaskAnswers(evidence).began
        if began.count < 2 { return "expected two background tasks to begin, saw \(began.count)" }
        if began.contains(where: { !$0.isValid }) { return "an accepted task was given the invalid token: \(began)" }
        return Set(began).count == began.count ? nil : "a token was returned twice: \(began)"
    }

    /// Every token passed to `endBackgroundTask:` is one a task of the run was given
    /// (BGEXEC-017); read from the values of the `task-began` and `task-ended` answers.
    static let endedWithOwnTokens = CaseExpectation.check("tokens ended") { evidence in
        let answers = BackgroundTaskAnswers(evidence)
        let stray = answers.ended.filter { !answers.began.contains($0) }
        return stray.isEmpty ? nil : "endBackgroundTask was called with tokens no task of this run was given: \(stray)"
    }
}
