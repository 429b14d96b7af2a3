import Foundation
import LifecycleModel

/// A state diagram as an inline SVG: the five states in fixed positions and one curved
/// arrow per move between two states, labelled with its triggers; arrows of rows that cite
/// a failed rule are drawn red and dashed, their first trigger marked `✗`. It scales to
/// the width it is given.
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

    static let width = DiagramLayout.width
    static let height = DiagramLayout.height
    static let lineLength = DiagramLayout.lineLength
    static let halfWidth = DiagramLayout.halfWidth
    static let halfHeight = DiagramLayout.halfHeight
    static let lineHeight = DiagramLayout.lineHeight

    static func position(_ state: AppState) -> Point { DiagramLayout.position(state) }
    static func bend(_ from: AppState, _ to: AppState) -> Double { DiagramLayout.bend(from, to) }
    static func labelPosition(_ from: AppState, _ to: AppState) -> Double { DiagramLayout.labelPosition(from, to) }
    static func loopDirection(_ state: AppState) -> Point { DiagramLayout.loopDirection(state) }

    static func render(_ diagram: StateDiagram) -> String {
        let suffix = markerSuffix(diagram)
        let label = "state transition diagram" + (diagram.variant.map { ": \($0.title)" } ?? "")
        var out = [
            "<svg class=\"diagram\" role=\"img\" aria-label=\"\(MarkupEscaping.xml(label))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\">",
            "<defs>" + marker(id: "arrow" + suffix, headClass: "arrowhead") + marker(id: "arrow-fail" + suffix, headClass: "arrowhead-fail") + "</defs>",
        ]
        // Failing arrows last, so they are drawn over the others.
        for edge in diagram.edges.filter({ !$0.isFailing }) + diagram.edges.filter(\.isFailing) {
            out.append(edge.from == edge.to ? loop(edge, suffix: suffix) : arrow(edge, suffix: suffix))
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

    /// Marker ids are unique in the page, which holds one diagram per configuration.
    static func markerSuffix(_ diagram: StateDiagram) -> String {
        "-" + String((diagram.variant?.name ?? "all").map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    private static func marker(id: String, headClass: String) -> String {
        "<marker id=\"\(id)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\">"
            + "<path d=\"M0,0 L10,5 L0,10 z\" class=\"\(headClass)\"/></marker>"
    }

    private static func arrow(_ edge: StateDiagram.Edge, suffix: String) -> String {
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
        return group(edge, path: path, label: label(labels(edge), at: apex + side * 10, side: side), suffix: suffix)
    }

    private static func loop(_ edge: StateDiagram.Edge, suffix: String) -> String {
        let center = position(edge.from)
        let out = loopDirection(edge.from)
        let across = out.normal
        let base = center + out * (out.x == 0 ? halfHeight : halfWidth)
        let start = base + across * 22
        let end = base - across * 22
        let path = "M\(start.text) C\((start + out * 60 + across * 20).text) \((end + out * 60 - across * 20).text) \(end.text)"
        return group(edge, path: path, label: label(labels(edge), at: base + out * 58, side: out, perLine: 1), suffix: suffix)
    }

    /// The triggers, marked `✗` on a failing arrow so it does not rest on colour alone.
    private static func labels(_ edge: StateDiagram.Edge) -> [String] {
        guard edge.isFailing, let first = edge.triggers.first else { return edge.triggers }
        return ["✗ " + first] + edge.triggers.dropFirst()
    }

    private static func group(_ edge: StateDiagram.Edge, path: String, label: String, suffix: String) -> String {
        var title = "\(edge.from.rawValue) → \(edge.to.rawValue): \(edge.triggers.joined(separator: ", ")) (rows \(edge.rowIDs.joined(separator: ", ")))"
        if edge.isFailing {
            title += "; rows \(edge.failedRowIDs.joined(separator: ", ")) cite failed rules \(edge.failedRuleIDs.joined(separator: ", "))"
        }
        let marker = edge.isFailing ? "arrow-fail" : "arrow"
        return "<g class=\"edge\(edge.isFailing ? " failing" : "")\"><title>\(MarkupEscaping.xml(title))</title>"
            + "<path d=\"\(path)\" marker-end=\"url(#\(marker)\(suffix))\"/>\(label)</g>"
    }

    /// Trigger names on the given side of the anchor: one per line beside an arrow, a few
    /// per line above or below one.
    private static func label(_ triggers: [String], at anchor: Point, side: Point, perLine: Int = .max) -> String {
        let textAnchor = side.x > 0.35 ? "start" : side.x < -0.35 ? "end" : "middle"
        let lines = perLine == 1 ? triggers : wrap(triggers)
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
