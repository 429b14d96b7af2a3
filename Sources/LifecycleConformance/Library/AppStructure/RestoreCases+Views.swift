import LifecycleModel

extension RestoreCases {
    /// App-side view declarations: a view whose state the app wants preserved carries a
    /// restoration identifier, and so does the controller that owns it.
    static let viewDeclarations: [ConformanceCase] = [
        ConformanceCase(
            "RESTORE-014", "a view with preservable state has a restoration identifier, and so has the controller that owns it", subject: .app,
            hint: "check the restoration identifiers of the views with state to preserve and of their owning controllers",
            app: restoringApp(), areas: [.stateRestoration], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck("every view with preservable state has a restoration identifier", rules: ["APG-352"], viewsIdentified),
                CaseCheck("every view with a restoration identifier belongs to a controller with one", rules: ["APG-353"], ownersIdentified),
            ]),
        // APG-350: a system side preserves an identified view's state in the same record as
        // its controller's, written `controller/view`.
        ConformanceCase(
            "RESTORE-015", "an identified view's state is preserved together with the controller that owns it",
            hint: "check that preserving a controller with a restoration identifier also saves its identified views, in the same preservation",
            app: .with {
                $0.optsIntoStateRestoration = true
                $0.restorableControllers = [
                    RestorableController(
                        restorationIdentifier: "root", className: "RootController", views: [RestorableView(restorationIdentifier: "table")])
                ]
                $0.restorableClassNames = ["RootController"]
            }, areas: [.stateRestoration], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "the view's state is saved in the same preservation as its controller's", rules: ["APG-350"],
                    .check("root/table preserved with root") { evidence in
                        let records = RestorationRecords.preserved(evidence)
                        guard let record = records.first else { return "expected one preserved(…) record, observed none" }
                        return record.isSuperset(of: ["root", "root/table"])
                            ? nil : "expected 'root/table' beside 'root' in the preservation, observed preserved(\(record.sorted().joined(separator: ",")))"
                    })
            ]),
    ]

    /// Every controller of a hierarchy, depth first.
    static func allControllers(_ controllers: [RestorableController]) -> [RestorableController] {
        controllers.flatMap { [$0] + allControllers($0.children) }
    }

    /// In an app that opts in, no view with preservable state lacks an identifier (APG-352).
    static let viewsIdentified = CaseExpectation.check("views identified") { evidence in
        guard evidence.optsIntoStateRestoration else { return nil }
        let owners = allControllers(evidence.restorableControllers).filter { controller in
            controller.views.contains { $0.hasPreservableState && ($0.restorationIdentifier ?? "").isEmpty }
        }
        guard !owners.isEmpty else { return nil }
        let names = owners.map(\.className).prefix(5).joined(separator: ", ")
        return "views with preservable state in \(names) have no restoration identifier: give each one a restorationIdentifier"
    }

    /// No identified view belongs to a controller without an identifier (APG-353).
    static let ownersIdentified = CaseExpectation.check("owners identified") { evidence in
        guard evidence.optsIntoStateRestoration else { return nil }
        let owners = allControllers(evidence.restorableControllers).filter { controller in
            (controller.restorationIdentifier ?? "").isEmpty && controller.views.contains { !($0.restorationIdentifier ?? "").isEmpty }
        }
        guard !owners.isEmpty else { return nil }
        let names = owners.map(\.className).prefix(5).joined(separator: ", ")
        return "controllers \(names) own views with restoration identifiers but have none: give the controller a restorationIdentifier too"
    }
}
