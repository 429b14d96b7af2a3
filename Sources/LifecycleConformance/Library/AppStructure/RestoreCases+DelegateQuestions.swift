import LifecycleModel

extension RestoreCases {
    /// The app delegate's part in preservation and restoration: UIKit asks
    /// `application:shouldSaveApplicationState:` before preserving and
    /// `application:shouldRestoreApplicationState:` before restoring, lets the answer gate
    /// the work, and calls `application:willEncodeRestorableStateWithCoder:` at the very start
    /// of preservation.
    static let delegateQuestions: [ConformanceCase] = [
        ConformanceCase(
            "RESTORE-010", "preservation asks the app delegate first, then lets it encode its own state before any controller",
            hint:
                "check that application:shouldSaveApplicationState: and then application:willEncodeRestorableStateWithCoder: come before the preserved controllers",
            app: restoringApp(), areas: [.stateRestoration], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "application:shouldSaveApplicationState: is asked before the state is preserved", rules: ["APG-317"],
                    asked("shouldSaveApplicationState", before: "preserved(")),
                CaseCheck(
                    "application:willEncodeRestorableStateWithCoder: opens the preservation, after the opt-in question", rules: ["APG-357"],
                    .all([asked("shouldSaveApplicationState", before: "willEncodeRestorableState"), asked("willEncodeRestorableState", before: "preserved(")])),
            ]),
        ConformanceCase(
            "RESTORE-011", "restoration asks the app delegate first, inside the launch, before the state is restored",
            hint: "check that application:shouldRestoreApplicationState: is sent after willFinishLaunching and before the preserved state is restored",
            app: restoringApp(), areas: [.stateRestoration], setup: [.tapIcon, .homeButton, .systemTerminate], stimuli: [.tapIcon],
            checks: [
                CaseCheck(
                    "application:shouldRestoreApplicationState: is asked, with the preserved state at hand, before it is restored",
                    rules: ["APG-318", "APG-359"],
                    .all([asked("willFinishLaunching", before: "shouldRestoreApplicationState"), asked("shouldRestoreApplicationState", before: "restored(")]))
            ]),
        ConformanceCase(
            "RESTORE-012", "an app that answers false to application:shouldSaveApplicationState: has nothing preserved",
            hint: "check that the answer of application:shouldSaveApplicationState: gates preservation",
            app: decliningApp, areas: [.stateRestoration], setup: [.tapIcon],
            stimuli: [.homeButton],
            checks: [
                CaseCheck("nothing is preserved after the app answered false", rules: ["APG-317"], .excludes(["preserved("], filter: .everything))
            ]),
    ]

    /// An opted-in app with `hierarchy` that answers false to `application:shouldSaveApplicationState:`.
    static var decliningApp: ReferenceApp.Options {
        var options = restoringApp()
        options.declinesStatePreservation = true
        return options
    }

    /// A line starting with `first` comes before a line starting with `second` in the chain;
    /// a failure names the one that is missing or out of order.
    static func asked(_ first: String, before second: String) -> CaseExpectation {
        .check("\(first) before \(second)") { evidence in
            let chain = evidence.canonical(.everything).chain
            guard let firstIndex = chain.firstIndex(where: { $0.hasPrefix(first) }) else {
                return "expected \(first) before \(second), observed no \(first)"
            }
            guard let secondIndex = chain.lastIndex(where: { $0.hasPrefix(second) }) else {
                return "expected \(second) after \(first), observed no \(second)"
            }
            return firstIndex < secondIndex ? nil : "expected \(first) before \(second), observed it after"
        }
    }
}
