import LifecycleModel

/// State preservation and restoration: what UIKit preserves on entering the background,
/// what it restores at the next launch, and when it does neither. Preservation and
/// restoration are read from the chain as identifier sets (``RestorationRecords``).
enum RestoreCases {
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

    static let all: [ConformanceCase] = preservation + restoration + delegateQuestions + appDeclarations + viewDeclarations

    static let preservation: [ConformanceCase] = [
        ConformanceCase(
            "RESTORE-001", "entering the background preserves the opted-in app's controllers; one without an identifier is left out with its children",
            hint:
                "check that preservation runs on the system's own initiative when the app enters the background, walks the hierarchy, and skips the whole subtree under a nil identifier",
            app: restoringApp(), areas: [.stateRestoration], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck("the move to the background preserves the app's state without the app asking", rules: ["APG-321", "APG-312"], preservesOnce),
                CaseCheck(
                    "a controller without a restoration identifier is left out together with its children", rules: ["APG-338"],
                    preservedIdentifiers(["root", "list"])),
            ]),
        ConformanceCase(
            "RESTORE-002", "an app that does not opt in has nothing preserved and nothing restored",
            hint: "check that preservation and restoration are gated on the app's opt-in",
            app: restoringApp(optIn: false), areas: [.stateRestoration], setup: [.tapIcon],
            stimuli: [.homeButton, .systemTerminate, .tapIcon],
            checks: [
                CaseCheck("premise: the app is launched again after the system ended it", rules: [], launchAfter("terminated(ended)")),
                CaseCheck(
                    "nothing is preserved on entering the background and nothing restored at the next launch", rules: ["APG-316"],
                    .excludes(["preserved(", "restored("], filter: .everything)),
            ]),
    ]

    // MARK: Shared expectations

    /// Exactly one `preserved(…)` record in the chain: UIKit preserved the state once, on its
    /// own initiative (APG-321, APG-312). No rule fixes where preservation stands relative to
    /// the background callbacks, so only its presence in the stimulus is demanded.
    static let preservesOnce = CaseExpectation.check("one preserved(…) record") { evidence in
        let found = RestorationRecords.preserved(evidence)
        return found.count == 1 ? nil : "expected the state to be preserved once, observed \(found.count) preserved(…) records"
    }

    /// The one `preserved(…)` record holds exactly `identifiers` (APG-338 decides which);
    /// nothing to judge when the state was not preserved once, which `preservesOnce` reports.
    static func preservedIdentifiers(_ identifiers: Set<String>) -> CaseExpectation {
        .check("preserved exactly \(RestorationRecords.describe(identifiers))") { evidence in
            guard let preserved = RestorationRecords.single("preserved", in: evidence) else { return nil }
            return preserved == identifiers
                ? nil : "preserved \(RestorationRecords.describe(preserved)), expected \(RestorationRecords.describe(identifiers))"
        }
    }

    /// The app is launched again after `end`: both launch methods follow it in the chain.
    static func launchAfter(_ end: String) -> CaseExpectation {
        .inOrder([end, "willFinishLaunching@*", "didFinishLaunching@*"], filter: .events)
    }
}
