import LifecycleModel
import LifecycleReport
import LifecycleSpec
import Testing

@Suite("State diagrams per configuration")
struct StateDiagramConfigurationTests {
    static let catalog = try? CatalogLoader.loadBundled()

    func edges(_ configuration: Configuration?) throws -> Set<String> {
        let diagram = try StateDiagram(catalog: try #require(Self.catalog), configuration: configuration)
        return Set(diagram.edges.map { "\($0.from.rawValue)->\($0.to.rawValue)" })
    }

    @Test("an app that opts out never goes from active to the background; the default configuration does")
    func optOutHasNoActiveToBackground() throws {
        var optOut = Configuration()
        optOut.exitsOnSuspend = true
        #expect(try !edges(optOut).contains("active->background"))
        #expect(try edges(optOut).contains("active->not-running"))
        #expect(try edges(Configuration()).contains("active->background"))
    }

    @Test("without multitasking the Home button ends the app")
    func noMultitasking() throws {
        var configuration = Configuration()
        configuration.deviceSupportsMultitasking = false
        let diagram = try StateDiagram(catalog: try #require(Self.catalog), configuration: configuration)
        let home = diagram.edges.filter { $0.triggers.contains("home-button") }
        #expect(!home.isEmpty)
        #expect(Set(home.map(\.to)) == [.notRunning])
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
