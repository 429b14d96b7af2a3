import Testing
import LifecycleModel

@Suite("Nonsense stimuli give typed errors, never a crash", .tags(.errors), .citedRulesExist)
struct ErrorHandlingTests {
    @Test("pressing Home while the app is not running is an error with a message")
    func homeWhileNotRunning() throws {
        let scenario = try Scenario()
        let error = try #require(throws: LifecycleError.self) { try scenario.run(.homeButton) }
        #expect(error.kind == .stimulusNotApplicable)
        #expect(error.message == "'home' makes no sense while the app is not-running: only an app on screen can be sent home")
        #expect(scenario.system.state == .notRunning)
    }

    @Test("invalid arguments are rejected", arguments: [Stimulus.wait(seconds: -1), .memoryPressure(megabytes: 0), .scheduleLocalNotifications(count: 0)])
    func invalidArguments(stimulus: Stimulus) throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        let error = try #require(throws: LifecycleError.self) { try scenario.run(stimulus) }
        #expect(error.kind == .invalidArgument)
    }

    @Test("sending before configuring is an error")
    func notConfigured() throws {
        let system = try ReferenceSystem()
        #expect(throws: LifecycleError.self) { try system.send(.tapIcon) }
    }

    @Test("fifty thousand seeded random stimuli never trap and always leave a consistent state", arguments: [UInt64(1), 2, 3, 4, 5])
    func randomWalkNeverTraps(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let stimuli: [Stimulus] = [
            .tapIcon, .openURL, .homeButton, .appSwitch, .incomingCall, .answerCall, .declineCall, .notificationBanner,
            .pullNotificationCenter, .dismissNotificationCenter, .lock, .unlock, .memoryPressure(megabytes: 100), .forceQuit,
            .reboot, .systemTerminate, .backgroundEvent(.fetch), .remoteNotification(contentAvailable: true),
            .systemChange(.orientation, value: 2), .touch, .requestRedraw, .wait(seconds: 60), .firstUnlockAfterBoot,
        ]
        let scenario = try Scenario(
            {
                $0.backgroundModes = [.fetch, .remoteNotification]; $0.passcodeSet = true
            },
            app: {
                var options = ReferenceApp.Options()
                options.finishesWorkInBackground = true
                return options
            }())
        var accepted = 0
        for _ in 0..<10_000 {
            let stimulus = stimuli[Int(generator.next() % UInt64(stimuli.count))]
            do {
                let observations = try scenario.run(stimulus)
                accepted += 1
                for case .stateChanged(_, let to) in observations.suffix(1) { #expect(to == scenario.system.state, "seed \(seed)") }
            } catch let error as LifecycleError {
                #expect(!error.message.isEmpty, "seed \(seed)")
            } catch {
                Issue.record("seed \(seed): an error that is not a LifecycleError: \(error)")
            }
        }
        #expect(accepted > 1_000, "seed \(seed): the walk should mostly make progress")
    }
}
