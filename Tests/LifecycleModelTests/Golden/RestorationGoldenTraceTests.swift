import LifecycleModel
import Testing

/// Golden traces of state preservation and restoration, typed from the documents' prose on
/// the app delegate's part: UIKit asks `application:shouldSaveApplicationState:` before it
/// preserves, calls `application:willEncodeRestorableStateWithCoder:` at the very start of
/// preservation, and asks `application:shouldRestoreApplicationState:` inside the launch,
/// between the two launch methods, before it restores.
@Suite("Golden traces of state preservation and restoration", .tags(.golden, .required), .citedRulesExist)
struct RestorationGoldenTraceTests {
    static let options: ReferenceApp.Options = {
        var options = ReferenceApp.Options()
        options.optsIntoStateRestoration = true
        options.restorableControllers = [RestorableController(restorationIdentifier: "root", className: "RootController")]
        options.restorableClassNames = ["RootController"]
        return options
    }()

    /// The events of a trace with the preservation and restoration records kept.
    static func eventsAndRecords(_ trace: [Observation]) -> [String] {
        trace.compactMap { observation in
            switch observation {
            case .statePreserved(let identifiers): "preserved(\(identifiers.joined(separator: ",")))"
            case .stateRestored(let identifiers): "restored(\(identifiers.joined(separator: ",")))"
            default: TraceProjection.events([observation]).first
            }
        }
    }

    @Test("[APG-317, APG-357] entering the background: the delegate is asked to save, encodes its own state first, then the controllers are preserved")
    func preservationAsksTheDelegateFirst() throws {
        let scenario = try Scenario(app: Self.options)
        try scenario.run(.tapIcon)
        #expect(
            Self.eventsAndRecords(try scenario.trace(.homeButton)) == [
                "willResignActive@active",
                "post UIApplicationWillResignActiveNotification",
                "didEnterBackground@background",
                "post UIApplicationDidEnterBackgroundNotification",
                "shouldSaveApplicationState@background",
                "willEncodeRestorableState@background",
                "preserved(root)",
                "snapshot",
            ])
    }

    @Test("[APG-318, APG-359] the next launch: the delegate is asked to restore between the two launch methods, then the state is restored")
    func restorationAsksTheDelegateFirst() throws {
        let scenario = try Scenario(app: Self.options)
        try scenario.run(.tapIcon, .homeButton, .systemTerminate)
        #expect(
            Self.eventsAndRecords(try scenario.trace(.tapIcon)) == [
                "willFinishLaunching@inactive",
                "shouldRestoreApplicationState@inactive",
                "restored(root)",
                "didFinishLaunching@inactive",
                "post UIApplicationDidFinishLaunchingNotification",
                "didBecomeActive@active",
                "post UIApplicationDidBecomeActiveNotification",
            ])
    }

    @Test("[APG-317] an app that answers false to application:shouldSaveApplicationState: has nothing preserved")
    func decliningTheSaveQuestionPreservesNothing() throws {
        var options = Self.options
        options.declinesStatePreservation = true
        let scenario = try Scenario(app: options)
        try scenario.run(.tapIcon)
        let events = Self.eventsAndRecords(try scenario.trace(.homeButton))
        #expect(events.contains("shouldSaveApplicationState@background"))
        #expect(!events.contains { $0.hasPrefix("preserved(") || $0.hasPrefix("willEncodeRestorableState") })
    }
}
