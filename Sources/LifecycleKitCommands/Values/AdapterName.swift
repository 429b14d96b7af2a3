import LifecycleCommandLine
import LifecycleConformance
import LifecycleSamples

/// A built-in adapter, named on the command line: the reference, a broken sample, a valid
/// variant or a misbehaving adapter (`lifecycle-kit adapters` lists them).
struct AdapterName: ArgumentValue, Sendable {
    let adapter: any LifecycleAdapter

    init(argument: String) throws(InvalidArgumentValue) {
        guard let adapter = BuiltInAdapters.named(argument) else {
            throw InvalidArgumentValue(expectedID: "value.adapter-name")
        }
        self.adapter = adapter
    }

    init(_ adapter: any LifecycleAdapter) {
        self.adapter = adapter
    }

    /// The reference adapter.
    static let reference = AdapterName(BuiltInAdapters.reference)
    static var valueName: String { "NAME" }
    static var allValueStrings: [String] { BuiltInAdapters.all.map(\.name) }
    var argumentText: String { adapter.name }
}
