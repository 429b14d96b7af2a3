import Foundation
import LifecycleReport
import LifecycleSpec

/// Shared values for the report tests.
enum Fixtures {
    static let catalog: Catalog? = try? CatalogLoader.loadBundled()

    /// The fixture's tests and the report built from them.
    static func fixtureReport(_ catalog: Catalog) throws -> ConformanceReport {
        let tests = try EventStreamImport(catalog: catalog).tests(data: Data(EventStreamFixture.text.utf8), fileName: "events.jsonl")
        let implementation = ImplementationInfo(name: "my-adapter", version: "0.1", adapter: "my-adapter", capabilities: nil)
        return try ReportBuilder(catalog: catalog).build(tests: tests, implementation: implementation, origin: "event-stream")
    }
}
