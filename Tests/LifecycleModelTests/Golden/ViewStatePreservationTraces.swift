import LifecycleModel
import Testing

/// Golden traces, written by hand from the App Programming Guide's state-preservation
/// chapter: a view that has a restoration identifier has its state saved with the view
/// controller that contains it; a view without one, or under a controller without one, is not.
@Suite("Golden traces of view state saved with its controller", .tags(.golden, .optional), .citedRulesExist)
struct ViewStatePreservationTraces {
    static func preserved(_ controllers: [RestorableController]) throws -> [String]? {
        var options = ReferenceApp.Options()
        options.optsIntoStateRestoration = true
        options.restorableControllers = controllers
        let scenario = try Scenario(app: options)
        try scenario.run(.tapIcon)
        for observation in try scenario.trace(.homeButton) {
            if case .statePreserved(let identifiers) = observation { return identifiers }
        }
        return nil
    }

    @Test("[APG-350] the identified view is saved in the same preservation as its controller; the unidentified one is not")
    func identifiedViewSavedWithController() throws {
        let views = [RestorableView(restorationIdentifier: "table"), RestorableView(restorationIdentifier: nil)]
        let root = RestorableController(restorationIdentifier: "root", className: "RootController", views: views)
        #expect(try Self.preserved([root]) == ["root", "root/table"])
    }

    @Test("[APG-350, APG-353] a view under a controller without an identifier is not saved at all")
    func viewUnderUnidentifiedController() throws {
        let map = RestorableController(restorationIdentifier: nil, className: "MapController", views: [RestorableView(restorationIdentifier: "map")])
        let root = RestorableController(restorationIdentifier: "root", className: "RootController", children: [map])
        #expect(try Self.preserved([root]) == ["root"])
    }

    @Test("[APG-350] a view with nothing worth preserving is left out even with an identifier")
    func nothingToPreserve() throws {
        let views = [RestorableView(restorationIdentifier: "label", hasPreservableState: false)]
        let root = RestorableController(restorationIdentifier: "root", className: "RootController", views: views)
        #expect(try Self.preserved([root]) == ["root"])
    }
}
