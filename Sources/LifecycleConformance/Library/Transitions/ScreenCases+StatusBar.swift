import LifecycleModel

/// The status bar during a phone call (SCREEN-005): taller when the user goes back to the app
/// during the call (STATES-108), back to its usual height when the call ends (STATES-109), and
/// the view controllers of the app's interface fitting their views to it each time (STATES-111;
/// the reference app's interface is managed by view controllers). Read through the contract's
/// screen part; a status-bar line's place among the screen's pictures is free.
extension ScreenCases {
    static let statusBar: [ConformanceCase] = [
        ConformanceCase(
            "SCREEN-005", "during a phone call the status bar over the app is taller, and it shrinks back when the call ends",
            hint: "check the status bar's height when the user goes back to the app during a call and when the call ends, and that the views fit it",
            areas: [.statusBar, .interruptions], setup: [.tapIcon, .incomingCall, .answerCall], stimuli: [.tapIcon, .endCall],
            checks: [
                CaseCheck(
                    "back in the app during the call, the status bar is taller", rules: ["STATES-108"],
                    statusBar(stimulus: 0, is: .inCall)),
                CaseCheck(
                    "when the call ends, the status bar shrinks back to its usual height", rules: ["STATES-109"],
                    statusBar(stimulus: 1, is: .normal)),
                CaseCheck(
                    "each time the status bar changes, the view controllers fit their views to it", rules: ["STATES-111"],
                    .check("controller views fitted to the status bar") { evidence in
                        for index in 0..<2 {
                            guard let screen = evidence.screen(stimulus: index) else { return "a stimulus was not sent: an earlier one was refused" }
                            guard let change = screen.lastIndex(where: { $0.hasPrefix("status-bar(") }) else { continue }
                            let height = screen[change].dropFirst("status-bar(".count).dropLast()
                            if !screen[change...].contains("controller-views(\(height))") {
                                return "the status bar became \(height) but the view controllers did not fit their views to it: \(lines(screen))"
                            }
                        }
                        return nil
                    }),
            ])
    ]

    /// The last status-bar height reported in a checked stimulus is `height`.
    static func statusBar(stimulus index: Int, is height: StatusBarHeight) -> CaseExpectation {
        .check("status bar \(height.rawValue)") { evidence in
            guard let screen = evidence.screen(stimulus: index) else { return "checked stimulus \(index + 1) was never sent (an earlier one was refused)" }
            let last = screen.last { $0.hasPrefix("status-bar(") }
            return last == "status-bar(\(height.rawValue))"
                ? nil : "expected status-bar(\(height.rawValue)) in stimulus \(index + 1), observed \(lines(screen))"
        }
    }
}
