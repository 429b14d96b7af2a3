import LifecycleModel

/// VoIP apps: launched at boot, suspended while the system watches their sockets, woken
/// for traffic and keep-alives, and allowed to carry audio only with the audio mode (or
/// under the reading that the voip mode allows it).
enum VoIPCases {
    /// An app that declares the voip mode.
    static let voip = Configuration.with { $0.backgroundModes = [.voip] }

    static let all: [ConformanceCase] = [
        ConformanceCase(
            "VOIP-001", "a VoIP app is launched into the background right after the device boots",
            hint: "check that a reboot launches an app declaring the voip mode into the background, without activating it",
            configuration: voip, areas: [.relaunch, .termination], setup: [.tapIcon, .homeButton], stimuli: [.reboot],
            checks: [
                CaseCheck(
                    "after the reboot ends the app, it is launched into the background without being activated",
                    rules: ["APG-378", "BGEXEC-108", "APG-372", "BGEXEC-052", "APG-101"],
                    .all([
                        .inOrder(["terminated(ended)", "willFinishLaunching@*", "didFinishLaunching@*"], filter: .events),
                        .inOrder(["state:not-running", "state:background"], filter: .states),
                        .excludes(BackgroundEventChecks.foregroundCallbacks, filter: .callbacks),
                    ])),
                BackgroundEventChecks.launchMethodsReadBackground(),
            ]),
        ConformanceCase(
            "VOIP-002", "without the voip mode the app is not launched after a boot",
            hint: "check that the boot-time launch depends on the voip value of UIBackgroundModes",
            areas: [.relaunch, .termination], setup: [.tapIcon, .homeButton], stimuli: [.reboot],
            checks: [
                CaseCheck(
                    "after the reboot the app without the voip mode stays not running", rules: ["BGEXEC-108", "APG-372"],
                    .all([.excludes(["willFinishLaunching", "didFinishLaunching"], filter: .callbacks), .finalState(.notRunning)]))
            ]),
        ConformanceCase(
            "VOIP-003", "a VoIP app without the audio mode cannot keep playing audio in the background",
            hint: "check that the voip mode alone does not keep an app running for audio: it is suspended",
            configuration: voip, app: .with { $0.usesBackgroundMode = .audio }, areas: [.backgroundTransitions], setup: [.tapIcon],
            stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "the VoIP app using audio without the audio mode is suspended once in the background", rules: ["BGEXEC-117", "BGEXEC-116"],
                    .all([.inOrder(["state:background", "state:suspended"], filter: .states), .finalState(.suspended)]))
            ]),
        ConformanceCase(
            "VOIP-004", "a VoIP app that declares both voip and audio keeps carrying audio in the background",
            hint: "check that adding the audio mode to a VoIP app keeps it running while it uses audio",
            configuration: .with { $0.backgroundModes = [.voip, .audio] }, app: .with { $0.usesBackgroundMode = .audio },
            areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton, .wait(seconds: 3600)],
            checks: [
                CaseCheck(
                    "the VoIP app with both modes is still running in the background an hour later", rules: ["BGEXEC-116", "APG-373"],
                    .all([.excludes(["state:suspended", "terminated("], filter: .everything), .finalState(.background)]))
            ]),
        ConformanceCase(
            "VOIP-101", "a VoIP app is suspended like any other, and woken when traffic arrives on its socket",
            hint: "check that the voip mode lets socket traffic wake a suspended app, which goes back to sleep afterwards",
            configuration: voip, areas: [.backgroundEvents], setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.voipIncoming)],
            checks: [
                CaseCheck(
                    "traffic on the socket wakes the suspended app in the background and hands it the socket",
                    rules: ["BGEXEC-107", "BGEXEC-114", "BGEXEC-065"],
                    BackgroundEventChecks.wake("voipIncoming")),
                CaseCheck(
                    "the VoIP app is not kept awake: it is suspended again after the traffic", rules: ["BGEXEC-106"],
                    .all([.inOrder(["state:background", "state:suspended"], filter: .states), .finalState(.suspended)])),
            ]),
        ConformanceCase(
            "VOIP-102", "the system runs a VoIP app's keep-alive handler periodically, waking it in the background",
            hint: "check that keep-alive events reach a suspended VoIP app",
            configuration: voip, areas: [.backgroundEvents], setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.voipKeepAlive)],
            checks: [
                CaseCheck(
                    "the keep-alive wakes the suspended app and runs its handler in the background", rules: ["BGEXEC-111"],
                    BackgroundEventChecks.wake("voipKeepAlive"))
            ]),
        ConformanceCase(
            "VOIP-103", "without the voip mode, socket traffic does not wake the app",
            hint: "check that the wake-up for socket traffic depends on the declared mode",
            areas: [.backgroundEvents], setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.voipIncoming)],
            checks: [
                CaseCheck(
                    "without the voip mode the traffic reaches nothing and wakes nothing", rules: ["BGEXEC-114"],
                    .all([BackgroundEventChecks.nothingHappens, .finalState(.suspended)]))
            ]),
        ConformanceCase(
            "VOIP-110", "with the reading that the voip mode allows audio, a VoIP app declaring only voip keeps carrying audio in the background",
            hint: "check the voipModeAllowsBackgroundAudio setting: voip alone must then keep an audio-playing app running",
            configuration: .with {
                $0.backgroundModes = [.voip]
                $0.voipModeAllowsBackgroundAudio = true
            },
            app: .with { $0.usesBackgroundMode = .audio }, areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "the VoIP app using audio is not suspended in the background", rules: ["APG-377"],
                    .all([.excludes(["state:suspended"], filter: .states), .finalState(.background)]))
            ]),
    ]
}
