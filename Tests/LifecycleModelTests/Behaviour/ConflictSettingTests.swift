import LifecycleModel
import LifecycleSpec
import Testing

@Suite("Where the documents disagree, a configuration setting picks the reading", .tags(.configuration), .citedRulesExist)
struct ConflictSettingTests {
    static let conflicts = (try? CatalogLoader.loadBundled().conflicts) ?? []

    @Test("every conflict names a known setting, and every value it lists can be applied", arguments: conflicts)
    func settingsAreKnown(conflict: RuleConflict) throws {
        for (rule, value) in conflict.settingValues {
            var configuration = Configuration()
            try configuration.apply(setting: conflict.setting, value: value)
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
}
