import LifecycleModel

/// URLs sent to the app: delivered through the app delegate whatever the app's state, and
/// not delivered when a launch method declines them.
enum URLCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "URL-001", "a URL sent to a suspended app brings it forward and is delivered to the app delegate before activation",
            hint: "check the open-URL path for a running app without scenes: willEnterForeground, openURL, didBecomeActive",
            areas: [.urlHandling], setup: [.tapIcon, .homeButton], stimuli: [.openURL],
            checks: [
                CaseCheck(
                    "the URL reaches the app delegate's openURL method before the app becomes active", rules: ["APG-393", "APG-404"],
                    .inOrder(["openURL@*", "didBecomeActive@*"], filter: .callbacks)),
                CaseCheck(
                    "the URL brings the app forward: applicationWillEnterForeground:, then applicationDidBecomeActive:", rules: ["STATES-146"],
                    .all([.inOrder(["willEnterForeground@*", "didBecomeActive@*"], filter: .callbacks), .finalState(.active)])),
            ]),
        ConformanceCase(
            "URL-002", "a URL sent to the active app is delivered to the app delegate with no state change",
            hint: "check that an active app gets only the open-URL callback",
            areas: [.urlHandling], setup: [.tapIcon], stimuli: [.openURL],
            checks: [
                CaseCheck(
                    "the URL reaches the app delegate's openURL method and nothing else changes", rules: ["APG-404", "APG-393"],
                    .all([.trace(oneOf: [["openURL@active"]], filter: .everything), .finalState(.active)]))
            ]),
        ConformanceCase(
            "URL-010", "a file handed to the app in the foreground is shown to the user",
            subject: .app, hint: "check that application:openURL:… called while the app is active presents the file it receives",
            areas: [.urlHandling], setup: [.tapIcon], stimuli: [.openURL],
            checks: [
                CaseCheck(
                    "the app shows the file it received while active", rules: ["APG-394"],
                    .check("the received file is shown") { evidence in
                        // Only a file that reached the app in the foreground is its duty to show.
                        let received = evidence.observations.contains { observation in
                            guard case .callback(let callback, _, let state) = observation else { return false }
                            return (callback == .openURL || callback == .sceneOpenURLContexts) && state != .background
                        }
                        guard received else { return nil }
                        return evidence.holdings.receivedFileShown ? nil : "the app received a file while active but did not show it to the user"
                    })
            ]),
        ConformanceCase(
            "URL-003", "a URL launch declined by the launch methods is skipped and the launch still completes",
            hint: "check that a false return from the launch methods suppresses only the open-URL callback",
            app: .with { $0.launchMethodsReturn = false }, areas: [.urlHandling], stimuli: [.openURL],
            checks: [
                CaseCheck(
                    "the declined URL is not handed to the app, and the launch goes on to activation", rules: ["APG-406"],
                    .all([
                        .excludes(["openURL", "scene.sceneOpenURLContexts"], filter: .callbacks),
                        .inOrder(["willFinishLaunching@*", "didFinishLaunching@*", "didBecomeActive@*"], filter: .callbacks),
                    ]))
            ]),
    ]
}
