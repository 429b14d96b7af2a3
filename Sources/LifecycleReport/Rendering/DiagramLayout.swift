import LifecycleModel

/// Where the state diagram puts things: the foreground states (inactive, active) on top,
/// the background states (background, suspended) below them, not running on the left; how
/// far each arrow bows so that opposite moves and long arrows stay apart; where labels sit.
enum DiagramLayout {
    typealias Point = SVGStateDiagram.Point

    static let width = 1300.0
    static let height = 900.0
    /// Triggers are joined on one line up to this many characters.
    static let lineLength = 30
    static let halfWidth = 78.0
    static let halfHeight = 24.0
    static let lineHeight = 13.0

    static func position(_ state: AppState) -> Point {
        switch state {
        case .notRunning: Point(x: 200, y: 440)
        case .inactive: Point(x: 560, y: 240)
        case .active: Point(x: 1060, y: 240)
        case .background: Point(x: 560, y: 640)
        case .suspended: Point(x: 1060, y: 640)
        }
    }

    /// How far an arrow bows from the straight line (positive: to its left on screen).
    static func bend(_ from: AppState, _ to: AppState) -> Double {
        switch (from, to) {
        case (.active, .notRunning): -250
        case (.suspended, .notRunning): 300
        case (.suspended, .inactive): -40
        default: 30
        }
    }

    /// Where along its arrow (0 at the start, 1 at the end) a label sits.
    static func labelPosition(_ from: AppState, _ to: AppState) -> Double {
        switch (from, to) {
        case (.suspended, .notRunning): 0.35
        case (.background, .notRunning): 0.15
        case (.inactive, .notRunning): 0.65
        default: 0.5
        }
    }

    /// Which way a state's self-loop points.
    static func loopDirection(_ state: AppState) -> Point {
        switch state {
        case .inactive: Point(x: 0, y: -1)
        case .active: Point(x: 1, y: 0)
        case .notRunning: Point(x: -1, y: 0)
        case .background, .suspended: Point(x: 0, y: 1)
        }
    }
}
