import LifecycleModel

/// The version of the adapter contract described in `conformance/README.md`.
public let adapterContractVersion = "1.0"

/// How a third-party implementation plugs into the kit's conformance cases. Provide a
/// system side, an app side, or both; the kit supplies its reference for the other half.
public protocol LifecycleAdapter: Sendable {
    /// A short name, used in reports and failure messages.
    var name: String { get }
    var version: String { get }
    var capabilities: AdapterCapabilities { get }
    /// A fresh system side, or nil when the adapter implements only the app side.
    func makeSystem() throws -> (any SystemSide)?
    /// A fresh app side, or nil when the adapter implements only the system side.
    func makeApp() throws -> (any AppSide)?
    /// A fresh Today widget, or nil when the adapter has none.
    func makeWidget() throws -> (any TodayWidget)?
    /// The watch app's configuration, or nil when the adapter has no watch app.
    func watchApp() throws -> WatchAppConfiguration?
}

extension LifecycleAdapter {
    public var version: String { "unversioned" }
    public var capabilities: AdapterCapabilities { .everything }
    public func makeSystem() throws -> (any SystemSide)? { nil }
    public func makeApp() throws -> (any AppSide)? { nil }
    public func makeWidget() throws -> (any TodayWidget)? { nil }
    public func watchApp() throws -> WatchAppConfiguration? { nil }
}

/// The kit's own reference: `ReferenceSystem` and `ReferenceApp`.
public struct ReferenceAdapter: LifecycleAdapter {
    public init() {}
    public var name: String { "reference" }
    public var version: String { adapterContractVersion }
    public func makeSystem() throws -> (any SystemSide)? { try ReferenceSystem() }
    public func makeApp() throws -> (any AppSide)? { ReferenceApp() }
    public func makeWidget() throws -> (any TodayWidget)? { ReferenceTodayWidget(sourceContent: "3 events today") }
    public func watchApp() throws -> WatchAppConfiguration? { .referenceIndependentApp }
}
