import LifecycleModel

/// A socket connection the system tore down while the app was suspended (which it may do,
/// APG-128, BGEXEC-196) is simply made again when the app resumes (BGEXEC-198).
extension ForegroundCases {
    static let sockets: [ConformanceCase] = [
        ConformanceCase(
            "FOREGROUND-004", "a socket connection torn down while the app was suspended is re-established when it returns",
            subject: .app,
            hint: "check that the app, told through AppSide.closedBySystem that its socket connection was torn down, connects again on its return",
            areas: [.systemClosings, .foregroundTransitions], setup: [.tapIcon, .homeButton], stimuli: [.networkChange, .tapIcon],
            checks: [
                CaseCheck(
                    // APG-127, BGEXEC-197: being prepared for a connection that failed while the app
                    // was away is seen here, after a network change, as not keeping it.
                    "back in the foreground, the app holds no dead socket connection", rules: ["BGEXEC-198", "APG-127", "BGEXEC-197"],
                    .check("no dead socket connection after the return") { evidence in
                        // Nothing to judge when the app had no connection for the system to tear down.
                        guard let trace = evidence.canonical(stimulus: 0, .everything),
                            trace.answers.contains("closed-by-system(\(OpenResource.socketConnection.rawValue))"), evidence.finalState == .active
                        else { return nil }
                        return evidence.holdings.socketConnection == .failed
                            ? "the system tore down the app's socket connection while it was suspended, and the app came back still holding it"
                            : nil
                    })
            ])
    ]
}
