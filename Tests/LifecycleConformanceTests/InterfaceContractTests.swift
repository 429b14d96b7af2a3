import LifecycleConformance
import LifecycleModel
import Testing

/// Contract §13: the interface-loading lines are read against the callbacks, keeping only
/// what the documents fix.
@Suite("The contract reads the interface-loading lines as the documents fix them")
struct InterfaceContractTests {
    static func interface(_ lines: [String]) -> [String] {
        CanonicalTrace(lines: lines, context: .init()).projected(.interface).chain
    }

    static let launch = ["willFinishLaunching@inactive", "didFinishLaunching@inactive", "didBecomeActive@active"]

    @Test("where the launch loads the storyboard, and the order of the window and viewWillAppear:, are free")
    func freedoms() {
        let reference = Self.interface(
            ["interface-loaded(storyboard:Main)", "root-installed"] + Self.launch + ["root-rotated", "window-visible", "view-will-appear"])
        let other = Self.interface(
            [
                "willFinishLaunching@inactive", "interface-loaded(storyboard:Main)", "root-rotated", "didFinishLaunching@inactive", "root-installed",
                "didBecomeActive@active", "view-will-appear", "window-visible",
            ])
        #expect(reference == other)
    }

    @Test("a window shown before the activation callback, or a rotation after the window, reads differently")
    func fixedOrders() {
        let reference = Self.interface(Self.launch + ["root-rotated", "window-visible", "view-will-appear"])
        let early = Self.interface([
            "willFinishLaunching@inactive", "didFinishLaunching@inactive", "window-visible", "view-will-appear", "didBecomeActive@active",
        ])
        let lateRotation = Self.interface(Self.launch + ["window-visible", "view-will-appear", "root-rotated"])
        #expect(early != Self.interface(Self.launch + ["window-visible", "view-will-appear"]))
        #expect(lateRotation != reference)
    }

    @Test("interface lines are left out of every other reading, so no earlier check sees them")
    func otherFiltersIgnoreThem() {
        let lines = ["interface-loaded(nib:MainWindow)"] + Self.launch + ["window-visible", "view-will-appear"]
        let withInterface = CanonicalTrace(lines: lines, context: .init())
        let without = CanonicalTrace(lines: Self.launch, context: .init())
        for filter in [TraceFilter.callbacks, .events, .states, .everything] {
            #expect(withInterface.projected(filter) == without.projected(filter), "\(filter)")
        }
    }
}
