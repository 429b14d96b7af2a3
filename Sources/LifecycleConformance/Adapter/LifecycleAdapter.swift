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
    /// What the adapter declares about its Today widget (its extension's Info.plist entries,
    /// view-controller class, containing app's URL schemes and the elements that open the
    /// app), or nil when it declares nothing; the cases that need a declaration are then not applicable.
    func widgetDeclarations() throws -> TodayWidgetDeclarations?
    /// A fresh Today view hosting `widget` with `settings` and launching `containingApp` for
    /// the widget's open-URL requests, or nil when the adapter has no Today view of its own
    /// (its widget is hosted in the kit's `TodayWidgetHost`; the Today-view cases are then not applicable).
    func makeTodayView(hosting widget: any TodayWidget, settings: TodayWidgetHost.Settings, containingApp: (any SystemSide)?) throws -> (any TodayView)?
    /// A fresh watch runtime (installation, launch and WatchConnectivity answers), or nil when
    /// the adapter has none (the kit's `ReferenceWatchRuntime` stands for watchOS; the watch-runtime cases are then not applicable).
    func makeWatchRuntime() throws -> (any WatchRuntime)?
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
    /// By default an adapter declares nothing about its widget.
    public func widgetDeclarations() throws -> TodayWidgetDeclarations? { nil }
    /// By default an adapter has no Today view of its own.
    public func makeTodayView(hosting widget: any TodayWidget, settings: TodayWidgetHost.Settings, containingApp: (any SystemSide)?) throws -> (any TodayView)?
    {
        nil
    }
    /// By default an adapter has no watch runtime.
    public func makeWatchRuntime() throws -> (any WatchRuntime)? { nil }
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
    /// A `ReferenceTodayWidget` showing "3 events today", which appears only while it has content.
    public func makeWidget() throws -> (any TodayWidget)? { ReferenceTodayWidget.appearingWithContent("3 events today") }
    /// The reference independent watch app configuration.
    public func watchApp() throws -> WatchAppConfiguration? { .referenceIndependentApp }
    /// `TodayWidgetDeclarations.reference`.
    public func widgetDeclarations() throws -> TodayWidgetDeclarations? { .reference }
    /// The kit's `TodayWidgetHost`.
    public func makeTodayView(hosting widget: any TodayWidget, settings: TodayWidgetHost.Settings, containingApp: (any SystemSide)?) throws -> (any TodayView)?
    {
        try TodayWidgetHost(widget: widget, settings: settings, containingApp: containingApp)
    }
    /// The kit's `ReferenceWatchRuntime`.
    public func makeWatchRuntime() throws -> (any WatchRuntime)? { ReferenceWatchRuntime() }
}
