import LifecycleModel

/// How a generated case reaches a transition row's starting state and sets off its trigger.
struct TransitionDrive {
    let row: TransitionRow
    let variant: TransitionSpace.Variant
    /// The variant's configuration, with the reading the row names.
    let configuration: Configuration

    /// The case, or nil when the configuration cannot reach the row or its rules state no facet.
    func conformanceCase() -> ConformanceCase? {
        guard var plan = approach(), let stimulus = stimulus(&plan) else { return nil }
        let checks = TransitionFacetChecks(row: row, configuration: plan.configuration).checks()
        guard !checks.isEmpty else { return nil }
        return ConformanceCase(
            "ROW-\(row.id.dropFirst(3))-\(variant.code)", "\(row.id): \(row.from.rawValue) + \(row.trigger.rawValue) → \(row.to.rawValue) (\(variant.words))",
            hint:
                "check row \(row.id) of spec/tables/transitions.json: the facets its rules state (\(row.facets.stated.map(\.rawValue).sorted().joined(separator: ", ")))",
            configuration: plan.configuration, app: plan.app, areas: [], setup: plan.setup, stimuli: [stimulus], checks: checks)
    }

    struct Plan {
        var configuration: Configuration
        var app = ReferenceApp.Options()
        var setup: [Stimulus] = []
    }

    /// The setup that brings the app to the row's starting state, or nil when the configuration cannot reach it.
    func approach() -> Plan? {
        var plan = Plan(configuration: configuration)
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
