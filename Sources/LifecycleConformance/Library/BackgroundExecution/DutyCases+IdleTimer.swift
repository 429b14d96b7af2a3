import LifecycleModel

/// The idle timer (DUTY-101…102): an app that disabled it to keep the screen on has no reason
/// to keep it disabled once it leaves the screen (APG-419, callback-duty rows CD-048/CD-049).
extension DutyCases {
    static let idleTimer: [ConformanceCase] = [
        ConformanceCase(
            "DUTY-101", "the app leaves the idle timer enabled once it has entered the background",
            subject: .app, hint: "check that idleTimerDisabled is false when applicationDidEnterBackground: returns",
            areas: [.appDuties], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [.duty("idleTimerDisabled is false once applicationDidEnterBackground: returns", rules: ["APG-419"])]),
        ConformanceCase(
            "DUTY-102", "with scenes, the app leaves the idle timer enabled once its scene has entered the background",
            subject: .app, hint: "check that idleTimerDisabled is false when sceneDidEnterBackground: returns",
            configuration: .scenes, areas: [.appDuties], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [.duty("idleTimerDisabled is false once sceneDidEnterBackground: returns", rules: ["APG-419"])]),
    ]
}
