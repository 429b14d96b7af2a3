import LifecycleModel

/// State preservation and restoration, URL handling, data protection, and the app's
/// structure (Info.plist-driven behaviour, event delivery, prompt callbacks).
enum AppStructureCases {
    static let all: [ConformanceCase] = restoration + urls + protection

    /// A view-controller hierarchy for preservation: `root` with two children, one
    /// without a restoration identifier whose own child has one.
    static let hierarchy = [
        RestorableController(
            restorationIdentifier: "root", className: "RootController",
            children: [
                RestorableController(restorationIdentifier: "list", className: "ListController"),
                RestorableController(
                    restorationIdentifier: nil, className: "DraftController",
                    children: [RestorableController(restorationIdentifier: "draft-detail", className: "DetailController")]),
            ])
    ]

    /// An app with `hierarchy` that can recreate every class in it.
    static func restoringApp(optIn: Bool = true, classes: Set<String> = ["RootController", "ListController", "DraftController", "DetailController"])
        -> ReferenceApp.Options
    {
        .with {
            $0.optsIntoStateRestoration = optIn
            $0.restorableControllers = hierarchy
            $0.restorableClassNames = classes
        }
    }

    /// The identifiers of every `preserved(…)` or `restored(…)` observation, in order.
    static func identifiers(_ observations: [Observation], restored: Bool) -> [[String]] {
        observations.compactMap { observation in
            switch observation {
            case .statePreserved(let ids) where !restored: ids
            case .stateRestored(let ids) where restored: ids
            default: nil
            }
        }
    }

    /// A check that exactly one `restored(…)`/`preserved(…)` observation holds exactly these identifiers (in any order).
    static func exactly(_ ids: Set<String>, restored: Bool) -> CaseExpectation {
        let what = restored ? "restored" : "preserved"
        return .check("\(what) exactly \(ids.sorted())") { evidence in
            let found = identifiers(evidence.observations, restored: restored)
            guard found.count == 1 else { return "expected one '\(what)' observation, found \(found.count): \(found)" }
            return Set(found[0]) == ids && found[0].count == ids.count ? nil : "\(what) \(found[0]), expected \(ids.sorted())"
        }
    }

    /// A check that a line starting with `prefix` follows `line` in the full trace.
    static func linePrefixed(_ prefix: String, after line: String) -> CaseExpectation {
        .check("'\(prefix)…' after '\(line)'") { evidence in
            let lines = evidence.lines(.everything)
            guard let anchor = lines.firstIndex(of: line) else { return "'\(line)' was not observed: \(lines)" }
            return lines[anchor...].contains { $0.hasPrefix(prefix) } ? nil : "no '\(prefix)…' after '\(line)': \(lines)"
        }
    }

    static let restoration: [ConformanceCase] = [
        ConformanceCase(
            "RESTORE-001", "entering the background preserves the opted-in app's controllers; one without an identifier is left out with its children",
            rules: ["APG-338", "APG-321", "APG-312"],
            hint:
                "check that preservation runs on the system's own initiative when the app enters the background, walks the hierarchy, and skips the whole subtree under a nil identifier",
            app: restoringApp(), areas: [.stateRestoration], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .all([
                linePrefixed("preserved(", after: "didEnterBackground@background"),
                exactly(["root", "list"], restored: false),
            ])),
        ConformanceCase(
            "RESTORE-002", "an app that does not opt in has nothing preserved and nothing restored",
            rules: ["APG-316"], hint: "check that preservation and restoration are gated on the app's opt-in",
            app: restoringApp(optIn: false), areas: [.stateRestoration], setup: [.tapIcon],
            stimuli: [.homeButton, .systemTerminate, .tapIcon],
            expect: .all([
                .excludes(["preserved(", "restored("], filter: .everything),
                linePrefixed("willFinishLaunching@", after: "terminated(silent-while-suspended)"),
            ])),
        ConformanceCase(
            "RESTORE-003", "after the system ends the app, the next launch restores the preserved controllers between willFinish and didFinish",
            rules: ["APG-207", "APG-323"],
            hint: "check that the preserved state is read at the next launch and restored after willFinishLaunching and before didFinishLaunching",
            app: restoringApp(), areas: [.stateRestoration, .termination], setup: [.tapIcon, .homeButton, .systemTerminate],
            stimuli: [.tapIcon],
            expect: .all([
                .check("restored inside the launch window") { evidence in
                    let lines = evidence.lines(.everything)
                    guard let will = lines.firstIndex(where: { $0.hasPrefix("willFinishLaunching@") }),
                        let did = lines.firstIndex(where: { $0.hasPrefix("didFinishLaunching@") }),
                        let restored = lines.firstIndex(where: { $0.hasPrefix("restored(") })
                    else { return "expected willFinishLaunching, a restored(…) line and didFinishLaunching; observed \(lines)" }
                    return will < restored && restored < did ? nil : "restoration is outside willFinish…didFinish: \(lines)"
                },
                exactly(["root", "list"], restored: true),
            ])),
        ConformanceCase(
            "RESTORE-004", "a first launch with no preserved state restores nothing",
            rules: ["APG-323"], hint: "check that restoration happens only when preserved state exists",
            app: restoringApp(), areas: [.stateRestoration], stimuli: [.tapIcon],
            expect: .all([.excludes(["restored("], filter: .everything), .finalState(.active)])),
        ConformanceCase(
            "RESTORE-005", "a preserved controller whose class the app can no longer create is not restored",
            rules: ["APG-367", "APG-325"],
            hint: "check that restoration asks the app for each object and skips those whose recorded class the app does not offer",
            app: restoringApp(classes: ["RootController"]), areas: [.stateRestoration, .termination],
            setup: [.tapIcon, .homeButton, .systemTerminate], stimuli: [.tapIcon],
            expect: exactly(["root"], restored: true)),
        ConformanceCase(
            "RESTORE-006", "a user force-quit deletes the preserved state, so the next launch restores nothing",
            rules: ["APG-368"], hint: "check that force-quit discards the preserved-state file",
            app: restoringApp(), areas: [.stateRestoration, .termination], setup: [.tapIcon, .homeButton],
            stimuli: [.forceQuit, .tapIcon],
            expect: .all([
                linePrefixed("willFinishLaunching@", after: "preserved-state-deleted"),
                .excludes(["restored("], filter: .everything),
            ])),
        ConformanceCase(
            "RESTORE-007", "a launch while the device is locked does not restore the preserved state",
            rules: ["APG-324"],
            hint: "check that restoration needs the device unlocked (the preserved state is encrypted), also in a background launch",
            configuration: .with {
                $0.passcodeSet = true
                $0.backgroundModes = [.fetch]
            },
            app: restoringApp(), areas: [.stateRestoration, .relaunch, .backgroundEvents],
            setup: [.tapIcon, .homeButton, .systemTerminate, .lock], stimuli: [.backgroundEvent(.fetch)],
            expect: .all([
                linePrefixed("willFinishLaunching@", after: "launched-in-background(fetch)"),
                .excludes(["restored("], filter: .everything),
            ])),
        ConformanceCase(
            "RESTORE-008", "every controller the app preserved comes back at the next launch",
            rules: ["APG-348", "APG-331"], subject: .app,
            hint: "check that the app can create (restorableClassNames) every controller class it gives a restoration identifier",
            areas: [.stateRestoration, .termination], setup: [.tapIcon, .homeButton, .systemTerminate], stimuli: [.tapIcon],
            expect: .check("preserved controllers are restored") { evidence in
                let preserved = Set(identifiers(evidence.setup, restored: false).last ?? [])
                guard !preserved.isEmpty else { return nil }
                let restored = Set(identifiers(evidence.observations, restored: true).last ?? [])
                let missing = preserved.subtracting(restored)
                return missing.isEmpty ? nil : "preserved but not restored: \(missing.sorted())"
            }),
        ConformanceCase(
            "RESTORE-009", "by the time it is in the background the app has saved what it would lose if purged",
            rules: ["APG-130"], subject: .app,
            hint: "check that the app saves its state when it enters the background, since a suspended app may be purged without notice",
            areas: [.appDuties], setup: [.tapIcon], stimuli: [.homeButton], expect: .dutiesMet),
    ]

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
