/// How the contract places the interface-loading lines among the callbacks (§13): what the
/// documents fix is kept, every freedom is normalized away.
///
/// - `interface-loaded(…)` and `root-installed` belong to the launch and nothing fixes their
///   place among its callbacks: they go first, the file before the controller.
/// - `window-visible` and `view-will-appear` come once the activation callback has returned
///   (SCENE-023, SCENE-024); the order of the two is not fixed. Each goes right after the
///   last activation callback before it, the window first; one reported before any
///   activation stays after the callback it followed.
/// - `root-rotated` comes before the window is shown (STATES-070): when a `window-visible`
///   follows it, it goes just before that one; otherwise it stays where it was.
enum InterfaceOrder {
    static let activations: Set<String> = ["didBecomeActive", "sceneDidBecomeActive"]
    private static let launchLines = ["interface-loaded", "root-installed"]

    /// The callbacks, in order, with the interface lines placed among them.
    static func normalize(_ lines: [(position: Int, line: String)], among callbacks: [(position: Int, line: String)]) -> [String] {
        guard !lines.isEmpty else { return [] }
        let first = lines.filter { entry in launchLines.contains { entry.line.hasPrefix($0) } }
        let placed = lines.filter { entry in !launchLines.contains { entry.line.hasPrefix($0) } }
        // The index of the callback each line follows; -1 before every callback.
        func follows(_ position: Int, activationOnly: Bool) -> Int {
            callbacks.indices.last { callbacks[$0].position < position && (!activationOnly || activations.contains(name(callbacks[$0].line))) } ?? -1
        }
        func anchor(of entry: (position: Int, line: String)) -> Int {
            switch entry.line {
            case "window-visible", "view-will-appear":
                let activation = follows(entry.position, activationOnly: true)
                return activation >= 0 ? activation : follows(entry.position, activationOnly: false)
            case "root-rotated":
                if let shown = placed.first(where: { $0.line == "window-visible" && $0.position > entry.position }) { return anchor(of: shown) }
                return follows(entry.position, activationOnly: false)
            default:
                return follows(entry.position, activationOnly: false)
            }
        }
        // Within a group: a rotation that precedes the window first, then the window, then
        // viewWillAppear:, then anything else in the order reported.
        func rank(of entry: (position: Int, line: String)) -> Int {
            switch entry.line {
            case "root-rotated": placed.contains { $0.line == "window-visible" && $0.position > entry.position } ? 0 : 3
            case "window-visible": 1
            case "view-will-appear": 2
            default: 3
            }
        }
        var grouped: [Int: [(rank: Int, position: Int, line: String)]] = [:]
        for entry in placed { grouped[anchor(of: entry), default: []].append((rank(of: entry), entry.position, entry.line)) }
        let sorted = grouped.mapValues { group in group.sorted { ($0.rank, $0.position) < ($1.rank, $1.position) }.map(\.line) }
        var result = first.map(\.line).sorted { launchRank($0) < launchRank($1) } + (sorted[-1] ?? [])
        for index in callbacks.indices {
            result.append(callbacks[index].line)
            result += sorted[index] ?? []
        }
        return result
    }

    private static func launchRank(_ line: String) -> (Int, String) {
        (line.hasPrefix("interface-loaded") ? 0 : 1, line)
    }

    /// `didBecomeActive` for `didBecomeActive@active` or `scene.sceneDidBecomeActive@active`.
    private static func name(_ line: String) -> String {
        let head = line.prefix { $0 != "@" }
        return String(head.split(separator: ".").last ?? head)
    }
}
