import LifecycleModel

/// VoIP pushes through PushKit (iOS 8 and later, APG-371): a background event of its own,
/// distinct from socket traffic (`voip-incoming`). The push gives the app time to handle it
/// in the background: a suspended app is woken for it, and an app that is not running is
/// launched into the background for it (relaunch row RL-012; the generated relaunch cases
/// add the force-quit and passcode combinations).
extension VoIPCases {
    static let pushKit: [ConformanceCase] = [
        ConformanceCase(
            "VOIP-201", "a VoIP push wakes the suspended VoIP app, which handles it in the background",
            hint: "check that a PushKit VoIP push reaches pushRegistry:didReceiveIncomingPushWithPayload:forType: of a suspended voip-mode app",
            configuration: voip, areas: [.backgroundEvents], setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.voipPush)],
            checks: [
                CaseCheck(
                    "the push wakes the suspended app and its PushKit delegate runs in the background", rules: ["APG-371"],
                    BackgroundEventChecks.wake("voipPushReceived"))
            ]),
        ConformanceCase(
            "VOIP-202", "a VoIP push launches the VoIP app the system had ended, which handles it in the background",
            hint: "check that a VoIP push relaunches a terminated voip-mode app into the background and then hands it the push",
            configuration: voip, areas: [.backgroundEvents, .relaunch], setup: [.tapIcon, .homeButton, .systemTerminate],
            stimuli: [.backgroundEvent(.voipPush)],
            checks: [
                CaseCheck(
                    "the app that was not running is launched into the background and given the push to handle", rules: ["APG-371"],
                    BackgroundEventChecks.launchIntoBackground("voipPushReceived"))
            ]),
    ]
}
