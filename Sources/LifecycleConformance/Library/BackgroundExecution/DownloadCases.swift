import LifecycleModel

/// Background URL sessions: the system carries the transfers on without the app; their end
/// wakes the suspended app and relaunches the terminated one, unless the session does not
/// send launch events or the user force-quit the app.
enum DownloadCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "DOWNLOAD-001", "a background session's transfers go on without the app: their end wakes it when suspended and relaunches it once terminated",
            hint: "check that a finished background URL session reaches the app with application:handleEventsForBackgroundURLSession:completionHandler:",
            configuration: .with { $0.sessionSendsLaunchEvents = true }, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.urlSessionComplete), .systemTerminate, .backgroundEvent(.urlSessionComplete)],
            checks: [
                CaseCheck(
                    "transfers the system took over finish while the app is suspended and their end wakes it in the background",
                    rules: ["BGEXEC-038", "APG-092", "BGEXEC-031", "APG-083", "BGEXEC-006", "APG-082"],
                    BackgroundEventChecks.wakeBeforeTermination("handleEventsForBackgroundURLSession")),
                CaseCheck(
                    "transfers go on after the system ended the app; their end relaunches it into the background with handleEventsForBackgroundURLSession",
                    rules: ["BGEXEC-043", "BGEXEC-040", "APG-094", "APG-116", "APG-083"],
                    BackgroundEventChecks.launchIntoBackground("handleEventsForBackgroundURLSession", afterTermination: true)),
                BackgroundEventChecks.launchMethodsReadBackground(),
            ]),
        ConformanceCase(
            "DOWNLOAD-002", "a session without sessionSendsLaunchEvents does not relaunch the terminated app",
            hint: "check that the relaunch for a background session depends on sessionSendsLaunchEvents",
            areas: [.backgroundEvents, .relaunch, .termination], setup: [.tapIcon, .homeButton, .systemTerminate],
            stimuli: [.backgroundEvent(.urlSessionComplete)],
            checks: [
                CaseCheck(
                    "without sessionSendsLaunchEvents the end of the transfers launches nothing", rules: ["BGEXEC-034"],
                    .all([BackgroundEventChecks.nothingHappens, .finalState(.notRunning)]))
            ]),
        ConformanceCase(
            "DOWNLOAD-003", "a user force-quit cancels the app's pending background transfers",
            hint: "check that no background-session event relaunches an app the user force-quit",
            configuration: .with { $0.sessionSendsLaunchEvents = true }, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton, .forceQuit], stimuli: [.backgroundEvent(.urlSessionComplete)],
            checks: [
                CaseCheck(
                    "after the force-quit no transfer ends for the app: nothing launches it", rules: ["APG-095"],
                    .all([BackgroundEventChecks.nothingHappens, .finalState(.notRunning)]))
            ]),
    ]
}
