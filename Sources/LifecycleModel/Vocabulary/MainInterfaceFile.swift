/// The main interface file an app names in its Info.plist: a storyboard
/// (`UIMainStoryboardFile`) or a nib (`NSMainNibFile`).
public enum MainInterfaceFile: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The storyboard named by `UIMainStoryboardFile`.
    case storyboard(String)
    /// The nib named by `NSMainNibFile`.
    case nib(String)

    /// `storyboard:Main` or `nib:MainWindow`, as trace lines show it.
    public var description: String {
        switch self {
        case .storyboard(let name): "storyboard:\(name)"
        case .nib(let name): "nib:\(name)"
        }
    }

    /// The file a launch loads under `configuration`: the storyboard when one is named,
    /// otherwise the nib; nil when the Info.plist names neither (the app builds its window in
    /// code). The documents forbid naming both (STATES-060); the storyboard is then taken.
    public init?(of configuration: Configuration) {
        if let storyboard = configuration.mainStoryboardFile, !storyboard.isEmpty {
            self = .storyboard(storyboard)
        } else if let nib = configuration.mainNibFile, !nib.isEmpty {
            self = .nib(nib)
        } else {
            return nil
        }
    }
}
