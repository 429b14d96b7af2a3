import LifecycleModel
import Testing

/// Golden traces, written by hand from the Background Execution chapter's note on getting the
/// user's attention: a local notification can show an alert, play a sound, badge the icon, or
/// do any mix of the three, and the app says which when it schedules it.
@Suite("Golden traces of how local notifications are presented", .tags(.golden, .required), .citedRulesExist)
struct NotificationAlertKindTraces {
    static func firedInBackground(asking kinds: Set<NotificationAlertKind>) throws -> [Observation] {
        var options = ReferenceApp.Options()
        options.notificationAlertKinds = kinds
        let scenario = try Scenario(app: options)
        try scenario.run(.tapIcon, .scheduleLocalNotifications(count: 1), .homeButton)
        return try scenario.trace(.fireLocalNotification)
    }

    @Test("[BGEXEC-155, APG-108] each combination the app asks for is presented as asked, no more and no less")
    func everyCombination() throws {
        let combinations: [Set<NotificationAlertKind>] = [
            [.alert], [.sound], [.badge], [.alert, .sound], [.alert, .badge], [.sound, .badge], [.alert, .sound, .badge],
        ]
        for kinds in combinations {
            let trace = try Self.firedInBackground(asking: kinds)
            #expect(trace.contains(.localNotificationDelivered(toApp: false)))
            #expect(trace.filter { if case .localNotificationPresented = $0 { true } else { false } } == [.localNotificationPresented(kinds)])
        }
    }

    @Test("[BGEXEC-155] a notification that reaches the running app goes to its delegate and is not presented to the user")
    func activeAppGetsItInstead() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .scheduleLocalNotifications(count: 1))
        let trace = try scenario.trace(.fireLocalNotification)
        #expect(trace.contains(.localNotificationDelivered(toApp: true)))
        #expect(!trace.contains { if case .localNotificationPresented = $0 { true } else { false } })
    }
}
