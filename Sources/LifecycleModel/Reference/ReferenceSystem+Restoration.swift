extension ReferenceSystem {
    /// Preserves the controllers that have restoration identifiers; a controller without
    /// one is left out together with all its children.
    func preserveStateIfOptedIn() {
        guard let app, app.optsIntoStateRestoration else { return }
        var preserved: [PreservedController] = []
        func visit(_ controller: RestorableController) {
            guard let identifier = controller.restorationIdentifier, !identifier.isEmpty else { return }
            preserved.append(PreservedController(identifier: identifier, className: controller.className))
            controller.children.forEach(visit)
        }
        app.restorableControllers.forEach(visit)
        preservedState = preserved
        output.append(.statePreserved(preserved.map(\.identifier)))
    }

    /// Restores preserved state during launch when the device is unlocked; controllers
    /// whose class the app no longer offers are skipped.
    func restorePreservedState() {
        guard let app, app.optsIntoStateRestoration, let preserved = preservedState else { return }
        guard unlockedSinceBoot && !locked || !configuration.passcodeSet else { return }
        let restorable = app.restorableClassNames
        output.append(.stateRestored(preserved.filter { restorable.contains($0.className) }.map(\.identifier)))
    }
}
