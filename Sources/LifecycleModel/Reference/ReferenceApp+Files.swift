/// The files the reference app keeps, each where the documents put its kind (APG-223,
/// APG-225, APG-470, APG-472…474, APG-478).
extension ReferenceApp {
    /// A layout that breaks no rule on files: the user's notes in Documents, the settings it
    /// sets up at its first launch in its Application Support folder, downloaded map tiles in
    /// Caches, an export staged in tmp and removed once sent, the bundled template read in place
    /// and changed only in a copy.
    public static let fileLayout: [StoredFile] = [
        StoredFile("notes.sqlite", kind: .userDocument, location: .documents, changedByApp: true, expectedAfterUpdate: true),
        StoredFile("settings.plist", kind: .appData, location: .applicationSupport, changedByApp: true, expectedAfterUpdate: true),
        StoredFile("template.json", kind: .bundleResource, location: .appBundle),
        StoredFile("template-edited.json", kind: .appData, location: .applicationSupport, changedByApp: true, expectedAfterUpdate: true),
        StoredFile("map-tiles", kind: .cache, location: .caches, changedByApp: true),
        StoredFile("export.zip", kind: .temporary, location: .tmp, changedByApp: true, deletedAfterUse: true),
    ]

    /// The reference app's files: ``fileLayout``.
    public var storedFiles: [StoredFile]? { Self.fileLayout }
}
