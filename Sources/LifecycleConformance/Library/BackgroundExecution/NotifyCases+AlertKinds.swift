import LifecycleModel

/// How a local notification gets the user's attention (NOTIFY-105…106): an alert, a sound, a
/// badge or any combination (BGEXEC-155), as the app specified when it scheduled it (APG-108).
/// Read through `CaseEvidence.presentations(stimulus:)`, never by trace expectations (contract §8).
extension NotifyCases {
    static let alertKinds: [ConformanceCase] = [
        presented(
            "NOTIFY-105", "a local notification that asks for a sound and a badge, and no alert, is presented with exactly those",
            hint: "check that the system plays the sound and badges the icon without showing an alert when the notification asks for that",
            kinds: [.sound, .badge]),
        presented(
            "NOTIFY-106", "a local notification that asks for an alert, a sound and a badge gets all three",
            hint: "check that the system combines every kind of attention the notification asks for",
            kinds: [.alert, .sound, .badge]),
    ]

    private static func presented(_ id: String, _ title: String, hint: String, kinds: Set<NotificationAlertKind>, line: Int = #line) -> ConformanceCase {
        let wanted = "local-presented(\(NotificationAlertKind.line(kinds)))"
        return ConformanceCase(
            id, title, hint: hint, app: .with { $0.notificationAlertKinds = kinds }, areas: [.localNotifications],
            setup: [.tapIcon, .scheduleLocalNotifications(count: 1), .homeButton], stimuli: [.fireLocalNotification],
            checks: [
                CaseCheck(
                    "the notification fired to the user is presented in exactly the ways the app asked for", rules: ["BGEXEC-155", "APG-108"],
                    .check(wanted) { evidence in
                        guard let presented = evidence.presentations(stimulus: 0) else { return "the stimulus was not sent" }
                        if presented == [wanted] { return nil }
                        return "expected \(wanted), observed \(presented.isEmpty ? "(nothing)" : presented.joined(separator: ", "))"
                    }, line: line)
            ], line: line)
    }
}
