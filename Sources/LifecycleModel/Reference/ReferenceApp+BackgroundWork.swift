/// Background work the reference app's options ask for: a background task begun in the
/// foreground, and accessory data processed after the callback returns, with or without a
/// background task for more time.
extension ReferenceApp {
    func doBackgroundWork(at callback: Callback, services: any SystemServices, response: inout CallbackResponse) {
        switch callback {
        case .didBecomeActive, .sceneDidBecomeActive:
            if options.beginsTaskInForeground { beginTask(named: "foreground-work", services: services) }
        case .accessoryEvent:
            if options.keepsProcessingAccessoryData { response.calledCompletionHandler = false }
            if options.beginsTaskForAccessoryData { beginTask(named: "accessory-data", services: services) }
        case .didEnterBackground, .sceneDidEnterBackground:
            readBackgroundTimeRemaining(services)
        case .audioSessionEvent:
            if options.stopsPlayingAtAudioEvent { holdings.activeBackgroundModes.remove(.audio) }
        default:
            break
        }
    }

    /// Records `backgroundTimeRemaining` when the options ask the app to read it.
    func readBackgroundTimeRemaining(_ services: any SystemServices) {
        if options.readsBackgroundTimeRemaining { holdings.backgroundTimeRemainingReadings.append(services.backgroundTimeRemaining) }
    }

    private func beginTask(named name: String, services: any SystemServices) {
        let token = services.beginBackgroundTask(named: name)
        if token.isValid { holdings.outstandingBackgroundTasks.append(token) }
    }
}
