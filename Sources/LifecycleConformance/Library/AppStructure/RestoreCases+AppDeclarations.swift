import LifecycleModel

extension RestoreCases {
    /// What the app side declares about state restoration: an app that gives controllers
    /// restoration identifiers opts in, and no controller it would have preserved shows
    /// sensitive information.
    static let appDeclarations: [ConformanceCase] = [
        ConformanceCase(
            "RESTORE-013", "an app that gives its controllers restoration identifiers opts in and preserves nothing sensitive", subject: .app,
            hint:
                "check that the app delegate implements application:shouldSaveApplicationState: and application:shouldRestoreApplicationState: when controllers carry restoration identifiers, and that no controller showing sensitive information has one",
            app: restoringApp(), areas: [.stateRestoration], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "an app whose controllers carry restoration identifiers opts in to preservation and restoration",
                    rules: ["APG-327", "APG-330", "APG-340", "APG-346"], optsInWhenIdentified),
                CaseCheck("no controller that would be preserved shows sensitive information", rules: ["APG-365"], nothingSensitivePreserved),
            ])
    ]

    /// The controllers preservation would reach: those with a restoration identifier whose
    /// ancestors all have one.
    static func preservable(_ controllers: [RestorableController]) -> [RestorableController] {
        controllers.flatMap { controller -> [RestorableController] in
            guard let identifier = controller.restorationIdentifier, !identifier.isEmpty else { return [] }
            return [controller] + preservable(controller.children)
        }
    }

    /// An app with preservable controllers opts in (APG-327, APG-330, APG-340, APG-346).
    static let optsInWhenIdentified = CaseExpectation.check("opts in when controllers are identified") { evidence in
        let identified = preservable(evidence.restorableControllers)
        guard !identified.isEmpty, !evidence.optsIntoStateRestoration else { return nil }
        let names = identified.compactMap(\.restorationIdentifier).prefix(5).joined(separator: ", ")
        return "controllers \(names) carry restoration identifiers but the app does not opt in: "
            + "implement application:shouldSaveApplicationState: and application:shouldRestoreApplicationState: and return true"
    }

    /// No preservable controller shows sensitive information (APG-365).
    static let nothingSensitivePreserved = CaseExpectation.check("nothing sensitive preserved") { evidence in
        guard evidence.optsIntoStateRestoration else { return nil }
        let sensitive = preservable(evidence.restorableControllers).filter(\.showsSensitiveInformation)
        guard !sensitive.isEmpty else { return nil }
        let names = sensitive.compactMap(\.restorationIdentifier).prefix(5).joined(separator: ", ")
        return "controllers \(names) show sensitive information but carry restoration identifiers: remove their identifiers so they are not preserved"
    }
}
