import Foundation
import LifecycleModel
import LifecycleWorkshop
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The arrows and states of a live diagram, read back from its SVG.
final class DiagramReading: NSObject, XMLParserDelegate {
    struct Edge: Hashable {
        let from: String
        let to: String
        let rows: [String]
        let order: [Int]
        let taken: Bool
    }

    private(set) var edges: [Edge] = []
    private(set) var currentStates: [String] = []
    private(set) var rootState: String?

    init(_ svg: String) throws {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
        if name == "svg" { rootState = attributes["data-state"] }
        guard name == "g", let classes = attributes["class"]?.split(separator: " ") else { return }
        if classes.contains("edge"), let from = attributes["data-from"], let to = attributes["data-to"] {
            let order = (attributes["data-order"] ?? "").split(separator: " ").compactMap { Int($0) }
            let rows = (attributes["data-rows"] ?? "").split(separator: " ").map(String.init)
            edges.append(Edge(from: from, to: to, rows: rows, order: order, taken: classes.contains("taken")))
        }
        if classes.contains("state"), classes.contains("current"), let state = attributes["data-state"] { currentStates.append(state) }
    }

    /// The taken arrows as `from>to`, in the order they were taken.
    var takenInOrder: [String] {
        edges.filter(\.taken).flatMap { edge in edge.order.map { ($0, "\(edge.from)>\(edge.to)") } }.sorted { $0.0 < $1.0 }.map(\.1)
    }
}

@Suite("The live state diagram: the current state and the arrows of the rows just taken")
struct LiveStateDiagramTests {
    func diagram(after script: [String], configuration: Configuration = Configuration()) throws -> (DiagramReading, SimulationSession) {
        let session = try SimulationSession.bundled(configuration: configuration)
        for line in script { _ = session.respond(to: line) }
        let drawing = LiveStateDiagram(rows: try ModelTables.bundled().transitions, configuration: configuration)
        return (try DiagramReading(drawing.svg(of: session)), session)
    }

    @Test("after home: active to inactive to background (TR-016's steps), then suspended (TR-057), in order")
    func home() throws {
        let (reading, session) = try diagram(after: ["launch", "home"])
        #expect(reading.currentStates == ["suspended"] && reading.rootState == "suspended")
        #expect(reading.takenInOrder == ["active>inactive", "inactive>background", "background>suspended"])
        let rows = try #require(session.lastStep).transitionRows
        #expect(rows.map(\.id) == ["TR-016", "TR-057"])
        let expected = DiagramLegs.taken(by: rows).map { "\($0.leg.from.rawValue)>\($0.leg.to.rawValue)" }
        #expect(reading.takenInOrder == expected)
        for edge in reading.edges where edge.taken { #expect(edge.rows.contains("TR-016") || edge.rows.contains("TR-057")) }
    }

    @Test("a launch stops in inactive; a step with no transition row highlights nothing; every leg is drawn once")
    func launchAndQuiet() throws {
        let (launch, _) = try diagram(after: ["launch"])
        #expect(launch.takenInOrder == ["not-running>inactive", "inactive>active"])
        #expect(launch.currentStates == ["active"])
        let pairs = launch.edges.map { "\($0.from)>\($0.to)" }
        #expect(Set(pairs).count == pairs.count)
        #expect(pairs.contains("active>active"), "a row that stays put is a loop")
        let (touch, _) = try diagram(after: ["launch", "touch"])
        #expect(touch.takenInOrder.isEmpty && touch.currentStates == ["active"])
        let (start, _) = try diagram(after: [])
        #expect(start.takenInOrder.isEmpty && start.currentStates == ["not-running"])
    }

    @Test("undo moves the highlight back to the step before; the page around it reloads itself")
    func undoAndPage() throws {
        let (reading, session) = try diagram(after: ["launch", "call", "home", "undo"])
        #expect(reading.takenInOrder == ["active>inactive"] && reading.currentStates == ["inactive"])
        let svg = LiveStateDiagram(rows: try ModelTables.bundled().transitions, configuration: Configuration()).svg(of: session)
        let page = LivePage.html(svg: svg, lines: session.lastReplyLines)
        #expect(page.contains("<meta http-equiv=\"refresh\" content=\"1\">") && page.contains("<svg ") && !page.contains("<?xml"))
        #expect(page.contains("undone: home"))
    }

    @Test("a row's path follows its steps, and a row that never leaves its state is one loop")
    func paths() throws {
        let rows = try ModelTables.bundled().transitions
        let home = try #require(rows.first { $0.id == "TR-016" })
        #expect(DiagramLegs.path(of: home).map { "\($0.from.rawValue)>\($0.to.rawValue)" } == ["active>inactive", "inactive>background"])
        let banner = try #require(rows.first { $0.id == "TR-040" })
        #expect(DiagramLegs.path(of: banner) == [DiagramLegs.Leg(from: .active, to: .active)])
    }
}
