import LifecycleConformance
import LifecycleModel

/// A deliberately non-conforming system side, for checking that the suite has teeth.
public struct BrokenSystemAdapter: LifecycleAdapter {
    public let fault: SystemFault
    public init(_ fault: SystemFault) { self.fault = fault }
    public var name: String { "broken-\(fault.rawValue)" }
    public var version: String { adapterContractVersion }
    public func makeSystem() throws -> (any SystemSide)? { try FaultySystem(fault) }
    public func makeApp() throws -> (any AppSide)? { ReferenceApp() }
}

/// A deliberately non-conforming app side.
public struct BrokenAppAdapter: LifecycleAdapter {
    public let fault: AppFault
    public init(_ fault: AppFault) { self.fault = fault }
    public var name: String { "broken-app-\(fault.rawValue)" }
    public var version: String { adapterContractVersion }
    public func makeSystem() throws -> (any SystemSide)? { try ReferenceSystem() }
    public func makeApp() throws -> (any AppSide)? { FaultyApp(fault) }
}

/// The adapters built into the kit: the reference and every broken sample.
public enum BuiltInAdapters {
    public static let reference: any LifecycleAdapter = ReferenceAdapter()
    public static let samples: [any LifecycleAdapter] = SystemFault.allCases.map(BrokenSystemAdapter.init) + AppFault.allCases.map(BrokenAppAdapter.init)
    /// Adapters that throw, hang or trap, to show fault isolation.
    public static let misbehaving: [any LifecycleAdapter] = Misbehaviour.allCases.map(MisbehavingAdapter.init)
    public static var all: [any LifecycleAdapter] { [reference] + samples + misbehaving }

    public static func named(_ name: String) -> (any LifecycleAdapter)? {
        all.first { $0.name == name }
    }
}
