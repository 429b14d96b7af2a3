import LifecycleModel

/// Background URL sessions whose transfers finish while the app still runs: the session
/// object tells its delegate in the usual way (BGEXEC-039, APG-093), not through the app
/// delegate's events-for-session method, which is the wake and relaunch path (BGEXEC-043).
extension DownloadCases {
    static let whileRunning: [ConformanceCase] = [
        ConformanceCase(
            "DOWNLOAD-004", "transfers that finish while the app is active reach its session delegate in the usual way",
            hint: "report a background session finishing in a running app with URLSession:task:didCompleteWithError:, not the app delegate's events method",
            configuration: .with { $0.sessionSendsLaunchEvents = true }, areas: [.backgroundEvents, .sessionDelegate], setup: [.tapIcon],
            stimuli: [.backgroundEvent(.urlSessionComplete)],
            checks: [sessionDelegateHears(in: .active)]),
        ConformanceCase(
            "DOWNLOAD-005", "transfers that finish while the app still runs in the background reach its session delegate in the usual way",
            hint: "report a background session finishing in an app running in the background with URLSession:task:didCompleteWithError:",
            configuration: .with { $0.sessionSendsLaunchEvents = true }, app: .with { $0.finishesWorkInBackground = true },
            areas: [.backgroundEvents, .backgroundTasks, .sessionDelegate], setup: [.tapIcon, .homeButton],
            stimuli: [.backgroundEvent(.urlSessionComplete)],
            checks: [
                CaseCheck("premise: the app's background task keeps it running in the background", rules: [], .finalState(.background)),
                sessionDelegateHears(in: .background),
            ]),
    ]

    /// The running app's session delegate hears of the finished transfers, seeing `state`, and
    /// the app delegate's events-for-session method is not called.
    static func sessionDelegateHears(in state: ApplicationStateValue, line: Int = #line) -> CaseCheck {
        CaseCheck(
            "the session delegate hears the transfers finish while the app runs; the events-for-session method is not called",
            rules: ["BGEXEC-039", "APG-093"],
            .all([
                .inOrder(["urlSessionTaskDidComplete@\(state.rawValue)"], filter: .callbacks),
                .excludes(["handleEventsForBackgroundURLSession@"], filter: .callbacks),
            ]), line: line)
    }
}
