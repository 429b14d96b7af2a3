import Foundation
import LifecycleModel

/// The transition table as an inline SVG: the five states in fixed positions and one curved
/// arrow per distinct from → to pair, labelled with its triggers (one per line).
enum SVGStateDiagram {
    struct Point {
        var x: Double
        var y: Double

        static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
        static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
        static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
        var length: Double { (x * x + y * y).squareRoot() }
        var unit: Point { length == 0 ? self : self * (1 / length) }
        /// Perpendicular, to the left of the direction on screen.
        var normal: Point { Point(x: y, y: -x) }
        var text: String { String(format: "%.1f,%.1f", x, y) }
    }

    static let width = 1300.0
    static let height = 800.0
    /// Triggers are joined on one line up to this many characters.
    static let lineLength = 30
    static let halfWidth = 78.0
    static let halfHeight = 24.0
    static let lineHeight = 13.0

    static func position(_ state: AppState) -> Point {
        switch state {
        case .inactive: Point(x: 740, y: 100)
        case .background: Point(x: 540, y: 330)
        case .suspended: Point(x: 560, y: 540)
        case .notRunning: Point(x: 180, y: 540)
        case .active: Point(x: 1020, y: 540)
        }
    }

    /// How far an arrow bows from the straight line (positive: to its left on screen).
    static func bend(_ from: AppState, _ to: AppState) -> Double {
        switch (from, to) {
        case (.notRunning, .active): -90
        case (.active, .notRunning): 165
        case (.inactive, .notRunning): -50
        case (.suspended, .active): -30
        default: 30
        }
    }

    /// Where along its arrow (0 at the start, 1 at the end) a label sits.
    static func labelPosition(_ from: AppState, _ to: AppState) -> Double {
        switch (from, to) {
        case (.active, .inactive): 0.6
        case (.background, .active): 0.62
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

    static func render(_ diagram: StateDiagram) -> String {
        var out = [
            "<svg class=\"diagram\" role=\"img\" aria-label=\"state transition diagram\" viewBox=\"0 0 \(Int(width)) \(Int(height))\">",
            "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\">"
                + "<path d=\"M0,0 L10,5 L0,10 z\" class=\"arrowhead\"/></marker></defs>",
        ]
        for edge in diagram.edges {
            out.append(edge.from == edge.to ? loop(edge) : arrow(edge))
        }
        for state in StateDiagram.states {
            let center = position(state)
            out.append(
                "<g class=\"state state-\(state.rawValue)\"><rect x=\"\(center.x - halfWidth)\" y=\"\(center.y - halfHeight)\" width=\"\(halfWidth * 2)\" "
                    + "height=\"\(halfHeight * 2)\" rx=\"\(halfHeight)\"/><text x=\"\(center.x)\" y=\"\(center.y + 5)\" text-anchor=\"middle\">"
                    + "\(state.rawValue)</text></g>")
        }
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    private static func arrow(_ edge: StateDiagram.Edge) -> String {
        let from = position(edge.from)
        let to = position(edge.to)
        let direction = (to - from).unit
        let bow = bend(edge.from, edge.to)
        let control = from + (to - from) * 0.5 + direction.normal * (2 * bow)
        let start = border(of: from, toward: control)
        let end = border(of: to, toward: control)
        let t = labelPosition(edge.from, edge.to)
        let apex = start * ((1 - t) * (1 - t)) + control * (2 * t * (1 - t)) + end * (t * t)
        let side = direction.normal * (bow < 0 ? -1 : 1)
        let path = "M\(start.text) Q\(control.text) \(end.text)"
        return group(edge, path: path, label: label(edge.triggers, at: apex + side * 10, side: side))
    }

    private static func loop(_ edge: StateDiagram.Edge) -> String {
        let center = position(edge.from)
        let out = loopDirection(edge.from)
        let across = out.normal
        let base = center + out * (out.x == 0 ? halfHeight : halfWidth)
        let start = base + across * 22
        let end = base - across * 22
        let path = "M\(start.text) C\((start + out * 60 + across * 20).text) \((end + out * 60 - across * 20).text) \(end.text)"
        return group(edge, path: path, label: label(edge.triggers, at: base + out * 58, side: out, perLine: 1))
    }

    private static func group(_ edge: StateDiagram.Edge, path: String, label: String) -> String {
        let title = "\(edge.from.rawValue) → \(edge.to.rawValue): \(edge.triggers.joined(separator: ", ")) (rows \(edge.rowIDs.joined(separator: ", ")))"
        return "<g class=\"edge\"><title>\(MarkupEscaping.xml(title))</title><path d=\"\(path)\" marker-end=\"url(#arrow)\"/>\(label)</g>"
    }

    /// Trigger names on the given side of the anchor: one per line beside an arrow, a few
    /// per line above or below one.
    private static func label(_ triggers: [String], at anchor: Point, side: Point, perLine: Int = .max) -> String {
        let textAnchor = side.x > 0.35 ? "start" : side.x < -0.35 ? "end" : "middle"
        let lines = perLine == 1 || textAnchor != "middle" ? triggers : wrap(triggers)
        let blockHeight = Double(lines.count - 1) * lineHeight
        let firstY: Double
        if side.y > 0.35 {
            firstY = anchor.y + lineHeight - 2
        } else if side.y < -0.35 {
            firstY = anchor.y - blockHeight
        } else {
            firstY = anchor.y - blockHeight / 2 + 4
        }
        let spans = lines.enumerated().map { index, line in
            "<tspan x=\"\(String(format: "%.1f", anchor.x))\" y=\"\(String(format: "%.1f", firstY + Double(index) * lineHeight))\">\(MarkupEscaping.xml(line))</tspan>"
        }
        return "<text class=\"trigger\" text-anchor=\"\(textAnchor)\">\(spans.joined())</text>"
    }

    /// Joins triggers with commas into lines of at most `lineLength` characters.
    static func wrap(_ triggers: [String]) -> [String] {
        var lines: [String] = []
        for trigger in triggers {
            if let last = lines.last, last.count + 2 + trigger.count <= lineLength {
                lines[lines.count - 1] = last + ", " + trigger
            } else {
                lines.append(trigger)
            }
        }
        return lines
    }

    /// Where the ray from a state's centre toward `target` leaves its box.
    private static func border(of center: Point, toward target: Point) -> Point {
        let ray = target - center
        let scaleX = ray.x == 0 ? Double.infinity : halfWidth / abs(ray.x)
        let scaleY = ray.y == 0 ? Double.infinity : halfHeight / abs(ray.y)
        return center + ray * min(scaleX, scaleY)
    }
}
