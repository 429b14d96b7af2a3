import LifecycleModel

extension RestoreCases {
    /// Restoration at the next launch: what comes back, when, and when nothing does.
    static let restoration: [ConformanceCase] = [
        ConformanceCase(
            "RESTORE-003", "after the system ends the app, the next launch restores the preserved controllers between willFinish and didFinish",
            hint: "check that the preserved state is read at the next launch and restored after willFinishLaunching and before didFinishLaunching",
            app: restoringApp(), areas: [.stateRestoration, .termination], setup: [.tapIcon],
            stimuli: [.homeButton, .systemTerminate, .tapIcon],
            checks: [
                CaseCheck("premise: the state was preserved once when the app entered the background", rules: [], preservesOnce),
                CaseCheck("the next launch restores what was preserved", rules: ["APG-323"], restoresPreserved),
                CaseCheck("restoration runs between willFinishLaunching and didFinishLaunching", rules: ["APG-207"], restoresInsideLaunchWindow),
            ]),
        ConformanceCase(
            "RESTORE-004", "a first launch with no preserved state restores nothing",
            hint: "check that restoration happens only when preserved state exists",
            app: restoringApp(), areas: [.stateRestoration], stimuli: [.tapIcon],
            checks: [
                CaseCheck("premise: the app is launched", rules: [], .inOrder(["willFinishLaunching@*", "didFinishLaunching@*"], filter: .callbacks)),
                CaseCheck("with no preserved state the launch restores nothing", rules: ["APG-323"], .excludes(["restored("], filter: .everything)),
            ]),
        ConformanceCase(
            "RESTORE-005", "a preserved controller whose class the app can no longer create is not restored",
            hint: "check that restoration asks the app for each object and skips those whose recorded class the app does not offer",
            app: restoringApp(classes: ["RootController"]), areas: [.stateRestoration, .termination], setup: [.tapIcon],
            stimuli: [.homeButton, .systemTerminate, .tapIcon],
            checks: [
                CaseCheck("premise: the state was preserved once when the app entered the background", rules: [], preservesOnce),
                // APG-323: at the next launch UIKit restores the preserved state, here the part the app can still create.
                CaseCheck(
                    "the controller whose class the app still offers is restored", rules: ["APG-323"],
                    restoredIdentifiers { $0.contains("root") ? nil : "root, whose class the app offers, was not restored" }),
                CaseCheck("the controller whose class the app no longer offers is not restored", rules: ["APG-367", "APG-325"], notRestored("list")),
            ]),
        ConformanceCase(
            "RESTORE-006", "a user force-quit deletes the preserved state, so the next launch restores nothing",
            hint: "check that force-quit discards the preserved-state file",
            app: restoringApp(), areas: [.stateRestoration, .termination], setup: [.tapIcon], stimuli: [.homeButton, .forceQuit, .tapIcon],
            checks: [
                CaseCheck(
                    "premise: the state was preserved, then the app was force-quit and launched again", rules: [],
                    .all([preservesOnce, launchAfter("terminated(user-force-quit)")])),
                CaseCheck("the launch after the force-quit restores nothing", rules: ["APG-368"], .excludes(["restored("], filter: .everything)),
            ]),
        ConformanceCase(
            "RESTORE-007", "a launch while the device is locked does not restore the preserved state",
            hint: "check that restoration needs the device unlocked (the preserved state is encrypted), also in a background launch",
            configuration: .with {
                $0.passcodeSet = true
                $0.backgroundModes = [.fetch]
            },
            app: restoringApp(), areas: [.stateRestoration, .relaunch, .backgroundEvents],
            setup: [.tapIcon, .homeButton, .systemTerminate, .lock], stimuli: [.backgroundEvent(.fetch)],
            checks: [
                CaseCheck(
                    "premise: the fetch launches the app while the device is locked", rules: [],
                    .inOrder(["willFinishLaunching@*", "didFinishLaunching@*", "performFetch@*"], filter: .callbacks)),
                CaseCheck("the launch while locked restores nothing", rules: ["APG-324"], .excludes(["restored("], filter: .everything)),
            ]),
        ConformanceCase(
            "RESTORE-008", "every controller the app preserved comes back at the next launch",
            subject: .app, hint: "check that the app can create (restorableClassNames) every controller class it gives a restoration identifier",
            areas: [.stateRestoration, .termination], setup: [.tapIcon], stimuli: [.homeButton, .systemTerminate, .tapIcon],
            checks: [
                CaseCheck("premise: the app is launched again after the system ended it", rules: [], launchAfter("terminated(ended)")),
                CaseCheck("the app creates every controller it preserved when restoration asks for it", rules: ["APG-348", "APG-331"], restoresPreserved),
            ]),
        ConformanceCase(
            "RESTORE-009", "by the time it is in the background the app has saved what it would lose if purged",
            subject: .app, hint: "check that the app saves its state when it enters the background, since a suspended app may be purged without notice",
            areas: [.appDuties], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [CaseCheck("the app's user data is saved by the time it is in the background", rules: ["APG-130"], .dutiesMet)]),
    ]

    /// The one `restored(…)` record holds what the one `preserved(…)` record held (APG-323:
    /// at the next launch UIKit restores the state from the preserved file). Nothing to judge
    /// when nothing was preserved: then there is nothing to restore.
    static let restoresPreserved = CaseExpectation.check("restored what was preserved") { evidence in
        guard let preserved = RestorationRecords.single("preserved", in: evidence), !preserved.isEmpty else { return nil }
        let restored = RestorationRecords.restored(evidence)
        guard restored.count == 1 else { return "expected one restored(…) record at the next launch, observed \(restored.count)" }
        let missing = preserved.subtracting(restored[0])
        let extra = restored[0].subtracting(preserved)
        guard missing.isEmpty, extra.isEmpty else {
            return "preserved \(RestorationRecords.describe(preserved)) but restored \(RestorationRecords.describe(restored[0]))"
        }
        return nil
    }

    /// The `restored(…)` record stands between the two launch methods of the last launch in
    /// the chain (APG-207: restoration happens within the window bounded by
    /// willFinishLaunching and didFinishLaunching; contract §1 puts restoration in the chain).
    /// Nothing to judge when nothing was restored, which `restoresPreserved` reports.
    static let restoresInsideLaunchWindow = CaseExpectation.check("restored inside the launch window") { evidence in
        let chain = evidence.canonical(.everything).chain
        guard let restored = chain.lastIndex(where: { $0.hasPrefix("restored(") }) else { return nil }
        let will = chain.lastIndex { $0.hasPrefix("willFinishLaunching@") }
        let did = chain.lastIndex { $0.hasPrefix("didFinishLaunching@") }
        guard let will, let did, will < restored, restored < did else {
            return "restoration is outside willFinishLaunching…didFinishLaunching: \(chain.joined(separator: ", "))"
        }
        return nil
    }

    /// No `restored(…)` record holds `identifier` (APG-367: UIKit does not restore an object
    /// whose class the app no longer offers; APG-325: creating it is left to the app). Holds
    /// when nothing was restored; the check that expects a restoration reports that.
    static func notRestored(_ identifier: String) -> CaseExpectation {
        .check("\(identifier) not restored") { evidence in
            let restored = RestorationRecords.restored(evidence)
            guard restored.contains(where: { $0.contains(identifier) }) else { return nil }
            return "\(identifier) was restored although the app cannot create its class: \(restored.map(RestorationRecords.describe).joined(separator: ", "))"
        }
    }

    /// A judgement of the identifiers of the one `restored(…)` record; a failure when there is
    /// none or more than one.
    static func restoredIdentifiers(_ judge: @escaping @Sendable (Set<String>) -> String?) -> CaseExpectation {
        .check("restored identifiers") { evidence in
            let restored = RestorationRecords.restored(evidence)
            guard restored.count == 1 else { return "expected one restored(…) record at the next launch, observed \(restored.count)" }
            return judge(restored[0])
        }
    }
}
