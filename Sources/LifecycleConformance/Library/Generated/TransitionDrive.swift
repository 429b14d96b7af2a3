import LifecycleModel

/// How a generated case reaches a transition row's starting state and sets off its trigger.
struct TransitionDrive {
    let row: TransitionRow
    let variant: TransitionSpace.Variant

    func conformanceCase() -> ConformanceCase? {
        guard var plan = approach(), let stimulus = stimulus(&plan) else { return nil }
        var expected = row.steps.map { step -> String in
            let prefix = step.receiver == .sceneDelegate ? "scene." : step.receiver == .widget ? "widget." : ""
            // The order and receivers of the row's callbacks; the applicationState inside each is
            // checked by the hand-written cases that cite the rules about it.
            return "\(prefix)\(step.callback.shortName)@*"
        }
        // Waking for an event leads to the event's delivery (the background-mode table's part).
        if row.trigger == .backgroundEvent { expected.append("\(BackgroundEvent.fetch.callback.shortName)@*") }
        var checks = [
            CaseCheck(
                "the stimulus calls the callbacks of \(row.id), one after the other, with their receivers", rules: row.rules,
                containsBlock(expected))
        ]
        if row.to != row.from {
            checks.append(CaseCheck("the app moves to \(row.to.rawValue)", rules: row.rules, .inOrder(["state:\(row.to.rawValue)"], filter: .states)))
        }
        return ConformanceCase(
            "ROW-\(row.id.dropFirst(3))-\(variant.code)", "\(row.id): \(row.from.rawValue) + \(row.trigger.rawValue) → \(row.to.rawValue) (\(variant.words))",
            hint: "check row \(row.id) of spec/tables/transitions.json: its callbacks, receivers, applicationState values and end state",
            configuration: plan.configuration, app: plan.app, areas: [], setup: plan.setup, stimuli: [stimulus], checks: checks)
    }

    /// The callbacks of the stimulus, read through the contract, hold `lines` one after the
    /// other: a row's callbacks follow each other (contract §2); callbacks of other rows or
    /// tables (a memory warning, an event delivery) may come before or after them.
    func containsBlock(_ lines: [String]) -> CaseExpectation {
        .check("callbacks of the row") { evidence in
            let expected = CanonicalTrace(lines: lines, context: evidence.traceContext).projected(.callbacks).chain
            let observed = evidence.canonical(.callbacks).chain.map { line in line.split(separator: "@").first.map { "\($0)@*" } ?? line }
            // A row without callbacks says the app's code is not told: nothing may be called.
            if expected.isEmpty { return observed.isEmpty ? nil : "expected no callback, observed \(observed)" }
            let found = observed.indices.contains { start in observed[start...].starts(with: expected) }
            return found ? nil : "expected the callbacks \(expected) one after the other, observed \(observed)"
        }
    }

    struct Plan {
        var configuration: Configuration
        var app = ReferenceApp.Options()
        var setup: [Stimulus] = []
    }

    /// The setup that brings the app to the row's starting state, or nil when the configuration cannot reach it.
    func approach() -> Plan? {
        var plan = Plan(configuration: variant.configuration)
        let canBackground = plan.configuration.multitaskingAvailable && !plan.configuration.exitsOnSuspend
        switch row.from {
        case .notRunning: break
        case .active: plan.setup = [.tapIcon]
        case .inactive:
            switch row.when?.interruption {
            case .notificationCenter: plan.setup = [.tapIcon, .pullNotificationCenter]
            case .callAlert: plan.setup = [.tapIcon, .incomingCall]
            default:
                if row.trigger == .unlock {
                    guard plan.configuration.sleepWakeBehaviour == .inactive || !plan.configuration.multitaskingAvailable else { return nil }
                    plan.setup = [.tapIcon, .lock]
                } else {
                    plan.setup = [.tapIcon, .incomingCall]
                }
            }
        case .background:
            guard canBackground else { return nil }
            plan.app = .finishingWork
            plan.setup = row.trigger == .unlock ? [.tapIcon, .lock] : [.tapIcon, .homeButton]
            if row.trigger == .unlock && plan.configuration.sleepWakeBehaviour != .background { return nil }
        case .suspended:
            guard canBackground else { return nil }
            plan.setup = row.trigger == .unlock ? [.tapIcon, .lock] : [.tapIcon, .homeButton]
            if row.trigger == .unlock && plan.configuration.sleepWakeBehaviour != .background { return nil }
        }
        return plan
    }

    /// The stimulus that sets off the row's trigger, adjusting the plan where the trigger needs it.
    func stimulus(_ plan: inout Plan) -> Stimulus? {
        switch row.trigger {
        case .launchForeground, .tapIcon: return .tapIcon
        case .launchURL, .openURL: return .openURL
        case .launchBackground, .backgroundEvent:
            plan.configuration.backgroundModes.insert(.fetch)
            return .backgroundEvent(.fetch)
        case .homeButton: return .homeButton
        case .appSwitch: return .appSwitch
        case .incomingCall: return .incomingCall
        case .answerCall: return .answerCall
        case .declineCall: return .declineCall
        case .notificationBanner: return .notificationBanner
        case .pullNotificationCenter: return .pullNotificationCenter
        case .dismissNotificationCenter: return .dismissNotificationCenter
        case .lock: return .lock
        case .unlock: return .unlock
        case .memoryPressure:
            switch row.from {
            case .suspended:
                plan.app.memoryFootprintMegabytes = 400
                return .memoryPressure(megabytes: 400)
            case .background: return .memoryPressure(megabytes: 2000)
            default: return .memoryPressure(megabytes: 10)
            }
        case .forceQuit: return .forceQuit
        case .reboot: return .reboot
        case .systemTerminate: return .systemTerminate
        case .systemSuspend, .backgroundEventDone, .exitOnSuspend: return nil
        }
    }
}
