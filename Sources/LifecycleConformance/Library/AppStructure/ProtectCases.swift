import LifecycleModel

/// Data protection: background launches wait for the device to be unlocked, the app closes
/// its protected files and hides sensitive content, and a locked device opens no file.
enum ProtectCases {
    /// A device with a passcode and an app that declares the fetch mode.
    static func passcodeFetch(_ change: (inout Configuration) -> Void = { _ in }) -> Configuration {
        .with {
            $0.passcodeSet = true
            $0.backgroundModes = [.fetch]
            change(&$0)
        }
    }

    /// A launch into the background for a fetch, seen in the callbacks and the states.
    static let fetchLaunch = CaseExpectation.all([
        .inOrder(["willFinishLaunching@*", "didFinishLaunching@*", "performFetch@background"], filter: .callbacks),
        .inOrder(["state:background"], filter: .states),
    ])

    static let all: [ConformanceCase] = [
        ConformanceCase(
            "PROTECT-001", "with a passcode, no background launch happens until the first unlock after boot; afterwards it does, even while locked",
            hint: "check the relaunch condition needsUnlockSinceBoot: the first unlock after boot lifts it, a later lock does not bring it back",
            configuration: passcodeFetch(), areas: [.relaunch, .backgroundEvents], setup: [.tapIcon, .homeButton, .reboot],
            stimuli: [.backgroundEvent(.fetch), .firstUnlockAfterBoot, .lock, .backgroundEvent(.fetch)],
            checks: [
                // BGEXEC-185: before the first unlock the fetch must not launch the app; a
                // dropped event is seen as nothing at all (contract §8).
                CaseCheck("before the first unlock after boot the fetch launches nothing", rules: ["BGEXEC-185"], StimulusTrace.shows(0, [])),
                CaseCheck(
                    "after the first unlock the fetch launches the app into the background, though the device is locked again", rules: ["BGEXEC-185"],
                    fetchLaunch),
            ]),
        ConformanceCase(
            "PROTECT-002", "with the older reading, no background launch happens while the passcode device is locked",
            hint: "check backgroundLaunchUnlockRequirement = unlocked: a locked device blocks background launches",
            configuration: passcodeFetch { $0.backgroundLaunchUnlockRequirement = .unlocked }, areas: [.relaunch, .backgroundEvents],
            setup: [.tapIcon, .homeButton, .systemTerminate, .lock], stimuli: [.backgroundEvent(.fetch), .unlock, .backgroundEvent(.fetch)],
            checks: [
                // APG-119: while the device is locked the fetch must not launch the app (contract §8: seen as nothing).
                CaseCheck("while the device is locked the fetch launches nothing", rules: ["APG-119"], StimulusTrace.shows(0, [])),
                CaseCheck("once the device is unlocked the fetch launches the app into the background", rules: ["APG-119"], fetchLaunch),
            ]),
        ConformanceCase(
            "PROTECT-003", "the app closes its completely protected files by the time applicationWillResignActive: returns on Sleep/Wake",
            subject: .app, hint: "check that willResignActive closes every reference to NSFileProtectionComplete files",
            areas: [.appDuties, .interruptions], setup: [.tapIcon], stimuli: [.lock],
            checks: [CaseCheck("the app holds no completely protected file open once it resigns active", rules: ["STATES-104", "APG-234"], .dutiesMet)]),
        ConformanceCase(
            "PROTECT-004", "with scenes, the app closes its completely protected files in sceneWillResignActive:",
            subject: .app, hint: "check that sceneWillResignActive closes every reference to NSFileProtectionComplete files",
            configuration: .scenes, areas: [.appDuties, .interruptions], setup: [.tapIcon], stimuli: [.lock],
            checks: [CaseCheck("the app holds no completely protected file open once its scene resigns active", rules: ["STATES-104", "APG-234"], .dutiesMet)]),
        ConformanceCase(
            "PROTECT-005", "with scenes, the app hides sensitive information before it is in the background, so the snapshot shows none",
            subject: .app, hint: "check that sceneDidEnterBackground hides passwords and other sensitive content",
            configuration: .scenes, areas: [.appDuties, .snapshots], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck("the app hides its sensitive content by the time sceneDidEnterBackground: returns", rules: ["SCENE-056"], .dutiesMet),
                CaseCheck(
                    "the snapshot taken afterwards shows no sensitive content", rules: ["SCENE-056"],
                    .all([.inOrder(["snapshot"], filter: .events), .excludes(["snapshot(sensitive)"], filter: .events)])),
            ]),
        ConformanceCase(
            "PROTECT-006", "a file or URL cannot be opened in the app while the device is locked",
            hint: "check that an open-URL request is not applicable while the device is locked",
            areas: [.urlHandling, .interruptions], setup: [.tapIcon, .homeButton, .lock], stimuli: [.openURL],
            checks: [CaseCheck("opening a URL is refused while the device is locked", rules: ["APG-396"], .refused(.stimulusNotApplicable))]),
        ConformanceCase(
            "PROTECT-007", "the app opens fresh references to its completely protected files in applicationDidBecomeActive: after an interruption",
            subject: .app, hint: "check that applicationDidBecomeActive: reopens the NSFileProtectionComplete files applicationWillResignActive: closed",
            areas: [.appDuties, .interruptions], setup: [.tapIcon, .incomingCall], stimuli: [.declineCall],
            checks: [.duty("protected files reopened once applicationDidBecomeActive: returns", rules: ["STATES-107"])]),
        ConformanceCase(
            "PROTECT-008", "with scenes, the app opens fresh references to its completely protected files in sceneDidBecomeActive:",
            subject: .app, hint: "check that sceneDidBecomeActive: reopens the NSFileProtectionComplete files sceneWillResignActive: closed",
            configuration: .scenes, areas: [.appDuties, .interruptions], setup: [.tapIcon, .incomingCall], stimuli: [.declineCall],
            checks: [.duty("protected files reopened once sceneDidBecomeActive: returns", rules: ["STATES-107"])]),
        ConformanceCase(
            "PROTECT-009",
            "on a passcode device, completely protected files open while it is unlocked and are refused while it is locked, even to the app that made them",
            hint: "check protectedDataAvailable and opening an NSFileProtectionComplete file before, during and after a lock",
            configuration: .with { $0.passcodeSet = true }, app: .finishingWork, areas: [.protectedData, .interruptions], setup: [.tapIcon],
            stimuli: [.accessProtectedFile, .lock, .accessProtectedFile, .unlock, .accessProtectedFile],
            checks: [
                CaseCheck(
                    "unlocked, the app opens its completely protected file", rules: ["APG-286"], StimulusTrace.answers(0, include: "protected-file(granted)")),
                CaseCheck(
                    "locked, opening the completely protected file fails: its key was discarded at the lock", rules: ["STATES-105", "STATES-106", "APG-286"],
                    StimulusTrace.answers(2, include: "protected-file(denied)")),
                CaseCheck(
                    "unlocked again, the file is decrypted on demand and opens", rules: ["APG-286"],
                    StimulusTrace.answers(4, include: "protected-file(granted)")),
                CaseCheck(
                    "protectedDataAvailable says whether protected files can be read: yes, no while locked, yes again", rules: ["APG-291"],
                    .all([
                        StimulusTrace.answers(0, include: "protected-data-available(yes)"), StimulusTrace.answers(2, include: "protected-data-available(no)"),
                        StimulusTrace.answers(4, include: "protected-data-available(yes)"),
                    ])),
            ]),
    ]
}
