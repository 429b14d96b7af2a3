import LifecycleModel

/// The audio background mode: an app playing or recording keeps running, its media callbacks
/// arrive while it runs, and the audio framework relaunches it once terminated.
enum AudioCases {
    /// An app that declares the audio mode.
    static let audioMode = Configuration.with { $0.backgroundModes = [.audio] }

    static let all: [ConformanceCase] = [
        ConformanceCase(
            "AUDIO-001", "an app with the audio mode that is playing keeps running in the background instead of being suspended",
            hint: "check that an app using a declared audio mode is not suspended, however long it stays in the background",
            configuration: audioMode, app: .with { $0.usesBackgroundMode = .audio }, areas: [.backgroundTransitions], setup: [.tapIcon],
            stimuli: [.homeButton, .wait(seconds: 3600)],
            checks: [
                // BGEXEC-093, STATES-117: the audio app is not suspended shortly after the
                // transition, as an app without a mode is.
                CaseCheck(
                    "entering the background, the app using its declared audio mode is not suspended",
                    rules: ["BGEXEC-093", "STATES-117", "BGEXEC-090", "BGEXEC-062"],
                    .all([.inOrder(["state:background"], filter: .states), StimulusTrace.keepsRunning(through: 0)])),
                // BGEXEC-094 and the kinds of app allowed to run: it keeps running for as long as it plays.
                CaseCheck(
                    "an hour later the app is still running in the background", rules: ["BGEXEC-094", "BGEXEC-049", "BGEXEC-050", "APG-098", "APG-099"],
                    .all([StimulusTrace.keepsRunning(through: 1), .finalState(.background)])),
            ]),
        ConformanceCase(
            "AUDIO-002", "the media callbacks of an app playing in the background arrive without any wake-up or state change",
            hint: "check that audio events reach a background audio app directly, since it is running, not suspended",
            configuration: audioMode, app: .with { $0.usesBackgroundMode = .audio }, areas: [.backgroundEvents],
            setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.audio), .wait(seconds: 600), .backgroundEvent(.audio)],
            checks: [
                CaseCheck(
                    "each audio event reaches the running app in the background and nothing else changes", rules: ["BGEXEC-060", "BGEXEC-097"],
                    .all([.trace(oneOf: [["audioSessionEvent@background", "audioSessionEvent@background"]], filter: .everything), .finalState(.background)]))
            ]),
        ConformanceCase(
            "AUDIO-003", "a terminated audio app is relaunched into the background when the audio framework needs it",
            hint: "check the relaunch of an app with the audio mode: background launch, no activation, then the audio callback",
            configuration: audioMode, areas: [.relaunch, .termination], setup: [.tapIcon, .homeButton, .systemTerminate],
            stimuli: [.backgroundEvent(.audio)],
            checks: [
                CaseCheck(
                    "the audio event launches the terminated app into the background and reaches it there", rules: ["APG-113"],
                    BackgroundEventChecks.launchIntoBackground("audioSessionEvent")),
                BackgroundEventChecks.launchMethodsReadBackground(),
            ]),
    ]
}
