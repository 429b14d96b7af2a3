import Foundation
import LifecycleModel

/// Where the live diagram puts things: the five states in fixed places, and the curve of an
/// arrow between two of them (a quadratic curve bowed to its left, so the two directions
/// between a pair of states run apart).
enum DiagramGeometry {
    /// A point on the drawing.
    struct Point: Hashable {
        var x: Double
        var y: Double

        static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
        static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
        static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
        var length: Double { (x * x + y * y).squareRoot() }
        var unit: Point { length == 0 ? self : self * (1 / length) }
        /// At right angles, to the left of the direction on screen.
        var normal: Point { Point(x: y, y: -x) }
        var text: String { String(format: "%.1f,%.1f", x, y) }
    }

    /// A curve from `start` to `end` bowed through `control`.
    struct Curve {
        let start: Point
        let control: Point
        let end: Point

        /// The point a fraction `t` of the way along.
        func point(at t: Double) -> Point {
            start * ((1 - t) * (1 - t)) + control * (2 * t * (1 - t)) + end * (t * t)
        }

        /// The SVG path.
        var path: String { "M\(start.text) Q\(control.text) \(end.text)" }
    }

    static let width = 1000.0
    static let height = 760.0
    static let halfWidth = 74.0
    static let halfHeight = 24.0

    static func position(_ state: AppState) -> Point {
        switch state {
        case .notRunning: Point(x: 170, y: 330)
        case .inactive: Point(x: 500, y: 150)
        case .active: Point(x: 860, y: 330)
        case .background: Point(x: 500, y: 450)
        case .suspended: Point(x: 500, y: 670)
        }
    }

    /// How far the arrow from `from` to `to` bows to its left.
    static func bow(_ from: AppState, _ to: AppState) -> Double {
        switch (from, to) {
        case (.suspended, .inactive): 150
        case (.active, .notRunning): 190
        case (.inactive, .notRunning): 50
        default: 34
        }
    }

    /// Where along its arrow (0 at the start, 1 at the end) an arrow's label sits, chosen so
    /// the labels of the crowded middle do not overlap.
    static func labelPosition(_ from: AppState, _ to: AppState) -> Double {
        switch (from, to) {
        case (.active, .inactive): 0.22
        case (.inactive, .background): 0.8
        case (.inactive, .notRunning): 0.3
        default: 0.5
        }
    }

    /// The curve between two different states, from border to border.
    static func curve(from: AppState, to: AppState) -> Curve {
        let start = position(from)
        let end = position(to)
        let control = start + (end - start) * 0.5 + (end - start).unit.normal * (2 * bow(from, to))
        return Curve(start: border(of: start, toward: control), control: control, end: border(of: end, toward: control))
    }

    /// Where the ray from a state's centre toward `target` leaves its box.
    static func border(of center: Point, toward target: Point) -> Point {
        let ray = target - center
        let scaleX = ray.x == 0 ? Double.infinity : halfWidth / abs(ray.x)
        let scaleY = ray.y == 0 ? Double.infinity : halfHeight / abs(ray.y)
        return center + ray * min(scaleX, scaleY)
    }

    /// Which way a state's loop (a row that stays in the state) points.
    static func loopDirection(_ state: AppState) -> Point {
        switch state {
        case .inactive: Point(x: 0, y: -1)
        case .active: Point(x: 0, y: 1)
        case .notRunning: Point(x: 0, y: 1)
        case .background: Point(x: 1, y: 0)
        case .suspended: Point(x: 0, y: 1)
        }
    }
}
