import LifecycleModel
import Testing

/// The reference system's handling of local notifications the app manages itself: presented
/// at once, repeating, cancelled and listed (BGEXEC-161, BGEXEC-163, BGEXEC-171).
@Suite("Local notifications the app presents, repeats, cancels and lists", .tags(.userAttention), .citedRulesExist)
struct LocalNotificationManagementTests {
    @Test("[BGEXEC-161] a notification presented at once needs no schedule and reaches the active app")
    func presentedAtOnce() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        let presented = try scenario.run(.presentLocalNotificationNow)
        #expect(presented.last == .localNotificationDelivered(toApp: true))
        #expect(try scenario.run(.listLocalNotifications) == [.localNotificationsListed(count: 0)], "nothing was left scheduled")
    }

    @Test("[BGEXEC-163] a repeating notification is not used up by firing; a one-time one is")
    func repeatingStaysScheduled() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .scheduleRepeatingLocalNotification, .scheduleLocalNotifications(count: 1))
        #expect(try scenario.run(.listLocalNotifications) == [.localNotificationsListed(count: 2)])
        try scenario.run(.fireLocalNotification, .fireLocalNotification, .fireLocalNotification)
        #expect(try scenario.run(.listLocalNotifications) == [.localNotificationsListed(count: 1)])
    }

    @Test("[APG-109, BGEXEC-171] cancelling empties the schedule, so nothing is left to fire")
    func cancellingEmptiesTheSchedule() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .scheduleLocalNotifications(count: 2), .scheduleRepeatingLocalNotification)
        #expect(try scenario.run(.cancelLocalNotifications) == [.localNotificationsCancelled(count: 3)])
        #expect(throws: LifecycleError.self) { try scenario.system.send(.fireLocalNotification) }
    }

    @Test("[BGEXEC-171] a process that is not running cannot manage its notifications")
    func refusedWhenNotRunning() throws {
        let scenario = try Scenario()
        for stimulus in [Stimulus.presentLocalNotificationNow, .scheduleRepeatingLocalNotification, .cancelLocalNotifications, .listLocalNotifications] {
            #expect(throws: LifecycleError.self) { try scenario.system.send(stimulus) }
        }
    }
}
