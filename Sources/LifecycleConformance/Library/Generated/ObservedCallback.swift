import LifecycleModel

/// The callbacks a checked stimulus called, as the contract reads them.
struct ObservedCallback: Sendable {
    /// The short name of the app-delegate callback reporting the same transition.
    let equivalent: String
    /// The receiver and callback, as a trace writes them: `scene.sceneDidBecomeActive`.
    let receiverLine: String
    /// The applicationState inside the callback.
    let applicationState: String
}

extension CaseEvidence {
    /// The callbacks of the checked stimuli, in order, as the contract reads them.
    var observedCallbacks: [ObservedCallback] {
        canonical(.callbacks).chain.compactMap { line in
            let item = TraceItem(line: line)
            guard case .callback(let name, let prefix, let state) = item else { return nil }
            return ObservedCallback(equivalent: item.callbackEquivalent ?? name, receiverLine: "\(prefix)\(name)", applicationState: state)
        }
    }
}

extension TransitionStep {
    /// The receiver and callback, as a trace writes them: `scene.sceneDidBecomeActive`.
    var receiverLine: String {
        let prefix = receiver == .sceneDelegate ? "scene." : receiver == .widget ? "widget." : ""
        return prefix + callback.shortName
    }
}

extension TraceItem {
    private static let callbacksByShortName = Dictionary(uniqueKeysWithValues: Callback.allCases.map { ($0.shortName, $0) })

    /// For a callback line, the short name of the app-delegate callback reporting the same transition.
    var callbackEquivalent: String? {
        guard case .callback(let name, _, _) = self else { return nil }
        return Self.callbacksByShortName[name]?.appDelegateEquivalent.shortName ?? name
    }
}
