import Foundation
import LifecycleModel

/// The Today view: the adapter's implementation (`LifecycleAdapter.makeTodayView`) hosts the
/// kit's widget (`KitTodayWidget`), which appears only while it has content, asks for its own
/// margins and opens its containing app, a running reference app, through the URL scheme that
/// app declares. An adapter without a Today view of its own finds these cases not applicable.
enum TodayViewCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "TODAYVIEW-001", "the Today view shows or hides the widget by the content state it declares, and keeps it hidden until it declares content",
            subject: .todayView,
            hint:
                "check that the Today view hides a widget that called setHasContent:forWidgetWithBundleIdentifier: with NO, keeps it hidden on every opening, and shows it again after YES",
            areas: [.todayWidget],
            widgetProbe: { host in
                var observations = try host.refreshSnapshot()
                observations += try host.openTodayView()
                try host.setSource(.nothing)
                observations += try host.refreshSnapshot()
                try host.closeTodayView()
                observations += try host.openTodayView()
                observations += try host.refreshSnapshot()
                try host.setSource(.content("1 event today"))
                observations += try host.refreshSnapshot()
                try host.closeTodayView()
                observations += try host.openTodayView()
                return observations
            },
            checks: [
                CaseCheck(
                    "the Today view hides the widget once it declares no content and shows it once it declares content", rules: ["TODAY-050"],
                    showsByDeclaredState),
                CaseCheck("a widget marked as having no content stays hidden until it declares content again", rules: ["TODAY-052"], hiddenUntilContent),
            ]),
        ConformanceCase(
            "TODAYVIEW-002", "the Today view proposes margins to the widget and lays it out with the ones it answers",
            subject: .todayView, hint: "check that the Today view calls widgetMarginInsetsForProposedMarginInsets: and applies the insets the widget returns",
            areas: [.todayWidget],
            widgetProbe: { host in
                var observations = try host.refreshSnapshot()
                observations += try host.openTodayView()
                return observations
            },
            checks: [CaseCheck("the margins applied are the ones the widget answered", rules: ["TODAY-031"], widgetMarginsApplied)]),
        ConformanceCase(
            "TODAYVIEW-003", "the Today view checks a widget's request to open its containing app and launches the app for a scheme it declares",
            subject: .todayView,
            hint: "check that openURL:completionHandler:, from a widget, launches the containing app with the URL only when the app declares the URL's scheme",
            areas: [.todayWidget],
            widgetProbe: { host in
                var observations = try host.openTodayView()
                observations += try host.userTaps("event")
                (host.widget as? ReferenceTodayWidget)?.options.urlScheme = KitTodayWidget.undeclaredScheme
                observations += try host.userTaps("event")
                return observations
            },
            checks: [
                CaseCheck(
                    "a URL of a declared scheme launches the containing app, which handles it; any other is refused", rules: ["TODAY-056"],
                    validatesThenLaunches)
            ]),
    ]

    /// The Today view hid the widget once it declared no content, at once or by the next
    /// opening, and showed it once it declared content again, at once or by the next opening
    /// (TODAY-050). The documents do not say when the decision takes effect, so both are accepted.
    static let showsByDeclaredState = CaseExpectation.check("shown and hidden by the declared state") { evidence in
        let steps = evidence.widgetSteps
        guard let hiding = WidgetObservationReading.step(.refresh, 1, in: steps),
            let firstOpening = WidgetObservationReading.step(.openTodayView, 1, in: steps),
            let showing = WidgetObservationReading.step(.refresh, 3, in: steps), let lastOpening = WidgetObservationReading.step(.openTodayView, 2, in: steps)
        else { return "the case did not run to its end: \(WidgetObservationReading.describe(evidence.widget))" }
        if !hiding.contains(.widgetHidden), firstOpening.contains(where: WidgetObservationReading.isPresentation) {
            return "the widget declared no content, but the Today view neither hid it nor kept it hidden on the next opening: "
                + WidgetObservationReading.describe(hiding + firstOpening)
        }
        if !showing.contains(.widgetShown), !lastOpening.contains(where: WidgetObservationReading.isPresentation) {
            return "the widget declared content again, but the Today view neither showed it nor showed it on the next opening: "
                + WidgetObservationReading.describe(showing + lastOpening)
        }
        return nil
    }

    /// Between the declaration of no content and that of content, nothing of the widget is
    /// put on screen, not even when the Today view opens (TODAY-052).
    static let hiddenUntilContent = CaseExpectation.check("hidden until content is declared") { evidence in
        let steps = evidence.widgetSteps
        guard let opening = WidgetObservationReading.step(.openTodayView, 1, in: steps), let stillEmpty = WidgetObservationReading.step(.refresh, 2, in: steps)
        else { return "the case did not run to its end: \(WidgetObservationReading.describe(evidence.widget))" }
        guard let shown = (opening + stillEmpty).first(where: WidgetObservationReading.isPresentation) else { return nil }
        return "the widget had declared no content, yet the Today view put it on screen ('\(shown)'): "
            + WidgetObservationReading.describe(opening + stillEmpty)
    }

    /// The widget came on screen with the margins it answered (TODAY-031).
    static let widgetMarginsApplied = CaseExpectation.check("the widget's margins applied") { evidence in
        let applied = evidence.widget.compactMap { if case .marginInsetsApplied(let proposed, let applied) = $0 { (proposed, applied) } else { nil } }
        guard let (proposed, margins) = applied.first else {
            return "the widget came on screen without margins being proposed to it: \(WidgetObservationReading.describe(evidence.widget))"
        }
        return margins == KitTodayWidget.preferredMarginInsets
            ? nil : "proposed \(proposed), the widget answered \(KitTodayWidget.preferredMarginInsets), but the Today view applied \(margins)"
    }

    /// The first tap, with the declared scheme, launched the containing app, which handled
    /// the URL; the second, with an undeclared scheme, launched nothing (TODAY-056). Whether the
    /// Today view reports the refusal is its own affair.
    static let validatesThenLaunches = CaseExpectation.check("validated, then launched") { evidence in
        let taps = evidence.widgetSteps.filter { if case .tap = $0.action { true } else { false } }.map(\.observations)
        guard taps.count == 2 else { return "the case did not run to its end: \(WidgetObservationReading.describe(evidence.widget))" }
        let launches = taps.map { tap in tap.compactMap { if case .containingAppLaunched(let url, let app) = $0 { (url, app) } else { nil } } }
        guard let (url, app) = launches[0].first else {
            return
                "the widget asked to open a URL of the scheme its containing app declares, but the app was not launched: \(WidgetObservationReading.describe(taps[0]))"
        }
        let handled = app.contains { observation in
            guard case .callback(let callback, _, _) = observation else { return false }
            return callback == .openURL || callback == .sceneOpenURLContexts
        }
        if !handled { return "the containing app was launched for \(url.absoluteString) but was not handed the URL" }
        guard let (refused, _) = launches[1].first else { return nil }
        return "the containing app does not declare the scheme of \(refused.absoluteString), yet the Today view launched it"
    }
}
