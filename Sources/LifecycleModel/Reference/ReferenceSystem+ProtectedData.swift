/// Complete data protection on a device with a passcode (STATES-105, STATES-106, APG-286,
/// APG-291): locking discards the keys of completely protected files, unlocking brings them
/// back; the change is posted to a running app and queued for a suspended one (QN-006).
extension ReferenceSystem {
    /// Whether files with complete protection can be read now: not while a passcode device is locked.
    public var protectedDataAvailable: Bool { !(configuration.passcodeSet && locked) }

    /// Posts or queues the protected-data change after a lock or an unlock of a passcode device.
    func protectedDataAvailabilityChanged(stimulus: Stimulus) throws(LifecycleError) {
        guard configuration.passcodeSet else { return }
        // The value is 1 while the data is unavailable; before any lock it was available.
        if systemValues[.protectedData] == nil { systemValues[.protectedData] = 0 }
        try applySystemChange(.protectedData, value: protectedDataAvailable ? 0 : 1, stimulus: stimulus)
    }

    /// The app reads `protectedDataAvailable`, then opens a completely protected file: refused
    /// while the keys are discarded, even though the app created the file.
    func accessProtectedFile(_ stimulus: Stimulus) throws(LifecycleError) {
        guard state.isRunning else { throw .notApplicable(stimulus, in: state, id: "sim.refusal.not-running-file") }
        output.append(.protectedDataAvailability(available: protectedDataAvailable))
        output.append(.protectedFileAccess(granted: protectedDataAvailable))
    }
}
