/// What a file the app keeps holds, as far as the rules on where files belong tell kinds apart.
public enum StoredDataKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Data the app cannot make again: the user's documents and other content the user made.
    case userDocument = "user-document"
    /// A data file the app itself needs in order to run (set up, for example, at its first launch).
    case appData = "app-data"
    /// Data kept to save work or a download: a database cache, downloaded magazine, newspaper
    /// or map content.
    case cache
    /// Data needed only for a short while.
    case temporary
    /// A file shipped inside the app bundle.
    case bundleResource = "bundle-resource"
}

/// Where in its sandbox the app keeps a file.
public enum SandboxLocation: String, Sendable, Hashable, Codable, CaseIterable {
    /// The app bundle, `<App_Home>/AppName.app`.
    case appBundle = "app-bundle"
    /// `<App_Home>/Documents`.
    case documents
    /// `<App_Home>/Library/Application Support/<bundleID>/`.
    case applicationSupport = "application-support"
    /// `<App_Home>/Library/Caches`.
    case caches
    /// Anywhere else under `<App_Home>/Library` (`Preferences`, or `Application Support`
    /// outside the folder named after the bundle identifier).
    case otherLibrary = "other-library"
    /// `<App_Home>/tmp`.
    case tmp

    /// The location is under `<App_Home>/Documents` or `<App_Home>/Library`.
    public var isInDocumentsOrLibrary: Bool { self != .appBundle && self != .tmp }
}

/// One file (or group of like files) the app keeps, as the app side declares it: what it
/// holds, where it lives and what the app does with it. A finite description, so a reviewer's
/// reading of the code becomes a fact the kit checks (`StoredFileChecks`).
public struct StoredFile: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A short name for the file, used in findings (`notes.sqlite`, `thumbnails`…).
    public var name: String
    /// What the file holds.
    public var kind: StoredDataKind
    /// Where the app keeps it.
    public var location: SandboxLocation
    /// The app writes to the file where it lives.
    public var changedByApp: Bool
    /// The app removes the file as soon as it has used it (temporary files).
    public var deletedAfterUse: Bool
    /// The app counts on finding the file again after an update of the app.
    public var expectedAfterUpdate: Bool

    /// Declares a file.
    public init(
        _ name: String, kind: StoredDataKind, location: SandboxLocation, changedByApp: Bool = false, deletedAfterUse: Bool = false,
        expectedAfterUpdate: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.location = location
        self.changedByApp = changedByApp
        self.deletedAfterUse = deletedAfterUse
        self.expectedAfterUpdate = expectedAfterUpdate
    }

    /// `notes.sqlite (user-document in documents)`.
    public var description: String { "\(name) (\(kind.rawValue) in \(location.rawValue))" }
}
