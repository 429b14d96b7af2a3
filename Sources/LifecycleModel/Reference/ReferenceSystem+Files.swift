/// What the reference system does with the app's sandbox when the device is backed up and
/// when the app is updated (App Programming Guide, "App Backup Best Practices" and "Files
/// Saved During App Updates").
extension ReferenceSystem {
    /// The locations a backup copies: everything but the app bundle, Library/Caches and tmp
    /// (APG-466…469).
    public static let backedUpLocations: [SandboxLocation] = [.documents, .applicationSupport, .otherLibrary]
    /// The locations an update moves into the new app directory: Documents and all of Library
    /// (APG-476, APG-477); the reference leaves tmp behind, which the documents allow (APG-478).
    public static let keptAcrossUpdate: [SandboxLocation] = [.documents, .applicationSupport, .caches, .otherLibrary]

    /// The device is backed up: the app is not involved (no callback, no change of state) and
    /// the changed files of the backed-up locations are copied.
    func backUpDevice() {
        output.append(.backedUp(Self.backedUpLocations))
    }

    /// An update of the app is installed: the new version goes into a new directory, the user's
    /// data is moved into it, then the old version is removed (APG-475). The documents say
    /// nothing of an app running at that moment, so the reference updates only an app that
    /// is not running.
    func updateApp(_ stimulus: Stimulus) throws(LifecycleError) {
        guard state == .notRunning else { throw .notApplicable(stimulus, in: state, id: "sim.refusal.update-not-running-only") }
        output.append(.updateInstalled)
        output.append(.userDataMoved(Self.keptAcrossUpdate))
        output.append(.oldVersionRemoved)
    }
}
