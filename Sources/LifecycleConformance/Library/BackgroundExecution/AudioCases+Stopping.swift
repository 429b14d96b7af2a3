import LifecycleModel

/// An audio app runs in the background only as long as it plays (BGEXEC-095).
extension AudioCases {
    static let stoppingPlayback: [ConformanceCase] = [
        ConformanceCase(
            "AUDIO-004", "an audio app that stops playing in the background is suspended",
            hint: "suspend an app with the audio mode once it no longer plays or records, as for any app with nothing keeping it running",
            configuration: audioMode,
            app: .with {
                $0.usesBackgroundMode = .audio; $0.stopsPlayingAtAudioEvent = true
            },
            areas: [.backgroundTransitions, .backgroundEvents], setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.audio)],
            checks: [
                CaseCheck(
                    "premise: the app was still playing in the background, and the audio event reaches it there", rules: [],
                    .inOrder(["audioSessionEvent@background"], filter: .callbacks)),
                CaseCheck(
                    "once it stops playing the app is suspended, not ended", rules: ["BGEXEC-095"],
                    .all([.inOrder(["state:suspended"], filter: .states), .excludes(["terminated("], filter: .everything), .finalState(.suspended)])),
            ])
    ]
}
