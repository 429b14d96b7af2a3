extension ReferenceSystem {
    /// Preserves the controllers that have restoration identifiers; a controller without
    /// one is left out together with all its children. An app that opts in is asked
    /// `application:shouldSaveApplicationState:` first and preserves nothing when it answers
    /// false; when it answers true, `application:willEncodeRestorableStateWithCoder:` opens
    /// the preservation (APG-317, APG-357).
    func preserveStateIfOptedIn() {
        guard let app, app.optsIntoStateRestoration else { return }
        guard askRestorationDelegate(.shouldSaveApplicationState, app: app) else { return }
        _ = askRestorationDelegate(.willEncodeRestorableState, app: app)
        var preserved: [PreservedController] = []
        func visit(_ controller: RestorableController) {
            guard let identifier = controller.restorationIdentifier, !identifier.isEmpty else { return }
            preserved.append(PreservedController(identifier: identifier, className: controller.className))
            // A view's state is saved with its controller's, as `controller/view` (APG-350).
            for view in controller.views where view.hasPreservableState {
                guard let viewIdentifier = view.restorationIdentifier, !viewIdentifier.isEmpty else { continue }
                preserved.append(PreservedController(identifier: "\(identifier)/\(viewIdentifier)", className: controller.className))
            }
            controller.children.forEach(visit)
        }
        app.restorableControllers.forEach(visit)
        preservedState = preserved
        output.append(.statePreserved(preserved.map(\.identifier)))
    }

    /// Restores preserved state during launch when the device is unlocked; controllers
    /// whose class the app no longer offers are skipped. The app is asked
    /// `application:shouldRestoreApplicationState:` first and nothing is restored when it
    /// answers false (APG-318, APG-359).
    func restorePreservedState() {
        guard let app, app.optsIntoStateRestoration, let preserved = preservedState else { return }
        guard unlockedSinceBoot && !locked || !configuration.passcodeSet else { return }
        guard askRestorationDelegate(.shouldRestoreApplicationState, app: app) else { return }
        let restorable = app.restorableClassNames
        output.append(.stateRestored(preserved.filter { restorable.contains($0.className) }.map(\.identifier)))
    }

    /// Calls one restoration method of the app delegate, records the call, and returns the
    /// app's answer.
    private func askRestorationDelegate(_ callback: Callback, app: any AppSide) -> Bool {
        let response = app.handle(callback, receiver: .appDelegate, services: self)
        output.append(.callback(callback, receiver: .appDelegate, applicationState: applicationState))
        return response.returnValue
    }
}
