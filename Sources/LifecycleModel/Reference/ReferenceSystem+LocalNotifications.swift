/// Local notifications the app manages through `UIApplication` (BGEXEC-161, BGEXEC-163,
/// BGEXEC-171): presenting one at once, scheduling one that repeats, cancelling them all and
/// reading the list. Each is a request the app makes from its own code, so it needs the app
/// to be running.
extension ReferenceSystem {
    func manageLocalNotifications(_ stimulus: Stimulus) throws(LifecycleError) {
        guard state.isRunning else { throw .notApplicable(stimulus, in: state, id: "sim.refusal.notifications-running-only") }
        let scheduled = localNotificationsScheduled + repeatingLocalNotificationsScheduled
        switch stimulus {
        case .presentLocalNotificationNow:
            deliverLocalNotification()
        case .scheduleRepeatingLocalNotification:
            let kept = min(scheduled + 1, Self.localNotificationLimit)
            if scheduled < Self.localNotificationLimit { repeatingLocalNotificationsScheduled += 1 }
            output.append(.localNotificationsScheduled(kept: kept, discarded: scheduled + 1 - kept))
        case .cancelLocalNotifications:
            localNotificationsScheduled = 0
            repeatingLocalNotificationsScheduled = 0
            output.append(.localNotificationsCancelled(count: scheduled))
        case .listLocalNotifications:
            output.append(.localNotificationsListed(count: scheduled))
        default:
            break
        }
    }
}
