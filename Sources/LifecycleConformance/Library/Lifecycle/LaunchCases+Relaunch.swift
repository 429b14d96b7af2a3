import LifecycleModel

/// Relaunches into the background (LAUNCHX-010…023). A launch into the background is seen in
/// the callbacks: both finish-launching methods, then the event's callback in the background
/// (contract §2); a dropped event is seen as no callback and no launch (contract §8: the
/// kit's `launched-in-background` and `dropped` records are free).
extension LaunchCases {
    /// The system terminated the app while it was suspended.
    private static let terminatedBySystem: [Stimulus] = [.tapIcon, .homeButton, .systemTerminate]

    /// A relaunch case: the app, terminated by the system, is launched into the background
    /// for `stimulus` and handed the event through `callback`.
    private static func relaunch(
        _ id: String, _ title: String, rules: [String], hint: String, configuration: Configuration, stimulus: Stimulus, callback: String,
        line: Int = #line
    ) -> ConformanceCase {
        ConformanceCase(
            id, title, hint: hint, configuration: configuration, areas: [.backgroundEvents, .relaunch, .termination], setup: terminatedBySystem,
            stimuli: [stimulus],
            checks: [
                CaseCheck(
                    "the terminated app is launched into the background and handed the event through \(callback)", rules: rules,
                    .callbackSequence(Lines.relaunch(delivering: callback)), line: line)
            ], line: line)
    }

    static let relaunches: [ConformanceCase] = wakeOrRelaunch + conditions + forceQuit

    static let wakeOrRelaunch: [ConformanceCase] = [
        ConformanceCase(
            "LAUNCHX-010", "fetch: the system wakes a suspended app and launches a terminated one into the background, calling performFetch",
            hint: "check the fetch path for a suspended app and for one the system terminated",
            configuration: .with { $0.backgroundModes = [.fetch] }, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.fetch), .systemTerminate, .backgroundEvent(.fetch)],
            checks: [
                CaseCheck(
                    "the suspended app is woken for the fetch without a new launch", rules: ["BGEXEC-122"],
                    .callbackSequence(["performFetch@background"], stimulus: 0)),
                CaseCheck(
                    "the terminated app is launched into the background and performFetch is called",
                    rules: ["BGEXEC-122", "BGEXEC-179", "APG-111", "BGEXEC-172"],
                    .callbackSequence(Lines.relaunch(delivering: "performFetch"), stimulus: 2)),
            ]),
        ConformanceCase(
            "LAUNCHX-011", "a content-available push wakes a suspended app and launches a terminated one into the background",
            hint: "check the remote-notification path for a suspended app and for one the system terminated",
            configuration: .with { $0.backgroundModes = [.remoteNotification] }, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton],
            stimuli: [.remoteNotification(contentAvailable: true), .systemTerminate, .remoteNotification(contentAvailable: true)],
            checks: [
                CaseCheck(
                    "the suspended app is woken for the push without a new launch", rules: ["BGEXEC-132"],
                    .callbackSequence(["didReceiveRemoteNotification@background"], stimulus: 0)),
                CaseCheck(
                    "the terminated app is launched into the background and didReceiveRemoteNotification is called", rules: ["BGEXEC-132", "BGEXEC-178"],
                    .callbackSequence(Lines.relaunch(delivering: "didReceiveRemoteNotification"), stimulus: 2)),
            ]),
    ]

    static let conditions: [ConformanceCase] = [
        relaunch(
            "LAUNCHX-012", "a finished background URL session relaunches a terminated app that set sessionSendsLaunchEvents",
            rules: ["BGEXEC-180", "BGEXEC-042"], hint: "check the URL-session relaunch and its callback",
            configuration: .with { $0.sessionSendsLaunchEvents = true }, stimulus: .backgroundEvent(.urlSessionComplete),
            callback: "handleEventsForBackgroundURLSession"),
        ConformanceCase(
            "LAUNCHX-013", "without sessionSendsLaunchEvents a finished URL session does not relaunch the app",
            hint: "check that the relaunch depends on sessionSendsLaunchEvents",
            areas: [.backgroundEvents, .relaunch, .termination], setup: terminatedBySystem, stimuli: [.backgroundEvent(.urlSessionComplete)],
            checks: [
                CaseCheck(
                    "the finished session launches nothing: no callback, no state change", rules: ["BGEXEC-042"],
                    .all([.nothingHappens(stimulus: 0), .finalState(.notRunning)]))
            ]),
        relaunch(
            "LAUNCHX-014", "a significant location change relaunches a terminated app that started the significant-change service",
            rules: ["BGEXEC-079", "BGEXEC-173"], hint: "check the location relaunch for the significant-change service",
            configuration: .with { $0.monitorsSignificantLocationChanges = true }, stimulus: .backgroundEvent(.locationSignificantChange),
            callback: "locationUpdate"),
        relaunch(
            "LAUNCHX-015", "entering or leaving a monitored region relaunches a terminated app",
            rules: ["BGEXEC-174"], hint: "check the location relaunch for region monitoring",
            configuration: .with { $0.monitorsRegions = true }, stimulus: .backgroundEvent(.locationRegion), callback: "locationUpdate"),
        relaunch(
            "LAUNCHX-016", "the audio framework needing data relaunches a terminated audio app",
            rules: ["BGEXEC-175"], hint: "check the audio relaunch condition",
            configuration: .with { $0.backgroundModes = [.audio] }, stimulus: .backgroundEvent(.audio), callback: "audioSessionEvent"),
        relaunch(
            "LAUNCHX-017", "data from a connected peripheral relaunches a terminated Bluetooth central app",
            rules: ["BGEXEC-176"], hint: "check the bluetooth-central relaunch condition",
            configuration: .with { $0.backgroundModes = [.bluetoothCentral] }, stimulus: .backgroundEvent(.bluetoothCentral), callback: "bluetoothEvent"),
        relaunch(
            "LAUNCHX-018", "a command from a connected central relaunches a terminated Bluetooth peripheral app",
            rules: ["BGEXEC-177"], hint: "check the bluetooth-peripheral relaunch condition",
            configuration: .with { $0.backgroundModes = [.bluetoothPeripheral] }, stimulus: .backgroundEvent(.bluetoothPeripheral),
            callback: "bluetoothEvent"),
        relaunch(
            "LAUNCHX-019", "a Newsstand download relaunches a terminated Newsstand app",
            rules: ["BGEXEC-181", "BGEXEC-136", "BGEXEC-140"], hint: "check the newsstand-content relaunch condition",
            configuration: .with {
                $0.iosVersion = .init(7, 0)
                $0.linkedSDKVersion = .init(7, 0)
                $0.backgroundModes = [.newsstandContent]
            }, stimulus: .backgroundEvent(.newsstand), callback: "newsstandDownloadFinished"),
        ConformanceCase(
            "LAUNCHX-020", "a VoIP app is launched into the background right after the device boots",
            hint: "check that a reboot is followed by a background launch of an app with the voip mode",
            configuration: .with { $0.backgroundModes = [.voip] }, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon], stimuli: [.reboot],
            checks: [
                CaseCheck(
                    "after the reboot ends the app it is launched into the background for its VoIP service", rules: ["BGEXEC-115"],
                    .all([
                        .inOrder(["terminated(ended)"] + Lines.relaunch(delivering: "voipKeepAlive"), filter: .events),
                        .callbackSequence(Lines.relaunch(delivering: "voipKeepAlive")),
                    ]))
            ]),
    ]

    static let forceQuit: [ConformanceCase] = [
        ConformanceCase(
            "LAUNCHX-021", "no relaunch after a user force-quit until the user launches the app again",
            hint: "check that a force-quit blocks background relaunch and that an explicit launch lifts the block",
            configuration: .with { $0.backgroundModes = [.fetch] }, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton, .forceQuit],
            stimuli: [.backgroundEvent(.fetch), .tapIcon, .homeButton, .systemTerminate, .backgroundEvent(.fetch)],
            checks: [
                CaseCheck(
                    "a fetch does not relaunch the force-quit app: no callback, no state change",
                    rules: ["APG-117", "BGEXEC-182", "BGEXEC-184", "APG-111", "BGEXEC-172"], .nothingHappens(stimulus: 0)),
                CaseCheck(
                    "after the user launched it again, a fetch relaunches it into the background", rules: ["BGEXEC-184"],
                    .callbackSequence(Lines.relaunch(delivering: "performFetch"), stimulus: 4)),
            ]),
        ConformanceCase(
            "LAUNCHX-022", "a reboot makes a force-quit app eligible for background relaunch again",
            hint: "check that a reboot clears the force-quit block",
            configuration: .with { $0.backgroundModes = [.fetch] }, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton, .forceQuit], stimuli: [.reboot, .backgroundEvent(.fetch)],
            checks: [
                CaseCheck(
                    "after the reboot a fetch relaunches the app into the background", rules: ["BGEXEC-184"],
                    .callbackSequence(Lines.relaunch(delivering: "performFetch"), stimulus: 1))
            ]),
        ConformanceCase(
            "LAUNCHX-023", "an app that declares no background mode is not relaunched for a background event",
            hint: "check that relaunch is only for apps that support background execution",
            areas: [.backgroundEvents, .relaunch, .termination], setup: terminatedBySystem, stimuli: [.backgroundEvent(.fetch)],
            checks: [
                CaseCheck(
                    "the fetch launches nothing: no callback, no state change", rules: ["APG-111", "BGEXEC-172"],
                    .all([.nothingHappens(stimulus: 0), .finalState(.notRunning)]))
            ]),
    ]
}
