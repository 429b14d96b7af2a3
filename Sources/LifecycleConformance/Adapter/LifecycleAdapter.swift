import LifecycleModel

/// The version of the adapter contract described in `conformance/README.md`.
public let adapterContractVersion = "1.0"

/// How a third-party implementation plugs into the kit's conformance cases. Provide a
/// system side, an app side, or both; the kit supplies its reference for the other half.
public protocol LifecycleAdapter: Sendable {
    /// A short name, used in reports and failure messages.
    var name: String { get }
    /// The implementation's version, shown in reports.
    var version: String { get }
    /// What the implementation covers; cases outside it are reported not applicable.
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
    /// `unversioned` unless the adapter says otherwise.
    public var version: String { "unversioned" }
    /// By default an adapter claims every capability.
    public var capabilities: AdapterCapabilities { .everything }
    /// By default an adapter has no system side.
    public func makeSystem() throws -> (any SystemSide)? { nil }
    /// By default an adapter has no app side.
    public func makeApp() throws -> (any AppSide)? { nil }
    /// By default an adapter has no Today widget.
    public func makeWidget() throws -> (any TodayWidget)? { nil }
    /// By default an adapter has no watch app.
    public func watchApp() throws -> WatchAppConfiguration? { nil }
}

/// The kit's own reference: `ReferenceSystem` and `ReferenceApp`.
public struct ReferenceAdapter: LifecycleAdapter {
    /// Creates the reference adapter.
    public init() {}
    /// `reference`.
    public var name: String { "reference" }
    /// The adapter contract version, ``adapterContractVersion``.
    public var version: String { adapterContractVersion }
    /// A new `ReferenceSystem` over the bundled tables.
    public func makeSystem() throws -> (any SystemSide)? { try ReferenceSystem() }
    /// A new `ReferenceApp` with default options.
    public func makeApp() throws -> (any AppSide)? { ReferenceApp() }
    /// A `ReferenceTodayWidget` showing "3 events today".
    public func makeWidget() throws -> (any TodayWidget)? { ReferenceTodayWidget(sourceContent: "3 events today") }
    /// The reference independent watch app configuration.
    public func watchApp() throws -> WatchAppConfiguration? { .referenceIndependentApp }
}
