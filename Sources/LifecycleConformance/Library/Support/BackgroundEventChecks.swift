import LifecycleModel

/// The expectations the background-event families share, written in the contract's terms:
/// a wake is seen as the event's callback with applicationState background and the state
/// leaving suspended for background; a launch into the background as both launch methods,
/// the event's callback and the state going from not running to background, never through
/// the foreground (STATES-040, STATES-041); an event that does not reach the app as nothing
/// at all (contract §8: `launched-in-background(…)` and `dropped(…)` are records no case demands).
enum BackgroundEventChecks {
    /// The callbacks of a move to the foreground, which no background event may cause.
    static let foregroundCallbacks = ["willEnterForeground", "didBecomeActive"]

    /// A suspended app woken for an event: `callback` runs with applicationState background,
    /// the app passes into the background, and nothing brings it to the foreground.
    static func wake(_ callback: String) -> CaseExpectation {
        .all([
            .inOrder(["\(callback)@background"], filter: .callbacks),
            .inOrder(["state:background"], filter: .states),
            .excludes(foregroundCallbacks, filter: .callbacks),
        ])
    }

    /// A suspended app woken for an event before the system ends it later in the run: the
    /// callback stands before `terminated` in the chain, and the app passes into the
    /// background before it stops running.
    static func wakeBeforeTermination(_ callback: String) -> CaseExpectation {
        .all([
            .inOrder(["\(callback)@background", "terminated(ended)"], filter: .events),
            .inOrder(["state:background", "state:not-running"], filter: .states),
            .excludes(foregroundCallbacks, filter: .callbacks),
        ])
    }

    /// An app that is not running launched into the background for an event: both launch
    /// methods, then `callback` with applicationState background; the states go from not
    /// running to background; no activation. With `afterTermination`, the launch follows the
    /// end of the process in the same run. The applicationState inside the launch methods is
    /// left to ``launchMethodsReadBackground(line:)``.
    static func launchIntoBackground(_ callback: String, afterTermination: Bool = false) -> CaseExpectation {
        let launch = ["willFinishLaunching@*", "didFinishLaunching@*", "\(callback)@background"]
        return .all([
            .inOrder(afterTermination ? ["terminated(ended)"] + launch : launch, filter: .events),
            .inOrder(afterTermination ? ["state:not-running", "state:background"] : ["state:background"], filter: .states),
            .excludes(foregroundCallbacks, filter: .callbacks),
        ])
    }

    /// The event changes nothing the contract compares: no callback, no launch, no state change.
    static let nothingHappens = CaseExpectation.trace(oneOf: [[]], filter: .everything)

    /// The check that every launch method of the run reads applicationState background, as
    /// in a launch into the background (STATES-044; APG-216: applicationState tells the app
    /// which state it is launched into). It judges only the launch methods that ran, so a
    /// missing launch is charged to the check that expects it.
    static func launchMethodsReadBackground(line: Int = #line) -> CaseCheck {
        CaseCheck(
            "applicationState reads background inside both launch methods of the launch into the background", rules: ["STATES-044", "APG-216"],
            .excludes(
                ["willFinishLaunching@active", "willFinishLaunching@inactive", "didFinishLaunching@active", "didFinishLaunching@inactive"],
                filter: .callbacks), line: line)
    }
}
