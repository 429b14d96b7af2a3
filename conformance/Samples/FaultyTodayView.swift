import Foundation
import LifecycleModel

/// A mistake an implementation of the Today view makes; the rest is the kit's `TodayWidgetHost`.
public enum TodayViewFault: String, Sendable, CaseIterable {
    /// Puts the widget on screen when the Today view opens, even after it declared no content.
    case showsWidgetWithoutContent = "shows-widget-without-content"
    /// Once the widget declared no content, never shows it again, whatever it declares later.
    case keepsWidgetHiddenForGood = "keeps-widget-hidden-for-good"
    /// Asks the widget for its margins but lays it out with the proposed ones.
    case ignoresWidgetMargins = "ignores-widget-margins"
    /// Launches the containing app for any URL a widget asks to open, declared scheme or not.
    case launchesAnyScheme = "launches-any-scheme"
}

/// The kit's Today view with one fault injected, rewriting what the host reports.
public final class FaultyTodayView: TodayView {
    let fault: TodayViewFault
    let host: TodayWidgetHost
    let containingApp: (any SystemSide)?
    private var hiddenForGood = false

    /// Hosts `widget` as the kit's host does, with `fault`.
    public init(_ fault: TodayViewFault, widget: any TodayWidget, settings: TodayWidgetHost.Settings, containingApp: (any SystemSide)?) throws {
        self.fault = fault
        self.containingApp = containingApp
        host = try TodayWidgetHost(widget: widget, settings: settings, containingApp: containingApp)
    }

    /// The hosted widget.
    public var widget: any TodayWidget { host.widget }

    /// The host's refresh, rewritten.
    public func refreshSnapshot() throws(LifecycleError) -> [WidgetObservation] {
        try rewrite(host.refreshSnapshot())
    }

    /// The host's opening, rewritten; the widget comes on screen despite its declaration when the fault says so.
    public func openTodayView() throws(LifecycleError) -> [WidgetObservation] {
        let observations = try host.openTodayView()
        if fault == .showsWidgetWithoutContent, observations == [.keptHidden] {
            return [.marginInsetsApplied(proposed: host.settings.proposedMarginInsets, applied: host.settings.proposedMarginInsets)]
                + (host.snapshot.map { [.snapshotDisplayed($0)] } ?? []) + [.liveViewDisplayed(widget.viewContent)]
        }
        if fault == .keepsWidgetHiddenForGood, hiddenForGood { return [.keptHidden] }
        return try rewrite(observations)
    }

    /// The host's.
    public func closeTodayView() throws(LifecycleError) {
        try host.closeTodayView()
    }

    /// The host's tap, rewritten.
    public func userTaps(_ element: String) throws(LifecycleError) -> [WidgetObservation] {
        try rewrite(host.userTaps(element))
    }

    /// The host's, rewritten.
    public func setHasContent(_ flag: Bool, forWidgetWithBundleIdentifier bundleIdentifier: String) throws(LifecycleError) -> [WidgetObservation] {
        try rewrite(host.setHasContent(flag, forWidgetWithBundleIdentifier: bundleIdentifier))
    }

    private func rewrite(_ observations: [WidgetObservation]) throws(LifecycleError) -> [WidgetObservation] {
        var rewritten: [WidgetObservation] = []
        for observation in observations {
            switch (fault, observation) {
            case (.keepsWidgetHiddenForGood, .contentStateDeclared(false)):
                hiddenForGood = true
                rewritten.append(observation)
            case (.keepsWidgetHiddenForGood, _) where hiddenForGood && (observation == .widgetShown || isPresentation(observation)):
                continue
            case (.ignoresWidgetMargins, .marginInsetsApplied(let proposed, _)):
                rewritten.append(.marginInsetsApplied(proposed: proposed, applied: proposed))
            case (.launchesAnyScheme, .openURLRejected(let url, _)):
                rewritten.append(.containingAppLaunched(url, try containingApp?.send(.openURL) ?? []))
            default:
                rewritten.append(observation)
            }
        }
        return rewritten
    }

    private func isPresentation(_ observation: WidgetObservation) -> Bool {
        switch observation {
        case .snapshotDisplayed, .liveViewDisplayed, .marginInsetsApplied: true
        default: false
        }
    }
}
