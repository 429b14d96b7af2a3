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

/// The adapters built into the kit: the reference and every broken sample.
public enum BuiltInAdapters {
    /// The kit's reference adapter.
    public static let reference: any LifecycleAdapter = ReferenceAdapter()
    /// One broken adapter per system fault and per app fault.
    public static let samples: [any LifecycleAdapter] = SystemFault.allCases.map(BrokenSystemAdapter.init) + AppFault.allCases.map(BrokenAppAdapter.init)
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
