import LifecycleModel
import LifecycleSpec
import Testing

@Suite("Where the documents disagree, a configuration setting picks the reading", .tags(.configuration), .citedRulesExist)
struct ConflictSettingTests {
    static let conflicts = (try? CatalogLoader.loadBundled().conflicts) ?? []

    @Test("every conflict names a known setting, and every value it lists can be applied", arguments: conflicts)
    func settingsAreKnown(conflict: RuleConflict) throws {
        guard let setting = conflict.setting else { return }
        for (rule, value) in conflict.settingValues {
            var configuration = Configuration()
            try configuration.apply(setting: setting, value: value)
            #expect(configuration.selectedRule(of: conflict) == rule, "\(conflict.id): value '\(value)' should select \(rule)")
        }
    }

    @Test("the default configuration follows each conflict's declared model default", arguments: conflicts)
    func defaultsMatch(conflict: RuleConflict) {
        #expect(Configuration().selectedRule(of: conflict) == conflict.modelDefault, "\(conflict.id)")
    }

    @Test("an unknown setting or value is an error naming it")
    func unknownSetting() throws {
        var configuration = Configuration()
        let error = try #require(throws: LifecycleError.self) { try configuration.apply(setting: "sleepWakeBehaviour", value: "sideways") }
        #expect(error.message == "setting 'sleepWakeBehaviour' does not accept the value 'sideways'")
        #expect(throws: LifecycleError.self) { try configuration.apply(setting: "colour", value: "blue") }
    }

    @Test("[STATES-036] with backgroundLaunchPassesInactive a background launch passes through inactive first", .tags(.launch))
    func backgroundLaunchThroughInactive() throws {
        let scenario = try Scenario {
            $0.backgroundModes = [.fetch]
            $0.backgroundLaunchPassesInactive = true
        }
        let trace = try scenario.trace(.backgroundEvent(.fetch))
        #expect(TraceProjection.statePath(trace).prefix(3) == ["not-running", "inactive", "background"])
        #expect(TraceProjection.events(trace).first == "willFinishLaunching@inactive")
    }

    @Test("[SCENE-010] with willEnterForegroundApplicationState inactive the value inside willEnterForeground reads inactive", .tags(.foregroundTransition))
    func willEnterForegroundInactive() throws {
        let scenario = try Scenario { $0.willEnterForegroundApplicationState = .inactive }
        try scenario.run(.tapIcon, .homeButton)
        #expect(TraceProjection.events(try scenario.trace(.tapIcon)).first == "willEnterForeground@inactive")
    }

    @Test("[APG-119] with the 'unlocked' reading a locked passcode device launches nothing into the background", .tags(.relaunch))
    func unlockedRequirement() throws {
        let scenario = try Scenario {
            $0.backgroundModes = [.fetch]
            $0.passcodeSet = true
            $0.backgroundLaunchUnlockRequirement = .unlocked
        }
        try scenario.run(.tapIcon, .homeButton, .systemTerminate, .lock)
        #expect(try scenario.run(.backgroundEvent(.fetch)) == [.eventDropped(.fetch, reason: .deviceLockedSinceBoot)])
    }

    @Test("[STATES-198] with forceQuitCallsWillTerminate a force-quit app running in the background gets applicationWillTerminate:", .tags(.termination))
    func forceQuitWithNotice() throws {
        var options = ReferenceApp.Options()
        options.finishesWorkInBackground = true
        let scenario = try Scenario({ $0.forceQuitCallsWillTerminate = true }, app: options)
        try scenario.run(.tapIcon, .homeButton)
        #expect(TraceProjection.events(try scenario.trace(.forceQuit)).first == "willTerminate@background")
    }

    @Test("[STATES-135] with the largest-first purge order a large app running in the background goes before the suspended apps", .tags(.termination))
    func largestFirstPurge() throws {
        var options = ReferenceApp.Options()
        options.finishesWorkInBackground = true
        options.memoryFootprintMegabytes = 500
        let suspendedFirst = try Scenario(app: options)
        try suspendedFirst.run(.tapIcon, .homeButton)
        #expect(!TraceProjection.events(try suspendedFirst.trace(.memoryPressure(megabytes: 100))).contains { $0.hasPrefix("terminated(") })
        let largestFirst = try Scenario({ $0.memoryPurgeOrder = .largestFirst }, app: options)
        try largestFirst.run(.tapIcon, .homeButton)
        let events = TraceProjection.events(try largestFirst.trace(.memoryPressure(megabytes: 100)))
        #expect(events.contains("willTerminate@background") && events.last == "terminated(with-notice)")
    }

    @Test("[STATES-198] with rebootCallsWillTerminate a running app hears of a reboot; by default it does not (LIFECYCLE-073)", .tags(.termination))
    func rebootWithNotice() throws {
        let silent = try Scenario()
        try silent.run(.tapIcon)
        #expect(TraceProjection.events(try silent.trace(.reboot)) == ["terminated(reboot)"])
        let warned = try Scenario { $0.rebootCallsWillTerminate = true }
        try warned.run(.tapIcon)
        #expect(TraceProjection.events(try warned.trace(.reboot)).prefix(2) == ["willTerminate@active", "post UIApplicationWillTerminateNotification"])
        let suspended = try Scenario { $0.rebootCallsWillTerminate = true }
        try suspended.run(.tapIcon, .homeButton)
        #expect(TraceProjection.events(try suspended.trace(.reboot)) == ["terminated(reboot)"])
    }

    @Test("[APG-486] with downloadHandOffKeepsAppRunning an app with a background session runs on until the session ends", .tags(.relaunch))
    func downloadHandOffKeepsRunning() throws {
        let scenario = try Scenario {
            $0.sessionSendsLaunchEvents = true
            $0.downloadHandOffKeepsAppRunning = true
        }
        try scenario.run(.tapIcon)
        #expect(TraceProjection.statePath(try scenario.trace(.homeButton, .wait(seconds: 600))).last == "background")
        #expect(TraceProjection.statePath(try scenario.trace(.backgroundEvent(.urlSessionComplete))).last == "suspended")
        let byDefault = try Scenario { $0.sessionSendsLaunchEvents = true }
        try byDefault.run(.tapIcon)
        #expect(TraceProjection.statePath(try byDefault.trace(.homeButton)).last == "suspended")
    }

    @Test("a conflict without a setting always selects its model default")
    func conflictWithoutSetting() throws {
        let conflict = try #require(Self.conflicts.first { $0.setting == nil })
        var configuration = Configuration()
        for name in Configuration.conflictSettings where name != "iosVersion" {
            if let value = configuration.value(ofSetting: name), value == "false" { try configuration.apply(setting: name, value: "true") }
        }
        #expect(configuration.selectedRule(of: conflict) == conflict.modelDefault)
        #expect(conflict.settingValues.isEmpty)
    }
}
