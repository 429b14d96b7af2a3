import LifecycleModel

/// The snapshot the system keeps (SCREEN-006…007): shown on the app's card in the app switcher
/// (SCENE-063), and dropped after a long time unused, when the launch image takes its place
/// (APG-019). How long "long" is the documents do not say, so SCREEN-007 demands nothing of a
/// system that keeps the snapshot through the wait; it holds a system that reports dropping it
/// (`snapshot-discarded`) to showing the launch image the next time the app comes on screen.
extension ScreenCases {
    static let keptSnapshot: [ConformanceCase] = [
        ConformanceCase(
            "SCREEN-006", "the app switcher shows the app as its snapshot",
            hint: "check that opening the app switcher while the app is in the background shows the snapshot taken as it left",
            configuration: .scenes, areas: [.screenContent, .snapshots], setup: [.tapIcon, .homeButton], stimuli: [.openAppSwitcher],
            checks: [
                CaseCheck(
                    "the app's card in the switcher shows its snapshot", rules: ["SCENE-063"],
                    .check("the switcher shows the snapshot") { evidence in
                        guard let screen = evidence.screen(stimulus: 0) else { return "the app switcher could not be opened (the stimulus was refused)" }
                        return screen.contains("switcher(snapshot)") ? nil : "the app switcher did not show the app's snapshot: \(lines(screen))"
                    })
            ]),
        ConformanceCase(
            "SCREEN-007", "once the system drops a long-unused snapshot, the launch image is shown at the next launch",
            hint: "check that a snapshot reported as discarded is never shown again: the launch image covers the next launch",
            areas: [.screenContent, .snapshots], setup: [.tapIcon, .homeButton], stimuli: [.wait(seconds: 30 * 24 * 3600), .tapIcon],
            checks: [
                CaseCheck(
                    "after the snapshot is discarded, the launch image is shown instead", rules: ["APG-019"],
                    .check("the launch image after a discard") { evidence in
                        guard let waited = evidence.screen(stimulus: 0), let back = evidence.screen(stimulus: 1) else {
                            return "the wait or the launch was refused"
                        }
                        // No discard reported: "a long time" may be longer than the wait. A
                        // discard may be reported during the wait or as the app is launched.
                        let screen = waited + back
                        guard let discard = screen.firstIndex(of: "snapshot-discarded") else { return nil }
                        let shown = pictures(Array(screen[discard...]))
                        if shown.contains("screen(snapshot)") { return "the snapshot was shown after the system discarded it: \(lines(shown))" }
                        return shown.first == "screen(launch-image)" ? nil : "the launch image was not shown after the snapshot was discarded: \(lines(shown))"
                    })
            ]),
    ]
}
