import LifecycleModel

/// VoIP apps: suspended while the system watches their sockets, woken for traffic and keep-alives.
enum VoIPCases {
    static let voip = Configuration.with { $0.backgroundModes = [.voip] }

    static let all: [ConformanceCase] = [
        ConformanceCase(
            "VOIP-101", "a VoIP app is suspended like any other, and woken when traffic arrives on its socket",
            rules: ["BGEXEC-106", "BGEXEC-107", "BGEXEC-114", "BGEXEC-065"],
            hint: "check that the voip mode lets socket traffic wake a suspended app, which goes back to sleep afterwards",
            configuration: voip, areas: [.backgroundEvents], setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.voipIncoming)],
            expect: .all([
                .trace(oneOf: [["state:background", "voipIncoming@background", "state:suspended"]], filter: .everything),
                .finalState(.suspended),
            ])),
        ConformanceCase(
            "VOIP-102", "the system runs a VoIP app's keep-alive handler periodically, waking it in the background",
            rules: ["BGEXEC-111"], hint: "check that keep-alive events reach a suspended VoIP app",
            configuration: voip, areas: [.backgroundEvents], setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.voipKeepAlive)],
            expect: .inOrder(["voipKeepAlive@background"], filter: .callbacks)),
        ConformanceCase(
            "VOIP-103", "without the voip mode, socket traffic does not wake the app",
            rules: ["BGEXEC-114"], hint: "check that the wake-up for socket traffic depends on the declared mode",
            areas: [.backgroundEvents], setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.voipIncoming)],
            expect: .all([.trace(oneOf: [["dropped(voip-incoming,mode-not-declared)"]], filter: .everything), .finalState(.suspended)])),
        ConformanceCase(
            "LOCATION-101", "on a device without a cellular radio the significant-change service delivers nothing",
            rules: ["BGEXEC-080"], hint: "check that significant-change events depend on the device having a cellular radio",
            configuration: .with {
                $0.backgroundModes = [.location]
                $0.monitorsSignificantLocationChanges = true
                $0.hasCellularRadio = false
            },
            areas: [.backgroundEvents], setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.locationSignificantChange)],
            expect: .all([.excludes(["locationUpdate"], filter: .callbacks), .finalState(.suspended)])),
        ConformanceCase(
            "NOTIFY-101", "a scheduled local notification still fires, to the user, after the app has been terminated",
            rules: ["BGEXEC-164"], hint: "check that scheduled local notifications belong to the system, not to the app's process",
            areas: [.localNotifications], setup: [.tapIcon, .scheduleLocalNotifications(count: 1), .homeButton, .systemTerminate],
            stimuli: [.fireLocalNotification],
            expect: .all([.trace(oneOf: [["local-delivered(user)"]], filter: .everything), .finalState(.notRunning)])),
        ConformanceCase(
            "VOIP-110", "with the reading that the voip mode allows audio, a VoIP app declaring only voip keeps carrying audio in the background",
            rules: ["APG-377"], hint: "check the voipModeAllowsBackgroundAudio setting: voip alone must then keep an audio-playing app running",
            configuration: .with {
                $0.backgroundModes = [.voip]
                $0.voipModeAllowsBackgroundAudio = true
            },
            app: .with { $0.usesBackgroundMode = .audio }, areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .finalState(.background)),
    ]
}
