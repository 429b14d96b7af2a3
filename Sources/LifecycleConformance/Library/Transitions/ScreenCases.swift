import LifecycleModel

/// What the screen shows of the app while it comes on screen (SCREEN): the launch image at a
/// first launch, the snapshot on a return from the background, the URL scheme's own launch
/// image at a launch to open a URL; each gives way to the app's interface. Read through the
/// contract's screen part (`CaseEvidence.screen(stimulus:)`): its order is fixed among its own
/// lines only, never against the callbacks.
enum ScreenCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "SCREEN-001", "the launch image covers the first launch and gives way to the app's interface",
            hint: "check that a launch from a fresh device shows the launch image first and the interface once the app has built it",
            areas: [.screenContent, .foregroundTransitions], stimuli: [.tapIcon],
            checks: [
                // APG-016 fixes what is shown first and what replaces it, not when against the
                // launch methods; a first launch has no snapshot to show instead.
                CaseCheck(
                    "the launch image is shown first and the interface replaces it", rules: ["APG-016"],
                    shownFirst("screen(launch-image)", then: "screen(interface)"))
            ]),
        ConformanceCase(
            "SCREEN-002", "returning from the background, the snapshot stands in for the app rather than the launch image",
            hint: "check that the picture shown while the app returns is the snapshot taken as it left, never the launch image",
            areas: [.screenContent, .snapshots, .backgroundTransitions], setup: [.tapIcon, .homeButton], stimuli: [.tapIcon],
            checks: [
                // A return moments after leaving: whatever "a long time" is (APG-019), it has
                // not passed, so the snapshot is still there to show.
                CaseCheck(
                    "the snapshot, not the launch image, is shown while the app returns", rules: ["APG-018"],
                    .check("the snapshot is shown on the return") { evidence in
                        guard let screen = evidence.screen(stimulus: 0) else { return "the return was never made (the stimulus was refused)" }
                        if screen.contains("screen(launch-image)") { return "the launch image was shown on a return from the background: \(lines(screen))" }
                        return screen.contains("screen(snapshot)") ? nil : "no snapshot was shown on the return: \(lines(screen))"
                    })
            ]),
        ConformanceCase(
            "SCREEN-003", "a scene-based app coming back to the foreground is shown as its snapshot for a moment",
            hint: "check that the snapshot is shown as the scene returns and is then replaced by its interface",
            configuration: .scenes, areas: [.screenContent, .snapshots, .backgroundTransitions], setup: [.tapIcon, .homeButton], stimuli: [.tapIcon],
            checks: [
                CaseCheck(
                    "the snapshot is shown first and the interface replaces it", rules: ["SCENE-064"],
                    shownFirst("screen(snapshot)", then: "screen(interface)"))
            ]),
        ConformanceCase(
            "SCREEN-004", "an app launched to open a URL is covered by the launch image it provides for the URL's scheme",
            hint: "check that a URL launch with no snapshot shows the scheme's own launch image, not the app's default one",
            configuration: .with { $0.providesURLSchemeLaunchImage = true }, areas: [.screenContent, .urlHandling], stimuli: [.openURL],
            checks: [
                CaseCheck(
                    "the URL scheme's launch image is shown first and the interface replaces it", rules: ["APG-409"],
                    shownFirst("screen(url-scheme-launch-image)", then: "screen(interface)"))
            ]),
    ]

    /// The pictures of the first stimulus open with `first` and end with `last` (what stood in
    /// for the app is gone once its interface is up); status-bar and switcher lines are not
    /// pictures of the app coming on screen and are left out.
    static func shownFirst(_ first: String, then last: String) -> CaseExpectation {
        .check("\(first) first, \(last) last") { evidence in
            guard let screen = evidence.screen(stimulus: 0).map(pictures) else { return "the app never came on screen (the stimulus was refused)" }
            guard screen.first == first else { return "the screen showed \(lines(screen)) instead of \(first) first" }
            return screen.last == last ? nil : "the screen showed \(lines(screen)) and did not end with \(last)"
        }
    }

    /// The `screen(…)` lines of a stimulus's screen part, in order.
    static func pictures(_ screen: [String]) -> [String] {
        screen.filter { $0.hasPrefix("screen(") }
    }

    /// The screen lines in words, `(nothing)` when there are none.
    static func lines(_ screen: [String]) -> String {
        screen.isEmpty ? "(nothing)" : screen.joined(separator: ", ")
    }
}
