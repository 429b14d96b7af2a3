import LifecycleModel
import Testing

/// Golden traces, written by hand from the App Programming Guide's snapshot section and the
/// older App States document's note on drawing in the background: an interface change made
/// by work in the background updates the snapshot at once, while the views themselves are
/// redrawn only when the app is back in the foreground.
@Suite("Golden traces of snapshot updates in the background", .tags(.golden, .required), .citedRulesExist)
struct SnapshotUpdateGoldenTraces {
    @Test("[APG-273, STATES-173] a change asked for in the background gives a new snapshot and no redraw; the redraw comes with the return")
    func changeInTheBackground() throws {
        var options = ReferenceApp.Options()
        options.finishesWorkInBackground = true
        let scenario = try Scenario(app: options)
        try scenario.run(.tapIcon, .homeButton)
        #expect(scenario.system.state == .background, "premise: the app's background task keeps it running")
        let change = try scenario.trace(.requestRedraw)
        #expect(TraceProjection.events(change) == ["snapshot"])
        #expect(change.contains(.snapshotTaken(sensitiveContentVisible: false)) && !change.contains(.viewRedrawn))
        let back = try scenario.trace(.tapIcon)
        #expect(back.contains(.viewRedrawn), "the coalesced redraw is done on the return")
    }

    @Test("[STATES-173] in the foreground a change is drawn at once and the snapshot is not touched")
    func changeInTheForeground() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        let change = try scenario.trace(.requestRedraw)
        #expect(change.contains(.viewRedrawn))
        #expect(TraceProjection.events(change).isEmpty, "no snapshot in the foreground")
    }

    @Test("[APG-276] snapshotViewAfterScreenUpdates: with true draws the pending change first, then takes the snapshot")
    func snapshotAfterScreenUpdates() throws {
        var options = ReferenceApp.Options()
        options.finishesWorkInBackground = true
        let scenario = try Scenario(app: options)
        try scenario.run(.tapIcon, .homeButton, .requestRedraw)
        let asked = try scenario.trace(.snapshotAfterScreenUpdates)
        let redraw = try #require(asked.firstIndex(of: .viewRedrawn), "the pending redraw is applied")
        let snapshot = try #require(asked.firstIndex { if case .snapshotTaken = $0 { true } else { false } })
        #expect(redraw < snapshot)
        #expect(!(try scenario.trace(.tapIcon)).contains(.viewRedrawn), "nothing is left to redraw on the return")
    }
}
