import LifecycleModel

/// Local notifications the app manages through `UIApplication` (NOTIFY-102…104): presented
/// at once, repeating at an interval, cancelled and listed. The system's replies to these
/// requests are answers (contract §8): fixed in value, free in position.
extension NotifyCases {
    static let management: [ConformanceCase] = [
        ConformanceCase(
            "NOTIFY-102", "a local notification presented at once reaches the active app at once, and the user when the app is in the background",
            hint: "check presentLocalNotificationNow: delivered without any fire date, to the app when active, to the user otherwise",
            app: .finishingWork, areas: [.localNotifications, .localNotificationManagement], setup: [.tapIcon],
            stimuli: [.presentLocalNotificationNow, .homeButton, .presentLocalNotificationNow],
            checks: [
                CaseCheck(
                    "presented while the app is active, it goes to application:didReceiveLocalNotification: at once", rules: ["BGEXEC-161"],
                    StimulusTrace.shows(0, ["didReceiveLocalNotification@active", "local-delivered(app)"])),
                CaseCheck(
                    "presented while the app runs in the background, it is shown to the user at once", rules: ["BGEXEC-161"],
                    StimulusTrace.shows(2, ["local-delivered(user)"])),
            ]),
        ConformanceCase(
            "NOTIFY-103", "a repeating local notification stays scheduled after it fires and fires again",
            hint: "check that a notification with a repeat interval is not used up when it fires",
            areas: [.localNotifications, .localNotificationManagement],
            setup: [.tapIcon, .scheduleRepeatingLocalNotification, .homeButton],
            stimuli: [.fireLocalNotification, .fireLocalNotification, .tapIcon, .listLocalNotifications],
            checks: [
                CaseCheck("the first firing is shown to the user", rules: ["BGEXEC-163"], StimulusTrace.shows(0, ["local-delivered(user)"])),
                CaseCheck("the same notification fires again at its next interval", rules: ["BGEXEC-163"], StimulusTrace.shows(1, ["local-delivered(user)"])),
                CaseCheck(
                    "after firing twice it is still in the list of scheduled notifications", rules: ["BGEXEC-163"],
                    StimulusTrace.answers(3, include: "local-listed(1)")),
            ]),
        ConformanceCase(
            "NOTIFY-104", "the app may list its scheduled local notifications and cancel them; cancelled ones no longer fire",
            hint: "check scheduledLocalNotifications and cancelAllLocalNotifications",
            areas: [.localNotifications, .localNotificationManagement], setup: [.tapIcon, .scheduleLocalNotifications(count: 3)],
            stimuli: [.listLocalNotifications, .cancelLocalNotifications, .listLocalNotifications, .fireLocalNotification],
            checks: [
                CaseCheck(
                    "the list holds the three notifications the app scheduled", rules: ["APG-110", "BGEXEC-171"],
                    StimulusTrace.answers(0, include: "local-listed(3)")),
                CaseCheck(
                    "cancelling removes the three scheduled notifications", rules: ["APG-109", "BGEXEC-171"],
                    StimulusTrace.answers(1, include: "local-cancelled(3)")),
                CaseCheck(
                    "after cancelling, the list is empty", rules: ["APG-109", "APG-110", "BGEXEC-171"],
                    StimulusTrace.answers(2, include: "local-listed(0)")),
                CaseCheck(
                    "a cancelled notification does not fire", rules: ["APG-109", "BGEXEC-171"],
                    .refused(.stimulusNotApplicable)),
            ]),
    ]
}
