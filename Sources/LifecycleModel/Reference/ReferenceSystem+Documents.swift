/// Files sent to the app (APG-392, APG-395). The system looks at the UTIs the app declares
/// to decide whether the app can open a file at all; a file of a type the app does not
/// declare is never handed to it. A declared one arrives through the open-URL callback: an app
/// that is not running is launched for it, one on screen receives it at once, and one in the
/// background receives it there, without being brought forward (the documents leave the app
/// in whatever state it is in; the app notes the file to open it later).
extension ReferenceSystem {
    func receiveFile(type: String, stimulus: Stimulus) throws(LifecycleError) {
        // The reference matches UTIs exactly; it does not walk the UTI conformance hierarchy.
        guard configuration.documentTypes.contains(type) else {
            throw .notApplicable(stimulus, in: state, id: "sim.refusal.undeclared-document-type")
        }
        guard !locked else { throw .notApplicable(stimulus, in: state, id: "sim.refusal.locked") }
        switch state {
        case .notRunning: try launch(.launchURL, stimulus: stimulus)
        case .active, .inactive: try runRow(.openURL, stimulus: stimulus)
        case .suspended:
            deliverQueuedChanges()
            try runRow(.backgroundEvent, stimulus: stimulus)
            handFileInBackground()
        case .background:
            handFileInBackground()
        }
    }

    /// Calls the open-URL method of an app that stays in the background.
    private func handFileInBackground() {
        guard let app, state == .background else { return }
        let callback: Callback = configuration.usesScenes ? .sceneOpenURLContexts : .openURL
        let receiver: Receiver = configuration.usesScenes ? .sceneDelegate : .appDelegate
        _ = app.handle(callback, receiver: receiver, services: self)
        output.append(.callback(callback, receiver: receiver, applicationState: applicationState))
    }
}
