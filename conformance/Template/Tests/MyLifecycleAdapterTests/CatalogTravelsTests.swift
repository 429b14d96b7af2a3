import LifecycleSpec
import Testing

/// The kit's catalog ships as package resources: it loads from a dependent package,
/// whatever the working directory.
@Test("the kit's catalog loads from a dependent package")
func catalogLoadsFromDependency() throws {
    let catalog = try CatalogLoader.loadBundled()
    #expect(catalog.rules.count > 200)
    #expect(catalog.table("transitions") != nil)
}
