import LifecycleModel

/// Local notifications: delivered to an active app, shown to the user otherwise (even once
/// the app has ended), never bringing the app forward by themselves, at most 128 scheduled.
enum NotifyCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "NOTIFY-001", "a local notification that fires while the app is active goes to application:didReceiveLocalNotification:, not to the user",
            hint: "check the delivery of a firing local notification to an active app",
            areas: [.localNotifications], setup: [.tapIcon, .scheduleLocalNotifications(count: 1)], stimuli: [.fireLocalNotification],
            checks: [
                CaseCheck(
                    "the notification is delivered to application:didReceiveLocalNotification: of the active app", rules: ["BGEXEC-165", "BGEXEC-157"],
                    .all([.callbacks(["didReceiveLocalNotification@active"]), .finalState(.active)])),
                CaseCheck(
                    "the notification is not presented to the user", rules: ["APG-106", "BGEXEC-165", "BGEXEC-157"],
                    .excludes(["local-delivered(user)"], filter: .everything)),
            ]),
        ConformanceCase(
            "NOTIFY-002",
            "a local notification scheduled from the background fires to the user while the app is suspended and does not bring the app forward",
            hint: "check that a notification firing for a suspended app is shown to the user with no callback and no state change",
            app: .finishingWork, areas: [.localNotifications, .backgroundTasks], setup: [.tapIcon, .homeButton],
            stimuli: [.scheduleLocalNotifications(count: 1), .wait(seconds: 3600), .fireLocalNotification],
            checks: [
                // APG-104: scheduling is an answer to the app's request (contract §8: fixed in value, free in position).
                CaseCheck(
                    "the app running in the background may schedule a local notification", rules: ["APG-104"],
                    StimulusTrace.answers(0, include: "local-scheduled(1,0)")),
                CaseCheck(
                    "when it fires for the suspended app it is shown to the user", rules: ["BGEXEC-164"],
                    .inOrder(["local-delivered(user)"], filter: .everything)),
                // APG-105: the delivery does not bring the app forward; read from the canonical
                // trace of the firing stimulus, which must hold the delivery and nothing else.
                CaseCheck(
                    "the delivery calls nothing in the app and does not change its state", rules: ["APG-105"],
                    .all([StimulusTrace.shows(2, ["local-delivered(user)"]), .finalState(.suspended)])),
            ]),
        ConformanceCase(
            "NOTIFY-003", "the system keeps at most 128 scheduled local notifications per app",
            hint: "check the limit on scheduled local notifications",
            areas: [.localNotifications], setup: [.tapIcon], stimuli: [.scheduleLocalNotifications(count: 100), .scheduleLocalNotifications(count: 30)],
            checks: [
                CaseCheck(
                    "of 130 notifications scheduled, 128 are kept and 2 discarded", rules: ["BGEXEC-162"],
                    .trace(oneOf: [["local-scheduled(100,0)", "local-scheduled(128,2)"]], filter: .everything))
            ]),
        ConformanceCase(
            "NOTIFY-101", "a scheduled local notification still fires, to the user, after the app has been terminated",
            hint: "check that scheduled local notifications belong to the system, not to the app's process",
            areas: [.localNotifications], setup: [.tapIcon, .scheduleLocalNotifications(count: 1), .homeButton, .systemTerminate],
            stimuli: [.fireLocalNotification],
            checks: [
                CaseCheck(
                    "the notification fires to the user while the app is not running, and nothing launches it", rules: ["BGEXEC-164"],
                    .all([.trace(oneOf: [["local-delivered(user)"]], filter: .everything), .finalState(.notRunning)]))
            ]),
    ]
}
