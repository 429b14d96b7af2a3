import LifecycleConformance
import LifecycleModel

/// A deliberately non-conforming system side, for checking that the suite has teeth.
public struct BrokenSystemAdapter: LifecycleAdapter {
    /// The fault injected into the system side.
    public let fault: SystemFault
    /// Creates an adapter with one system fault.
    public init(_ fault: SystemFault) { self.fault = fault }
    /// `broken-<fault>`.
    public var name: String { "broken-\(fault.rawValue)" }
    /// The adapter contract version.
    public var version: String { adapterContractVersion }
    /// A ``FaultySystem`` with the fault.
    public func makeSystem() throws -> (any SystemSide)? { try FaultySystem(fault) }
    /// A reference app.
    public func makeApp() throws -> (any AppSide)? { ReferenceApp() }
}

/// A deliberately non-conforming app side.
public struct BrokenAppAdapter: LifecycleAdapter {
    /// The fault injected into the app side.
    public let fault: AppFault
    /// Creates an adapter with one app fault.
    public init(_ fault: AppFault) { self.fault = fault }
    /// `broken-app-<fault>`.
    public var name: String { "broken-app-\(fault.rawValue)" }
    /// The adapter contract version.
    public var version: String { adapterContractVersion }
    /// A reference system.
    public func makeSystem() throws -> (any SystemSide)? { try ReferenceSystem() }
    /// A ``FaultyApp`` with the fault.
    public func makeApp() throws -> (any AppSide)? { FaultyApp(fault) }
}

/// A Today widget with one mistake, or declarations about it with one mistake.
public struct BrokenWidgetAdapter: LifecycleAdapter {
    /// The fault injected into the widget.
    public let fault: WidgetFault
    /// Creates an adapter with one widget fault.
    public init(_ fault: WidgetFault) { self.fault = fault }
    /// `broken-widget-<fault>`.
    public var name: String { "broken-widget-\(fault.rawValue)" }
    /// The adapter contract version.
    public var version: String { adapterContractVersion }
    /// A ``FaultyWidget`` with the fault.
    public func makeWidget() throws -> (any TodayWidget)? { FaultyWidget(fault) }
    /// The widget's declarations, with the fault's Info.plist entries.
    public func widgetDeclarations() throws -> TodayWidgetDeclarations? { FaultyWidget(fault).declarations }
}

/// A Today view with one mistake.
public struct BrokenTodayViewAdapter: LifecycleAdapter {
    /// The fault injected into the Today view.
    public let fault: TodayViewFault
    /// Creates an adapter with one Today-view fault.
    public init(_ fault: TodayViewFault) { self.fault = fault }
    /// `broken-today-view-<fault>`.
    public var name: String { "broken-today-view-\(fault.rawValue)" }
    /// The adapter contract version.
    public var version: String { adapterContractVersion }
    /// A ``FaultyTodayView`` with the fault.
    public func makeTodayView(hosting widget: any TodayWidget, settings: TodayWidgetHost.Settings, containingApp: (any SystemSide)?) throws -> (any TodayView)?
    {
        try FaultyTodayView(fault, widget: widget, settings: settings, containingApp: containingApp)
    }
}

/// A watch runtime with one mistake.
public struct BrokenWatchRuntimeAdapter: LifecycleAdapter {
    /// The fault injected into the watch runtime.
    public let fault: WatchRuntimeFault
    /// Creates an adapter with one watch-runtime fault.
    public init(_ fault: WatchRuntimeFault) { self.fault = fault }
    /// `broken-watch-runtime-<fault>`.
    public var name: String { "broken-watch-runtime-\(fault.rawValue)" }
    /// The adapter contract version.
    public var version: String { adapterContractVersion }
    /// A ``FaultyWatchRuntime`` with the fault.
    public func makeWatchRuntime() throws -> (any WatchRuntime)? { FaultyWatchRuntime(fault) }
}

/// The adapters built into the kit: the reference and every broken sample.
public enum BuiltInAdapters {
    /// The kit's reference adapter.
    public static let reference: any LifecycleAdapter = ReferenceAdapter()
    /// One broken adapter per system, app, widget, Today-view, watch-runtime and file-layout fault.
    public static let samples: [any LifecycleAdapter] =
        SystemFault.allCases.map(BrokenSystemAdapter.init) + AppFault.allCases.map(BrokenAppAdapter.init)
        + WidgetFault.allCases.map(BrokenWidgetAdapter.init) + TodayViewFault.allCases.map(BrokenTodayViewAdapter.init)
        + WatchRuntimeFault.allCases.map(BrokenWatchRuntimeAdapter.init)
        + FileLayoutFault.allCases.map(BrokenFileLayoutAdapter.init)
    /// Conforming samples, each using one freedom of the observation contract differently from the reference.
    public static let variants: [any LifecycleAdapter] = SystemVariant.allCases.map(VariantAdapter.init)
    /// Adapters that throw, hang or trap, to show fault isolation.
    public static let misbehaving: [any LifecycleAdapter] = Misbehaviour.allCases.map(MisbehavingAdapter.init)
    /// The reference, then the broken samples, the valid variants and the misbehaving adapters.
    public static var all: [any LifecycleAdapter] { [reference] + samples + variants + misbehaving }

    /// The built-in adapter with the given name, or nil.
    public static func named(_ name: String) -> (any LifecycleAdapter)? {
        all.first { $0.name == name }
    }
}
