/// A report folder's place, resolved by `OutputFolderPolicy.target(_:inputs:)`: the real
/// path of its parent folder and its own name. The name itself is never a symbolic link.
public struct OutputFolderTarget: Sendable, Hashable {
    /// The folder as the user named it, for messages.
    public let shown: String
    /// The real path (symbolic links resolved) of the folder that holds it.
    public let parent: String
    /// Its name in `parent`.
    public let name: String

    /// Creates a target; `OutputFolderPolicy.target(_:inputs:)` is the usual way.
    public init(shown: String, parent: String, name: String) {
        self.shown = shown
        self.parent = parent
        self.name = name
    }

    /// `parent/name`.
    public var path: String { RealPath.join(parent, name) }
}

/// What is at a report folder's place now, as far as the kit may replace it.
public enum OutputFolderState: Sendable, Hashable {
    /// Nothing: the report folder will be created.
    case absent
    /// An empty folder: the report takes its place.
    case empty
    /// A report the kit wrote, unchanged since: the new report replaces it.
    case previousReport(ReportManifest)
}
