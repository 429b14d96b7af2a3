import LifecycleModel
import LifecycleSpec
import Testing

/// Golden traces, written by hand from the App Programming Guide's notes on launch images and
/// custom URL launch images and from the scene document's snapshot section: what the screen
/// shows of the app while it comes on screen.
@Suite("Golden traces of what the screen shows as the app comes on screen", .tags(.golden, .required), .citedRulesExist)
struct ScreenContentGoldenTraces {
    /// What the screen showed, in order.
    static func screen(_ observations: [Observation]) -> [ScreenContent] {
        observations.compactMap { if case .screenShows(let content) = $0 { content } else { nil } }
    }

    @Test("[APG-016] a first launch shows the launch image, then the interface the app has built")
    func firstLaunch() throws {
        let scenario = try Scenario()
        let launch = try scenario.trace(.tapIcon)
        #expect(Self.screen(launch) == [.launchImage, .interface])
        let ready = try #require(launch.firstIndex(of: .screenShows(.interface)))
        let launched = try #require(launch.firstIndex { if case .callback(.didFinishLaunching, _, _) = $0 { true } else { false } })
        #expect(launched < ready, "the interface replaces the launch image once the app has built it")
    }

    @Test("[APG-018, SCENE-064] a return from the background shows the snapshot taken on leaving, then the interface")
    func returnShowsSnapshot() throws {
        for scenes in [false, true] {
            let scenario = try Scenario {
                $0.appSupportsScenes = scenes; $0.iosVersion = IOSVersion(13, 0)
            }
            let leaving = try scenario.trace(.tapIcon, .homeButton)
            #expect(leaving.contains { if case .snapshotTaken = $0 { true } else { false } }, "premise: a snapshot was taken on leaving")
            #expect(Self.screen(try scenario.trace(.tapIcon)) == [.snapshot, .interface], "scenes: \(scenes)")
        }
    }

    @Test("[APG-409] a URL launch with no snapshot shows the scheme's launch image when the app provides one, else the launch image")
    func urlLaunch() throws {
        let custom = try Scenario { $0.providesURLSchemeLaunchImage = true }
        #expect(Self.screen(try custom.trace(.openURL)) == [.urlSchemeLaunchImage, .interface])
        let plain = try Scenario()
        #expect(Self.screen(try plain.trace(.openURL)) == [.launchImage, .interface])
    }

    @Test("[APG-409] a URL that brings back an app with a snapshot shows the snapshot")
    func urlReturn() throws {
        let scenario = try Scenario { $0.providesURLSchemeLaunchImage = true }
        try scenario.run(.tapIcon, .homeButton)
        #expect(Self.screen(try scenario.trace(.openURL)) == [.snapshot, .interface])
    }
}

/// Golden traces, written by hand from the scene document's snapshot section and the App
/// Programming Guide's note on launch images: the snapshot the system keeps is shown in the
/// app switcher, and once a long-unused app's snapshot is dropped the launch image returns.
@Suite("Golden traces of the snapshot the system keeps", .tags(.golden, .required), .citedRulesExist)
struct KeptSnapshotGoldenTraces {
    @Test("[SCENE-063] the app switcher shows the snapshot of an app in the background; an app never snapshotted has no card")
    func switcherShowsSnapshot() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .homeButton)
        #expect(try scenario.trace(.openAppSwitcher) == [.switcherShows(.snapshot)])
        let fresh = try Scenario()
        #expect(try fresh.trace(.openAppSwitcher).isEmpty)
        try fresh.run(.tapIcon)
        #expect(throws: LifecycleError.self, "the switcher is opened from elsewhere, not over the app") { try fresh.run(.openAppSwitcher) }
    }

    @Test("[APG-019] after a long time unused the snapshot is dropped and the next launch shows the launch image")
    func longUnused() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .homeButton)
        #expect(try scenario.trace(.wait(seconds: 600)).contains(.snapshotDiscarded) == false, "ten minutes is not a long time")
        #expect(try scenario.trace(.wait(seconds: 30 * 24 * 3600)).contains(.snapshotDiscarded))
        #expect(ScreenContentGoldenTraces.screen(try scenario.trace(.tapIcon)) == [.launchImage, .interface])
        #expect(try scenario.trace(.homeButton, .openAppSwitcher).contains(.switcherShows(.snapshot)), "leaving again takes a new snapshot")
    }
}
