import LifecycleModel

/// Push-initiated downloads: a content-available push to an app declaring the
/// remote-notification mode wakes it when suspended and launches it when terminated.
enum PushCases {
    /// An app that declares the remote-notification mode.
    static let remoteNotificationMode = Configuration.with { $0.backgroundModes = [.remoteNotification] }

    static let all: [ConformanceCase] = [
        ConformanceCase(
            "PUSH-001", "a content-available push wakes a suspended app and relaunches a terminated one to start its download",
            hint: "check that a content-available push reaches an app declaring remote-notification, suspended or terminated",
            configuration: remoteNotificationMode, areas: [.backgroundEvents, .relaunch, .termination], setup: [.tapIcon, .homeButton],
            stimuli: [.remoteNotification(contentAvailable: true), .systemTerminate, .remoteNotification(contentAvailable: true)],
            checks: [
                CaseCheck(
                    "the push wakes the suspended app in the background to start its download",
                    rules: ["BGEXEC-128", "BGEXEC-072", "BGEXEC-130", "SCENE-072"],
                    BackgroundEventChecks.wakeBeforeTermination("didReceiveRemoteNotification")),
                CaseCheck(
                    "once the system ended it, the push launches it into the background to start its download",
                    rules: ["BGEXEC-128", "BGEXEC-072", "BGEXEC-130", "SCENE-072"],
                    BackgroundEventChecks.launchIntoBackground("didReceiveRemoteNotification", afterTermination: true)),
                BackgroundEventChecks.launchMethodsReadBackground(),
            ]),
        ConformanceCase(
            "PUSH-002", "a push without content-available does not start a background download",
            hint: "check that only pushes with content-available set to 1 wake the app",
            configuration: remoteNotificationMode, areas: [.backgroundEvents], setup: [.tapIcon, .homeButton],
            stimuli: [.remoteNotification(contentAvailable: false)],
            checks: [
                CaseCheck(
                    "the push without content-available reaches nothing and wakes nothing", rules: ["BGEXEC-131"],
                    .all([BackgroundEventChecks.nothingHappens, .finalState(.suspended)]))
            ]),
        ConformanceCase(
            "PUSH-003", "without the remote-notification mode a content-available push does not wake the app",
            hint: "check that push-initiated downloads depend on the remote-notification value of UIBackgroundModes",
            areas: [.backgroundEvents], setup: [.tapIcon, .homeButton], stimuli: [.remoteNotification(contentAvailable: true)],
            checks: [
                CaseCheck(
                    "without the mode the push reaches nothing and wakes nothing", rules: ["BGEXEC-130"],
                    .all([BackgroundEventChecks.nothingHappens, .finalState(.suspended)]))
            ]),
    ]
}
