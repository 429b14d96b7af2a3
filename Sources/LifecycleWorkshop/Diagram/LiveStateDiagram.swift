import Foundation
import LifecycleModel

/// The simulator's live state diagram, an SVG image redrawn after each step: every leg the
/// transition rows of the configuration take (see ``DiagramLegs``), the current state
/// filled, and the legs of the rows the last step ran drawn thick and numbered in order.
/// Each arrow is a group `<g class="edge" data-from="active" data-to="inactive"
/// data-rows="TR-016 …">`; a taken one has the class `taken` and `data-order="1"`.
public struct LiveStateDiagram: Sendable {
    /// The legs drawn.
    public let legs: DiagramLegs
    /// The line under the title that says what is simulated.
    public let configurationSummary: String

    /// The diagram of the rows of `rows` that apply to `configuration`.
    public init(rows: [TransitionRow], configuration: Configuration) {
        legs = DiagramLegs(rows: rows.filter { $0.applies(to: configuration) })
        configurationSummary = SimulationSetup.summary(of: configuration)
    }

    /// The diagram of a session now: its state, and the legs of its last step.
    public func svg(of session: SimulationSession) -> String {
        svg(state: session.state, step: session.lastStep, stepCount: session.history.count)
    }

    /// The diagram with `state` current and the legs of `step`'s transition rows taken.
    public func svg(state: AppState, step: SimulationStep?, stepCount: Int) -> String {
        let taken = DiagramLegs.taken(by: step?.transitionRows ?? [])
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Int(DiagramGeometry.width)) \(Int(DiagramGeometry.height))\" "
                + "width=\"\(Int(DiagramGeometry.width))\" height=\"\(Int(DiagramGeometry.height))\" data-state=\"\(state.rawValue)\">",
            "<style>\(Self.style)</style>",
            "<defs>" + Self.marker("arrow", "#8a8a8a") + Self.marker("arrow-taken", "#c8322a") + "</defs>",
            "<rect class=\"paper\" width=\"100%\" height=\"100%\"/>",
        ]
        lines += heading(state: state, step: step, stepCount: stepCount)
        let takenLegs = Set(taken.map(\.leg))
        for leg in legs.legs where !takenLegs.contains(leg) { lines.append(edge(leg, order: [])) }
        for leg in legs.legs where takenLegs.contains(leg) {
            let order = taken.enumerated().filter { $0.element.leg == leg }.map { $0.offset + 1 }
            lines.append(edge(leg, order: order))
        }
        for drawn in AppState.allCases { lines.append(stateBox(drawn, current: drawn == state)) }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func heading(state: AppState, step: SimulationStep?, stepCount: Int) -> [String] {
        let last: String
        if let step {
            let rows = step.transitionRows.map(\.id).joined(separator: ", ")
            last = "after '\(step.stimulus.name)' (stimulus \(stepCount)): \(rows.isEmpty ? "no transition row" : rows)"
        } else {
            last = stepCount == 0 ? "no stimulus yet" : "no transition row ran"
        }
        return [
            "<text class=\"title\" x=\"24\" y=\"40\">now: \(Markup.escaped(state.rawValue))</text>",
            "<text class=\"subtitle\" x=\"24\" y=\"64\">\(Markup.escaped(last))</text>",
            "<text class=\"note\" x=\"24\" y=\"740\">\(Markup.escaped(configurationSummary))</text>",
        ]
    }

    private func edge(_ leg: DiagramLegs.Leg, order: [Int]) -> String {
        let triggers = legs.triggers[leg] ?? []
        let rows = legs.rowIDs[leg] ?? []
        let path: String
        let onCurve: DiagramGeometry.Point
        let side: DiagramGeometry.Point
        if leg.from == leg.to {
            (path, onCurve, side) = loop(leg.from)
        } else {
            let curve = DiagramGeometry.curve(from: leg.from, to: leg.to)
            path = curve.path
            side = (curve.end - curve.start).unit.normal * (DiagramGeometry.bow(leg.from, leg.to) < 0 ? -1 : 1)
            onCurve = curve.point(at: DiagramGeometry.labelPosition(leg.from, leg.to))
        }
        let labelAnchor = onCurve + side * 12
        let taken = !order.isEmpty
        let attributes =
            "class=\"edge\(taken ? " taken" : "")\" data-from=\"\(leg.from.rawValue)\" data-to=\"\(leg.to.rawValue)\" data-rows=\"\(rows.joined(separator: " "))\""
            + (taken ? " data-order=\"\(order.map(String.init).joined(separator: " "))\"" : "")
        let title = "\(leg.from.rawValue) → \(leg.to.rawValue): \(triggers.joined(separator: ", ")) (rows \(rows.joined(separator: ", ")))"
        var parts = [
            "<g \(attributes)><title>\(Markup.escaped(title))</title>",
            "<path d=\"\(path)\" marker-end=\"url(#\(taken ? "arrow-taken" : "arrow"))\"/>",
            label(triggers, at: labelAnchor, side: side),
        ]
        if taken { parts.append(badge(order, at: onCurve)) }
        return parts.joined() + "</g>"
    }

    private func loop(_ state: AppState) -> (String, DiagramGeometry.Point, DiagramGeometry.Point) {
        let center = DiagramGeometry.position(state)
        let out = DiagramGeometry.loopDirection(state)
        let across = out.normal
        let base = center + out * (out.x == 0 ? DiagramGeometry.halfHeight : DiagramGeometry.halfWidth)
        let start = base + across * 18
        let end = base - across * 18
        let path = "M\(start.text) C\((start + out * 56 + across * 16).text) \((end + out * 56 - across * 16).text) \(end.text)"
        return (path, base + out * 46, out)
    }

    private func stateBox(_ state: AppState, current: Bool) -> String {
        let center = DiagramGeometry.position(state)
        let (w, h) = (DiagramGeometry.halfWidth, DiagramGeometry.halfHeight)
        return "<g class=\"state\(current ? " current" : "")\" data-state=\"\(state.rawValue)\"><rect x=\"\(center.x - w)\" y=\"\(center.y - h)\" "
            + "width=\"\(w * 2)\" height=\"\(h * 2)\" rx=\"\(h)\"/><text x=\"\(center.x)\" y=\"\(center.y + 5)\" text-anchor=\"middle\">"
            + "\(state.rawValue)</text></g>"
    }

    /// The triggers beside the arrow, a few to a line.
    private func label(_ triggers: [String], at anchor: DiagramGeometry.Point, side: DiagramGeometry.Point) -> String {
        let textAnchor = side.x > 0.35 ? "start" : side.x < -0.35 ? "end" : "middle"
        let lines = Self.wrap(triggers, width: 28)
        let height = Double(lines.count - 1) * 13
        let firstY = side.y > 0.35 ? anchor.y + 11 : side.y < -0.35 ? anchor.y - height : anchor.y - height / 2 + 4
        let spans = lines.enumerated().map { index, line in
            "<tspan x=\"\(String(format: "%.1f", anchor.x))\" y=\"\(String(format: "%.1f", firstY + Double(index) * 13))\">\(Markup.escaped(line))</tspan>"
        }
        return "<text class=\"trigger\" text-anchor=\"\(textAnchor)\">\(spans.joined())</text>"
    }

    /// The order numbers of a taken leg in a small disc.
    private func badge(_ order: [Int], at point: DiagramGeometry.Point) -> String {
        let text = order.map(String.init).joined(separator: ",")
        let radius = 9.0 + Double(max(0, text.count - 1)) * 3
        return "<circle class=\"badge\" cx=\"\(String(format: "%.1f", point.x))\" cy=\"\(String(format: "%.1f", point.y))\" r=\"\(radius)\"/>"
            + "<text class=\"badge\" x=\"\(String(format: "%.1f", point.x))\" y=\"\(String(format: "%.1f", point.y + 4))\" text-anchor=\"middle\">\(text)</text>"
    }

    /// Words joined with commas into lines of at most `width` characters.
    static func wrap(_ words: [String], width: Int) -> [String] {
        var lines: [String] = []
        for word in words {
            if let last = lines.last, last.count + 2 + word.count <= width {
                lines[lines.count - 1] = last + ", " + word
            } else {
                lines.append(word)
            }
        }
        return lines
    }

    static func marker(_ id: String, _ colour: String) -> String {
        "<marker id=\"\(id)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\">"
            + "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(colour)\"/></marker>"
    }

    static let style = """
        .paper { fill: #ffffff; } text { font-family: sans-serif; } .title { font-size: 22px; font-weight: bold; fill: #222; }
        .subtitle { font-size: 14px; fill: #444; } .note { font-size: 12px; fill: #666; }
        .edge path { fill: none; stroke: #8a8a8a; stroke-width: 1.4; } .edge .trigger { font-size: 11px; fill: #777; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
        .edge.taken path { stroke: #c8322a; stroke-width: 4; } .edge.taken .trigger { fill: #c8322a; font-weight: bold; }
        circle.badge { fill: #c8322a; } text.badge { font-size: 11px; fill: #fff; font-weight: bold; }
        .state rect { fill: #eef2f7; stroke: #4a5b70; stroke-width: 1.5; } .state text { font-size: 15px; fill: #223; }
        .state.current rect { fill: #ffd75e; stroke: #b07800; stroke-width: 3; } .state.current text { font-weight: bold; }
        """
}
