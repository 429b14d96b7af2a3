extension ReferenceSystem {
    /// A change to the device's configuration: told at once to a running app, queued for
    /// a suspended one (which a declared mode may wake to hear it), and remembered for a
    /// terminated one.
    /// Signed in to iCloud unless the last `icloud-account` change signed the user out (value 0).
    public var ubiquityIdentityAvailable: Bool { systemValues[.icloudAccount].map { $0 != 0 } ?? true }
    /// The value of the last `security-settings` change (0 before any).
    public var securitySetting: Int { systemValues[.securitySettings] ?? 0 }
    /// Granted unless the last `privacy-permission` change revoked it (value 0).
    public var privacyAccessGranted: Bool { systemValues[.privacyPermission].map { $0 != 0 } ?? true }
    /// Allowed unless the last `content-rating` change forbade explicit content (value 1).
    public var explicitContentAllowed: Bool { systemValues[.contentRating].map { $0 == 0 } ?? true }
    /// Once the user has set content-rating restrictions, each ``ContentRatingKey`` holds a
    /// value: 1 or 0 for whether explicit books or music are allowed, and for the ratings
    /// `unlimitedRating` (the restrictions limit explicit content only). Before any
    /// `content-rating` change nothing is stored, and every other key holds nothing either.
    public func restriction(forKey key: String) -> Int? {
        guard let restriction = systemValues[.contentRating], let known = ContentRatingKey(rawValue: key) else { return nil }
        switch known {
        case .explicitBooksAllowed, .explicitMusicPodcastsAllowed: return restriction == 0 ? 1 : 0
        case .appRating, .movieRating, .tvShowRating: return Self.unlimitedRating
        }
    }

    /// Whether a user launch now brings the airplane-mode alert: the app sets
    /// `UIRequiresPersistentWiFi` (APG-457), the device is in airplane mode (APG-458) and the
    /// user has not turned Wi-Fi back on since switching it on (APG-459).
    var airplaneModeAlertDue: Bool {
        configuration.requiresPersistentWiFi && systemValues[.airplaneMode] == 1 && systemValues[.wifi] != 1
    }

    /// The rating value the reference system stores when no rating is limited.
    public static let unlimitedRating = 1000

    func applySystemChange(_ kind: SystemChangeKind, value: Int, stimulus: Stimulus) throws(LifecycleError) {
        let previous = systemValues[kind]
        systemValues[kind] = value
        // Airplane mode turns the Wi-Fi radio off; only the user turns it back on.
        if kind == .airplaneMode, value == 1 { systemValues[.wifi] = 0 }
        switch state {
        case .notRunning:
            return
        case .suspended:
            if let row = tables.queuedNotifications.first(where: { $0.kind == kind }) { performedRows.append(.queuedNotification(row)) }
            if let index = queuedChanges.firstIndex(where: { $0.kind == kind }) {
                queuedChanges[index].latest = value
                queuedChanges[index].count += 1
            } else {
                queuedChanges.append(QueuedChange(kind: kind, valueAtSuspension: previous, latest: value, count: 1))
            }
            try wakeForChange(kind, stimulus: stimulus)
        case .active, .inactive, .background:
            guard previous != value else { return }
            postNotifications(for: kind, value: value)
        }
    }

    /// Delivers what was queued while the app was suspended: one notification set per
    /// kind, for the net change only, before the app sees any user input.
    func deliverQueuedChanges() {
        let queued = queuedChanges
        queuedChanges.removeAll()
        for change in queued {
            let row = tables.queuedNotifications.first { $0.kind == change.kind }
            let coalesced = row?.coalesced ?? true
            if coalesced {
                guard change.latest != change.valueAtSuspension else { continue }
                postNotifications(for: change.kind, value: change.latest)
            } else {
                for _ in 0..<change.count { postNotifications(for: change.kind, value: change.latest) }
            }
        }
    }

    /// Posts the notification for a change. A row with two names pairs a change to a
    /// non-zero value (connected, locked…) with the first and a change to zero with the second.
    func postNotifications(for kind: SystemChangeKind, value: Int) {
        guard let row = tables.queuedNotifications.first(where: { $0.kind == kind }), !row.notifications.isEmpty else { return }
        performedRows.append(.queuedNotification(row))
        let name = row.notifications.count == 2 && value == 0 ? row.notifications[1] : row.notifications[0]
        output.append(.notification(name))
        if let posted = NotificationName(rawValue: name) { app?.receive(posted, services: self) }
    }

    /// View redraws asked for in the background wait, coalesced, until the foreground
    /// (STATES-173); the change the background work made to the interface is taken into a
    /// new snapshot at once, so the app switcher shows it (APG-273).
    func requestRedraw(_ stimulus: Stimulus) throws(LifecycleError) {
        switch state {
        case .active, .inactive: output.append(.viewRedrawn)
        case .background:
            pendingRedraw = true
            output.append(.snapshotTaken(sensitiveContentVisible: app?.holdings.sensitiveContentVisible ?? false))
            snapshotKept = true
        case .suspended, .notRunning: throw .notApplicable(stimulus, in: state, id: "sim.refusal.not-running-redraw")
        }
    }

    func flushPendingRedraw() {
        guard pendingRedraw else { return }
        pendingRedraw = false
        output.append(.viewRedrawn)
    }

    /// Frees memory: warns the foreground app, purges suspended apps largest footprint
    /// first, and ends an app running in the background only when that is not enough. With
    /// the largest-first purge order (STATES-135) an app running in the background is ranked
    /// by its footprint among the suspended ones instead.
    func relieveMemoryPressure(megabytes: Int, stimulus: Stimulus) throws(LifecycleError) {
        guard let app else { return }
        let warnsTheApp = state.isForeground || state == .background
        if state.isForeground, let row = row(for: .memoryPressure) { try perform(row) }
        if state == .background {
            // An app running in the background hears of memory pressure as a foreground app does
            // (BGEXEC-220): the same callback, with the notifications the warning rows post beside it.
            _ = app.handle(.didReceiveMemoryWarning, receiver: .appDelegate, services: self)
            output.append(.callback(.didReceiveMemoryWarning, receiver: .appDelegate, applicationState: .background))
            for name in memoryWarningNotifications { output.append(.notification(name)) }
        }
        // The same warning reaches the app's view controllers through their own
        // didReceiveMemoryWarning (APG-437).
        if warnsTheApp && state != .notRunning { output.append(.memoryWarningToViewControllers) }
        var candidates = configuration.otherSuspendedAppFootprints.map { (footprint: $0, isThisApp: false) }
        let rankedBySize = state == .suspended || (state == .background && configuration.memoryPurgeOrder == .largestFirst)
        if rankedBySize { candidates.append((app.holdings.memoryFootprintMegabytes, true)) }
        candidates.sort { $0.footprint > $1.footprint }
        var freed = 0
        for candidate in candidates where freed < megabytes {
            freed += candidate.footprint
            if candidate.isThisApp { try runRow(.memoryPressure, stimulus: stimulus) }
        }
        if freed < megabytes && state == .background {
            freed += app.holdings.memoryFootprintMegabytes
            try runRow(.memoryPressure, stimulus: stimulus)
        }
        output.append(.memoryFreed(megabytes: freed))
    }

    /// Ends the app for a reboot: without notice by default (LIFECYCLE-073); under the
    /// reading that every running app hears of its end (STATES-198), an app that is running
    /// and not suspended gets `applicationWillTerminate:` first.
    func endForReboot(stimulus: Stimulus) throws(LifecycleError) {
        if configuration.rebootCallsWillTerminate, state.isRunning, let app {
            let seen = applicationState
            insideWillTerminate = true
            _ = app.handle(.willTerminate, receiver: .appDelegate, services: self)
            insideWillTerminate = false
            output.append(.callback(.willTerminate, receiver: .appDelegate, applicationState: seen))
            for name in willTerminateNotifications { output.append(.notification(name)) }
        }
        try runRow(.reboot, stimulus: stimulus)
    }

    /// The notifications the transition table posts beside `applicationWillTerminate:`.
    var willTerminateNotifications: [String] {
        transitionIndex.rows.lazy.flatMap(\.steps).first { $0.callback == .willTerminate }?.notifications ?? []
    }

    /// Under the translation's reading of APG-083 (APG-486), an app whose background
    /// session still has transfers the system carries is not suspended while they run; the
    /// session's completion event ends them.
    var handedOffDownloadKeepsAppRunning: Bool {
        configuration.downloadHandOffKeepsAppRunning && configuration.sessionSendsLaunchEvents && !handedOffTransfersFinished
    }

    /// The notifications the transition table posts beside a memory warning.
    var memoryWarningNotifications: [String] {
        transitionIndex.rows.lazy.filter { $0.trigger == .memoryPressure }.flatMap(\.steps).first { $0.callback == .didReceiveMemoryWarning }?.notifications
            ?? []
    }

    /// The system keeps the soonest-firing notifications up to the documented limit.
    func scheduleLocalNotifications(_ count: Int, stimulus: Stimulus) throws(LifecycleError) {
        guard count > 0 else { throw LifecycleError(.invalidArgument, id: "sim.error.schedule-count", ["count": "\(count)"]) }
        guard state.isRunning else { throw .notApplicable(stimulus, in: state, id: "sim.refusal.schedule-running-only") }
        let limit = Self.localNotificationLimit
        let total = localNotificationsScheduled + repeatingLocalNotificationsScheduled + count
        localNotificationsScheduled = min(total, limit) - repeatingLocalNotificationsScheduled
        output.append(.localNotificationsScheduled(kept: min(total, limit), discarded: max(0, total - limit)))
    }

    func fireLocalNotification(_ stimulus: Stimulus) throws(LifecycleError) {
        guard localNotificationsScheduled + repeatingLocalNotificationsScheduled > 0 else {
            throw .notApplicable(stimulus, in: state, id: "sim.refusal.none-scheduled")
        }
        // A one-time notification is used up; a repeating one stays scheduled (BGEXEC-163).
        if localNotificationsScheduled > 0 { localNotificationsScheduled -= 1 }
        deliverLocalNotification()
    }

    /// Shows a local notification: to the active app through its delegate, otherwise to the user.
    func deliverLocalNotification() {
        if state == .active, let app {
            _ = app.handle(.didReceiveLocalNotification, receiver: .appDelegate, services: self)
            output.append(.callback(.didReceiveLocalNotification, receiver: .appDelegate, applicationState: .active))
            output.append(.localNotificationDelivered(toApp: true))
        } else {
            output.append(.localNotificationDelivered(toApp: false))
            // Presented in the ways the app asked for, whichever combination (BGEXEC-155).
            output.append(.localNotificationPresented(app?.holdings.localNotificationAlertKinds ?? [.alert]))
        }
    }

    /// The most local notifications the system keeps for one app.
    static let localNotificationLimit = 128
}
