import LifecycleModel

extension WidgetCases {
    /// What the adapter declares about its widget: the extension's Info.plist entries
    /// (`TodayExtensionInfo.findings`), and the containing app it opens.
    static let declarations: [ConformanceCase] = [
        ConformanceCase(
            "WIDGET-006", "the widget extension's Info.plist identifies a Today widget and names the widget's view controller",
            subject: .widget,
            hint:
                "check NSExtension in the widget extension's Info.plist: NSExtensionPointIdentifier com.apple.widget-extension, and NSExtensionPrincipalClass naming the view controller in place of NSExtensionMainStoryboard",
            areas: [.todayWidget],
            widgetProbe: { host in
                try host.checkExtensionInfo()
                return []
            },
            checks: [
                extensionRule("TODAY-021", "NSExtensionPointIdentifier is com.apple.widget-extension"),
                extensionRule("TODAY-022", "a widget with its own view controller names that class as NSExtensionPrincipalClass"),
                extensionRule("TODAY-023", "a widget without the storyboard has no NSExtensionMainStoryboard and names its view controller"),
            ]),
        ConformanceCase(
            "WIDGET-009", "the widget opens its containing app by asking the system for a URL of a scheme the app declares",
            subject: .widget,
            hint:
                "check that each element that opens the app calls openURL:completionHandler: with the custom URL scheme listed in the containing app's CFBundleURLTypes",
            areas: [.todayWidget],
            widgetProbe: { host in
                var observations = try host.openTodayView()
                observations += try host.tapElementsOpeningContainingApp()
                return observations
            },
            checks: [
                CaseCheck("a tap on an element that opens the containing app asks the system to open it", rules: ["TODAY-055"], asksSystemOnTap),
                CaseCheck("the URL's scheme is one the containing app declares, so the app is launched", rules: ["TODAY-054"], sharedScheme),
            ]),
    ]

    /// A check that fails when the Info.plist findings report `ruleID` violated.
    static func extensionRule(_ ruleID: String, _ summary: String, line: Int = #line) -> CaseCheck {
        CaseCheck(
            summary, rules: [ruleID], .check(summary) { evidence in WatchFindingChecks.violations(of: [ruleID], in: evidence.widgetExtensionFindings) },
            line: line)
    }

    /// The taps of the elements the adapter declares as opening the containing app.
    static func taps(_ evidence: CaseEvidence) -> [(element: String, observations: [WidgetObservation])] {
        evidence.widgetSteps.compactMap { step in
            guard case .tap(let element) = step.action else { return nil }
            return (element, step.observations)
        }
    }

    /// Every declared element asked the system to open a URL (TODAY-055).
    static let asksSystemOnTap = CaseExpectation.check("an open-URL request per tap") { evidence in
        for tap in taps(evidence) where !tap.observations.contains(where: { if case .openURLRequested = $0 { true } else { false } }) {
            return "tapping '\(tap.element)', which the adapter declares opens the containing app, asked the system for nothing: "
                + WidgetObservationReading.describe(tap.observations)
        }
        return nil
    }

    /// Every request named a URL the containing app declares, so the system launched the app (TODAY-054).
    static let sharedScheme = CaseExpectation.check("the containing app launched for each request") { evidence in
        for tap in taps(evidence) {
            for case .openURLRejected(let url, let reason) in tap.observations {
                return "tapping '\(tap.element)' asked to open \(url.absoluteString), which the system refused: \(reason)"
            }
        }
        return nil
    }
}
