import LifecycleModel
import Testing

/// Golden traces, written by hand from the App States document's memory-usage note on moving
/// to the background: the system itself lets go of four things (its own allocations for the
/// app, the layers' backing stores, its references to cached images and to other caches it
/// manages), and the layers survive the loss of their backing stores.
@Suite("Golden traces of what the system purges on the move to the background", .tags(.golden, .required), .citedRulesExist)
struct BackgroundPurgeGoldenTraces {
    /// The four purges the document lists, each written out rather than read from the model.
    static let expectedPurges: Set<Observation> = [
        .memoryPurgedOnBackground(.systemAllocatedData, layerObjectsKept: true),
        .memoryPurgedOnBackground(.layerBackingStores, layerObjectsKept: true),
        .memoryPurgedOnBackground(.cachedImageReferences, layerObjectsKept: true),
        .memoryPurgedOnBackground(.systemCacheReferences, layerObjectsKept: true),
    ]

    static func purges(in trace: [Observation]) -> [Observation] {
        trace.filter { if case .memoryPurgedOnBackground = $0 { true } else { false } }
    }

    @Test("[STATES-141, STATES-142, STATES-143, STATES-144, STATES-145] the Home button: each of the four purges once, layers kept")
    func homeButton() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        let purges = Self.purges(in: try scenario.trace(.homeButton))
        #expect(purges.count == 4)
        #expect(Set(purges) == Self.expectedPurges)
    }

    @Test("[STATES-141] answering a call also moves the app to the background, so the system purges then too")
    func answeringACall() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .incomingCall)
        #expect(Set(Self.purges(in: try scenario.trace(.answerCall))) == Self.expectedPurges)
    }

    @Test("[STATES-141] nothing is purged while the app stays in the foreground or when it returns to it")
    func noPurgeWithoutTheMove() throws {
        let scenario = try Scenario()
        #expect(Self.purges(in: try scenario.trace(.tapIcon)).isEmpty)
        #expect(Self.purges(in: try scenario.trace(.incomingCall)).isEmpty)
        #expect(Self.purges(in: try scenario.trace(.declineCall)).isEmpty)
        try scenario.run(.homeButton)
        #expect(Self.purges(in: try scenario.trace(.tapIcon)).isEmpty, "the return to the foreground purges nothing")
    }
}
