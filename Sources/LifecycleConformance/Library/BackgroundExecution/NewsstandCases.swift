import LifecycleModel

/// Newsstand downloads: carried out by the system while the app is suspended or
/// terminated; their end wakes or relaunches the app.
enum NewsstandCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "NEWSSTAND-001", "a finished Newsstand download wakes the suspended app and relaunches it once terminated",
            hint: "check that Newsstand downloads go on while the app is suspended or terminated and that their end reaches the app",
            configuration: .with { $0.backgroundModes = [.newsstandContent] }, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.newsstand), .systemTerminate, .backgroundEvent(.newsstand)],
            checks: [
                // The kit's newsstand event stands for the end of a download, successful or not:
                // BGEXEC-141 says an error wakes the app "in the same way".
                CaseCheck(
                    "the end of a download the system carried on wakes the suspended app in the background",
                    rules: ["BGEXEC-138", "BGEXEC-139", "BGEXEC-137", "BGEXEC-141", "BGEXEC-135", "BGEXEC-066"],
                    BackgroundEventChecks.wakeBeforeTermination("newsstandDownloadFinished")),
                CaseCheck(
                    "once the system ended the app, the end of a download launches it into the background",
                    rules: ["BGEXEC-138", "BGEXEC-139", "BGEXEC-137", "BGEXEC-141", "BGEXEC-135", "BGEXEC-066"],
                    BackgroundEventChecks.launchIntoBackground("newsstandDownloadFinished", afterTermination: true)),
                BackgroundEventChecks.launchMethodsReadBackground(),
            ])
    ]
}
