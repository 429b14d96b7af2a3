import LifecycleConformance
import LifecycleModel

/// Your adapter. Replace the bodies of `makeSystem()` and `makeApp()` with your own
/// implementation of `SystemSide` and/or `AppSide`, and narrow `capabilities` to what you
/// implement: cases outside them are reported not applicable.
public struct MyAdapter: LifecycleAdapter {
    public init() {}
    public var name: String { "my-implementation" }
    public var version: String { "0.1.0" }
    public var capabilities: AdapterCapabilities { .everything }
    public func makeSystem() throws -> (any SystemSide)? { try ReferenceSystem() }
    public func makeApp() throws -> (any AppSide)? { ReferenceApp() }
    public func makeWidget() throws -> (any TodayWidget)? { ReferenceTodayWidget(sourceContent: "3 events today") }
    public func watchApp() throws -> WatchAppConfiguration? { .referenceIndependentApp }
}
