import LifecycleModel

/// State preservation and restoration, URL handling, data protection, and the app's
/// structure (Info.plist-driven behaviour, event delivery, prompt callbacks).
enum AppStructureCases {
    static let all: [ConformanceCase] = urls + protection

    static let urls: [ConformanceCase] = [
        ConformanceCase(
            "URL-001", "a URL sent to a suspended app brings it forward and is delivered to the app delegate before activation",
            rules: ["APG-393", "APG-404"],
            hint: "check the open-URL path for a running app without scenes: willEnterForeground, openURL, didBecomeActive",
            areas: [.urlHandling], setup: [.tapIcon, .homeButton], stimuli: [.openURL],
            expect: .all([
                .events(Lines.enterForeground + ["openURL@inactive"] + Lines.becomeActive),
                .finalState(.active),
            ])),
        ConformanceCase(
            "URL-002", "a URL sent to the active app is delivered to the app delegate with no state change",
            rules: ["APG-404", "APG-393"], hint: "check that an active app gets only the open-URL callback",
            areas: [.urlHandling], setup: [.tapIcon], stimuli: [.openURL],
            expect: .all([.trace(oneOf: [["openURL@active"]], filter: .everything), .finalState(.active)])),
        ConformanceCase(
            "URL-003", "a URL launch declined by the launch methods is skipped and the launch still completes",
            rules: ["APG-406"], hint: "check that a false return from the launch methods suppresses only the open-URL callback",
            app: .with { $0.launchMethodsReturn = false }, areas: [.urlHandling], stimuli: [.openURL],
            expect: .all([
                .inOrder(["didFinishLaunching@inactive", "url-skipped", "didBecomeActive@active"], filter: .everything),
                .excludes(["openURL", "scene.sceneOpenURLContexts"], filter: .callbacks),
            ])),
    ]

    static let protection: [ConformanceCase] = [
        ConformanceCase(
            "PROTECT-001", "with a passcode, no background launch happens until the first unlock after boot; afterwards it does, even while locked",
            rules: ["BGEXEC-185"],
            hint: "check the relaunch condition needsUnlockSinceBoot: the first unlock after boot lifts it, a later lock does not bring it back",
            configuration: .with {
                $0.passcodeSet = true
                $0.backgroundModes = [.fetch]
            },
            areas: [.relaunch, .backgroundEvents], setup: [.tapIcon, .homeButton, .reboot],
            stimuli: [.backgroundEvent(.fetch), .firstUnlockAfterBoot, .lock, .backgroundEvent(.fetch)],
            expect: .inOrder(
                ["dropped(fetch,device-locked-since-boot)", "launched-in-background(fetch)", "performFetch@background"], filter: .everything)),
        ConformanceCase(
            "PROTECT-002", "with the older reading, no background launch happens while the passcode device is locked",
            rules: ["APG-119"], hint: "check backgroundLaunchUnlockRequirement = unlocked: a locked device blocks background launches",
            configuration: .with {
                $0.passcodeSet = true
                $0.backgroundModes = [.fetch]
                $0.backgroundLaunchUnlockRequirement = .unlocked
            },
            areas: [.relaunch, .backgroundEvents], setup: [.tapIcon, .homeButton, .systemTerminate, .lock],
            stimuli: [.backgroundEvent(.fetch), .unlock, .backgroundEvent(.fetch)],
            expect: .inOrder(
                ["dropped(fetch,device-locked-since-boot)", "launched-in-background(fetch)", "performFetch@background"], filter: .everything)),
        ConformanceCase(
            "PROTECT-003", "the app closes its completely protected files by the time applicationWillResignActive: returns on Sleep/Wake",
            rules: ["STATES-104", "APG-234"], subject: .app,
            hint: "check that willResignActive closes every reference to NSFileProtectionComplete files",
            areas: [.appDuties, .interruptions], setup: [.tapIcon], stimuli: [.lock], expect: .dutiesMet),
        ConformanceCase(
            "PROTECT-004", "with scenes, the app closes its completely protected files in sceneWillResignActive:",
            rules: ["STATES-104", "APG-234"], subject: .app,
            hint: "check that sceneWillResignActive closes every reference to NSFileProtectionComplete files",
            configuration: .scenes, areas: [.appDuties, .interruptions], setup: [.tapIcon], stimuli: [.lock], expect: .dutiesMet),
        ConformanceCase(
            "PROTECT-005", "with scenes, the app hides sensitive information before it is in the background, so the snapshot shows none",
            rules: ["SCENE-056"], subject: .app,
            hint: "check that sceneDidEnterBackground hides passwords and other sensitive content",
            configuration: .scenes, areas: [.appDuties, .snapshots], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .all([.dutiesMet, .inOrder(["snapshot"], filter: .events), .excludes(["snapshot(sensitive)"], filter: .events)])),
        ConformanceCase(
            "PROTECT-006", "a file or URL cannot be opened in the app while the device is locked",
            rules: ["APG-396"], hint: "check that an open-URL request is not applicable while the device is locked",
            areas: [.urlHandling, .interruptions], setup: [.tapIcon, .homeButton, .lock], stimuli: [.openURL],
            expect: .refused(.stimulusNotApplicable)),
    ]
}
