import LifecycleModel
import LifecycleReport
import LifecycleSpec
import Testing

@Suite("State diagrams per configuration follow every row step by step")
struct StateDiagramConfigurationTests {
    static let catalog = try? CatalogLoader.loadBundled()

    func diagram(_ variant: TransitionVariant?) throws -> StateDiagram {
        StateDiagram(rows: try StateDiagram.rows(of: #require(Self.catalog)), variant: variant)
    }

    /// The moves the rows of one trigger make in a configuration, as `from->to`.
    func moves(of trigger: String, _ variant: TransitionVariant) throws -> Set<String> {
        Set(try diagram(variant).edges.filter { $0.triggers.contains(trigger) }.map { "\($0.from.rawValue)->\($0.to.rawValue)" })
    }

    static var optedOut: TransitionVariant { TransitionVariant.everyReport[2] }
    static var noMultitasking: TransitionVariant { TransitionVariant.everyReport[3] }

    @Test("every report draws the default, scenes, opted-out and no-multitasking configurations, then the others the run used")
    func variants() {
        #expect(TransitionVariant.everyReport.map(\.name) == ["default", "scenes", "opted-out", "no-multitasking"])
        var sleepWake = Configuration()
        sleepWake.sleepWakeBehaviour = .inactive
        let drawn = TransitionVariant.drawn(for: [Configuration(), sleepWake, sleepWake])
        #expect(drawn.map(\.name) == ["default", "scenes", "opted-out", "no-multitasking", "sleep-wake-inactive"])
    }

    @Test("a row is drawn as the moves of its steps: Home passes through inactive, a row without steps is one arrow, a row that stays is a loop")
    func movesFollowSteps() throws {
        let rows = Dictionary(uniqueKeysWithValues: try StateDiagram.rows(of: #require(Self.catalog)).map { ($0.id, $0) })
        let pairs = { (id: String) in try StateDiagram.moves(of: #require(rows[id])).map { "\($0.0.rawValue)->\($0.1.rawValue)" } }
        #expect(try pairs("TR-016") == ["active->inactive", "inactive->background"])
        #expect(try pairs("TR-001") == ["not-running->inactive", "inactive->active"])
        #expect(try pairs("TR-057") == ["background->suspended"])
        #expect(try pairs("TR-014") == ["active->active"])
    }

    @Test("an app that opts out stops in inactive on its way to not running, and never reaches the background from active")
    func optedOut() throws {
        #expect(try moves(of: "home-button", Self.optedOut) == ["active->inactive", "inactive->not-running"])
        #expect(try moves(of: "home-button", .standard) == ["active->inactive", "inactive->background"])
        #expect(try !diagram(Self.optedOut).edges.contains { $0.from == .active && $0.to == .background })
        #expect(try !diagram(Self.optedOut).edges.contains { $0.from == .active && $0.to == .notRunning && $0.triggers.contains("home-button") })
    }

    @Test("without multitasking the Home button ends the app after a stop in inactive")
    func noMultitasking() throws {
        #expect(try moves(of: "home-button", Self.noMultitasking) == ["active->inactive", "inactive->not-running"])
    }

    @Test("highlighting marks exactly the moves of the rows that cite a failed rule")
    func highlighting() throws {
        let catalog = try #require(Self.catalog)
        let rows = try StateDiagram.rows(of: catalog).filter { $0.applies(to: Configuration()) }
        let citing = rows.filter { $0.rules.contains("STATES-043") }.map(\.id)
        #expect(!citing.isEmpty)
        let diagram = try diagram(.standard).highlighting(failedRules: ["STATES-043"])
        let failing = diagram.edges.filter(\.isFailing)
        #expect(Set(failing.flatMap(\.failedRowIDs)) == Set(citing))
        #expect(failing.allSatisfy { $0.failedRuleIDs == ["STATES-043"] })
        let expectedMoves = Set(rows.filter { citing.contains($0.id) }.flatMap(StateDiagram.moves(of:)).map { "\($0.0.rawValue)->\($0.1.rawValue)" })
        #expect(Set(failing.map { "\($0.from.rawValue)->\($0.to.rawValue)" }) == expectedMoves)
        #expect(try self.diagram(.standard).highlighting(failedRules: []).edges.allSatisfy { !$0.isFailing })
    }

    @Test("the three formats name every state", arguments: DiagramFormat.allCases)
    func formats(format: DiagramFormat) throws {
        let text = try StateDiagram(catalog: try #require(Self.catalog)).rendered(as: format)
        for state in AppState.allCases {
            #expect(text.contains(state.rawValue) || text.contains(state.rawValue.replacing("-", with: "_")))
        }
        if format == .svg { #expect(text.contains("xmlns=\"http://www.w3.org/2000/svg\"")) }
        if format == .dot { #expect(text.hasPrefix("digraph lifecycle {")) }
    }
}
