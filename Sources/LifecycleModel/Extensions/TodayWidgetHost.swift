import Foundation

/// The Today view hosting one widget, as the TODAY- rules describe it.
///
/// - From time to time the system refreshes the widget's snapshot (TODAY-040): it first
///   calls `widgetPerformUpdateWithCompletionHandler:` (TODAY-043) and captures a new
///   snapshot only when the widget completes with `newData`; after `noData` or `failed`,
///   after a handler that was never called or called more than once (TODAY-045), and after
///   a termination, it keeps the previous snapshot.
/// - When the widget comes on screen the system shows the most recent snapshot until the
///   widget has completed its update, then the live view (TODAY-041).
/// - The content state declared with `setHasContent:forWidgetWithBundleIdentifier:` shows
///   or hides the widget; a widget without content stays hidden until it declares content
///   again (TODAY-050 – TODAY-052). A widget shows by default.
/// - A widget opens its containing app only by asking the system, which checks the URL's
///   scheme against the containing app's before launching it (TODAY-054 – TODAY-056).
/// - A widget whose memory footprint exceeds the limit when one of its methods returns is
///   terminated, and what it did in that method is lost (TODAY-010).
///
/// Outcomes are returned as `WidgetObservation` values; a stimulus that makes no sense
/// (tapping a widget that is not on screen) throws a `LifecycleError`.
public final class TodayWidgetHost {
    /// What the host needs to know before the widget runs.
    public struct Settings: Sendable, Hashable {
        /// The footprint above which the system terminates the widget (TODAY-010). The
        /// documents give no figure; 16 MB is the model's choice.
        public var memoryLimitMegabytes = 16
        /// The margins the system proposes to the widget (TODAY-031). The documents give no
        /// figures; these are the model's choice.
        public var proposedMarginInsets = WidgetMarginInsets(top: 0, left: 16, bottom: 0, right: 16)
        /// The custom URL schemes the containing app declares (`CFBundleURLTypes`); a widget
        /// can open the containing app only through one of them (TODAY-054).
        public var containingAppURLSchemes: Set<String> = []

        /// The default settings: a 16 MB limit and no URL scheme.
        public init() {}
    }

    /// The hosted widget.
    public let widget: any TodayWidget
    /// The settings the host was created with.
    public let settings: Settings
    /// The containing app's system side, which receives `openURL` when the widget opens the
    /// app; nil to model the launch without running the app.
    public let containingApp: (any SystemSide)?
    /// The most recent snapshot of the widget; nil until the first capture.
    public private(set) var snapshot: WidgetSnapshot?
    /// The content state last declared; true until the widget declares otherwise.
    public private(set) var hasContent = true
    /// True while the user has the Today view open.
    public private(set) var isTodayViewOpen = false
    /// False after the system terminated the widget, until it is needed again.
    public private(set) var isWidgetRunning = true
    /// The margins applied when the widget last came on screen; nil before that.
    public private(set) var marginInsets: WidgetMarginInsets?
    private var snapshotsCaptured = 0
    private let declaredSchemes: Set<String>

    /// True while the widget is on screen: the Today view is open and the widget has content.
    public var isWidgetDisplayed: Bool { isTodayViewOpen && hasContent }

    /// Hosts `widget` with the Today view closed. Throws `invalidArgument` for an empty
    /// bundle identifier, a memory limit that is not positive or a malformed URL scheme.
    public init(widget: any TodayWidget, settings: Settings = Settings(), containingApp: (any SystemSide)? = nil) throws(LifecycleError) {
        guard !widget.bundleIdentifier.isEmpty else {
            throw LifecycleError(.invalidArgument, "the widget's bundle identifier is empty")
        }
        guard settings.memoryLimitMegabytes > 0 else {
            throw LifecycleError(.invalidArgument, "the widget memory limit must be positive, not \(settings.memoryLimitMegabytes) MB")
        }
        for scheme in settings.containingAppURLSchemes.sorted() where !Self.isValidScheme(scheme) {
            throw LifecycleError(.invalidArgument, "'\(scheme)' is not a valid URL scheme (a letter, then letters, digits, '+', '-' or '.')")
        }
        self.widget = widget
        self.settings = settings
        self.containingApp = containingApp
        declaredSchemes = Set(settings.containingAppURLSchemes.map { $0.lowercased() })
    }

    /// The system refreshes the widget's snapshot, as it does from time to time (TODAY-040),
    /// whether or not the widget is on screen.
    public func refreshSnapshot() throws(LifecycleError) -> [WidgetObservation] {
        let wasDisplayed = isWidgetDisplayed
        var observations = relaunchIfNeeded()
        let update = try performUpdate()
        observations += update.observations
        if !wasDisplayed, isWidgetDisplayed, update.liveViewUpToDate {
            observations.append(.liveViewDisplayed(widget.viewContent))
        }
        return observations
    }

    /// The user opens the Today view: the widget comes on screen unless it declared it has
    /// no content (TODAY-041, TODAY-052).
    public func openTodayView() throws(LifecycleError) -> [WidgetObservation] {
        guard !isTodayViewOpen else { throw LifecycleError(.stimulusNotApplicable, "the Today view is already open") }
        isTodayViewOpen = true
        guard hasContent else { return [.keptHidden] }
        return try present()
    }

    /// The user closes the Today view.
    public func closeTodayView() throws(LifecycleError) {
        guard isTodayViewOpen else { throw LifecycleError(.stimulusNotApplicable, "the Today view is not open") }
        isTodayViewOpen = false
    }

    /// The user taps `element` in the widget, which is on screen; the widget's requests
    /// (such as opening its containing app) are acted on when it returns (TODAY-055).
    public func userTaps(_ element: String) throws(LifecycleError) -> [WidgetObservation] {
        guard isWidgetDisplayed else {
            throw LifecycleError(.stimulusNotApplicable, "the widget is not on screen, so '\(element)' cannot be tapped")
        }
        var observations = relaunchIfNeeded()
        let services = TodayWidgetServices()
        widget.userDidTap(element, services: services)
        services.close()
        if let termination = terminationForMemory() { return observations + termination }
        observations += try handle(services.requests)
        return observations
    }

    /// `NCWidgetController` `setHasContent:forWidgetWithBundleIdentifier:` called from
    /// outside the widget (by the containing app, for example). A widget shown again while
    /// the Today view is open comes on screen as when the view opens.
    public func setHasContent(_ flag: Bool, forWidgetWithBundleIdentifier bundleIdentifier: String) throws(LifecycleError) -> [WidgetObservation] {
        guard bundleIdentifier == widget.bundleIdentifier else {
            throw LifecycleError(
                .invalidArgument, "no widget with bundle identifier '\(bundleIdentifier)' in the Today view (it hosts '\(widget.bundleIdentifier)')")
        }
        let wasDisplayed = isWidgetDisplayed
        var observations = declareContent(flag)
        if !wasDisplayed, isWidgetDisplayed { observations += try present() }
        return observations
    }

    // MARK: - Steps

    /// Brings the widget on screen: margins, the last snapshot, the update, the live view.
    private func present() throws(LifecycleError) -> [WidgetObservation] {
        var observations = relaunchIfNeeded()
        observations += beginPresentation()
        let update = try performUpdate()
        observations += update.observations
        if isWidgetDisplayed, update.liveViewUpToDate { observations.append(.liveViewDisplayed(widget.viewContent)) }
        return observations
    }

    /// Lays the widget out with its margins (TODAY-031) and shows its snapshot (TODAY-041).
    private func beginPresentation() -> [WidgetObservation] {
        let proposed = settings.proposedMarginInsets
        let applied = (widget as? any WidgetProviding)?.widgetMarginInsets(forProposedMarginInsets: proposed) ?? proposed
        marginInsets = applied
        var observations: [WidgetObservation] = [.marginInsetsApplied(proposed: proposed, applied: applied)]
        if let snapshot { observations.append(.snapshotDisplayed(snapshot)) }
        return observations
    }

    /// Gives the widget the chance to update, then captures or keeps the snapshot. The live
    /// view is up to date once the widget has completed its update exactly once.
    private func performUpdate() throws(LifecycleError) -> (observations: [WidgetObservation], liveViewUpToDate: Bool) {
        guard let provider = widget as? any WidgetProviding else {
            return ([.updateNotOffered, captureSnapshot()], true)
        }
        var observations: [WidgetObservation] = [.callback(.widgetPerformUpdate)]
        let handler = WidgetUpdateCompletionHandler()
        let services = TodayWidgetServices()
        provider.widgetPerformUpdate(completionHandler: handler, services: services)
        handler.close()
        services.close()
        if let termination = terminationForMemory() {
            return (observations + termination + [.snapshotKept(snapshot)], false)
        }
        observations += try handle(services.requests)
        let results = handler.results
        guard let result = results.first else {
            return (observations + [.completionHandlerNotCalled, .snapshotKept(snapshot)], false)
        }
        guard results.count == 1 else {
            return (observations + [.completionHandlerCalledRepeatedly(results), .snapshotKept(snapshot)], false)
        }
        observations.append(.updateCompleted(result))
        observations.append(result == .newData ? captureSnapshot() : .snapshotKept(snapshot))
        return (observations, true)
    }

    /// Acts on the widget's requests in the order it made them.
    private func handle(_ requests: [TodayWidgetRequest]) throws(LifecycleError) -> [WidgetObservation] {
        var observations: [WidgetObservation] = []
        for request in requests {
            switch request {
            case .setHasContent(let flag, let bundleIdentifier):
                guard bundleIdentifier == widget.bundleIdentifier else {
                    observations.append(.contentStateIgnored(bundleIdentifier: bundleIdentifier))
                    continue
                }
                let wasDisplayed = isWidgetDisplayed
                observations += declareContent(flag)
                if !wasDisplayed, isWidgetDisplayed { observations += beginPresentation() }
            case .openURL(let url):
                observations += try open(url)
            }
        }
        return observations
    }

    /// Records the content state and shows or hides the widget in the open Today view (TODAY-050).
    private func declareContent(_ flag: Bool) -> [WidgetObservation] {
        let wasDisplayed = isWidgetDisplayed
        hasContent = flag
        var observations: [WidgetObservation] = [.contentStateDeclared(hasContent: flag)]
        if wasDisplayed, !isWidgetDisplayed { observations.append(.widgetHidden) }
        if !wasDisplayed, isWidgetDisplayed { observations.append(.widgetShown) }
        return observations
    }

    /// Validates an open-URL request and launches the containing app (TODAY-054, TODAY-056).
    private func open(_ url: URL) throws(LifecycleError) -> [WidgetObservation] {
        guard let scheme = url.scheme?.lowercased(), declaredSchemes.contains(scheme) else {
            let reason = url.scheme.map { "the containing app declares no URL scheme '\($0)'" } ?? "the URL has no scheme"
            return [.openURLRequested(url), .openURLRejected(url, reason: reason)]
        }
        let appObservations = try containingApp?.send(.openURL) ?? []
        return [.openURLRequested(url), .containingAppLaunched(url, appObservations)]
    }

    private func captureSnapshot() -> WidgetObservation {
        snapshotsCaptured += 1
        let captured = WidgetSnapshot(content: widget.viewContent, sequence: snapshotsCaptured)
        snapshot = captured
        return .snapshotCaptured(captured)
    }

    private func relaunchIfNeeded() -> [WidgetObservation] {
        guard !isWidgetRunning else { return [] }
        isWidgetRunning = true
        return [.widgetRelaunched]
    }

    /// Terminates the widget when its footprint exceeds the limit (TODAY-010).
    private func terminationForMemory() -> [WidgetObservation]? {
        let footprint = widget.memoryFootprintMegabytes
        guard footprint > settings.memoryLimitMegabytes else { return nil }
        isWidgetRunning = false
        return [.terminated(footprintMegabytes: footprint, limitMegabytes: settings.memoryLimitMegabytes)]
    }

    /// RFC 3986: a letter, then letters, digits, `+`, `-` or `.`.
    private static func isValidScheme(_ scheme: String) -> Bool {
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return scheme.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) }
    }
}
