import Foundation

/// A picture of a widget's view captured by the system (TODAY-040).
public struct WidgetSnapshot: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The widget's view content when the snapshot was captured.
    public let content: String
    /// 1 for the first snapshot the host captured, 2 for the next, …; it tells a new
    /// capture of unchanged content from the snapshot kept.
    public let sequence: Int

    /// Creates a snapshot of `content`, the `sequence`-th the host captured.
    public init(content: String, sequence: Int) {
        self.content = content
        self.sequence = sequence
    }

    /// `#2 "content"`.
    public var description: String { "#\(sequence) \"\(content)\"" }
}

/// Something the Today view reports that it did while hosting a widget. Outcomes are
/// returned as these values; only a request that makes no sense throws (`LifecycleError`).
public enum WidgetObservation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A callback delivered to the widget (`widgetPerformUpdateWithCompletionHandler:`).
    case callback(Callback)
    /// The widget does not adopt `NCWidgetProviding`, so it is given no chance to refresh
    /// before the snapshot (TODAY-042).
    case updateNotOffered
    /// The widget called the update completion handler once, with this result (TODAY-045).
    case updateCompleted(WidgetUpdateResult)
    /// The widget returned from its update without calling the completion handler (TODAY-045).
    case completionHandlerNotCalled
    /// The widget called the completion handler more than once, with these results (TODAY-045).
    case completionHandlerCalledRepeatedly([WidgetUpdateResult])
    /// The system captured a new snapshot of the widget's view (TODAY-040).
    case snapshotCaptured(WidgetSnapshot)
    /// The system kept its previous snapshot (nil: it has none yet) instead of capturing one.
    case snapshotKept(WidgetSnapshot?)
    /// The widget came on screen and the system shows its most recent snapshot (TODAY-041).
    case snapshotDisplayed(WidgetSnapshot)
    /// The widget's live view, up to date, replaces the snapshot on screen (TODAY-041).
    case liveViewDisplayed(String)
    /// The system asked the widget for its margins and applied these (TODAY-031).
    case marginInsetsApplied(proposed: WidgetMarginInsets, applied: WidgetMarginInsets)
    /// The content state declared through `setHasContent:forWidgetWithBundleIdentifier:` (TODAY-050).
    case contentStateDeclared(hasContent: Bool)
    /// The widget request named a bundle identifier that is not the hosted widget's; it had no effect.
    case contentStateIgnored(bundleIdentifier: String)
    /// The widget appears in the open Today view (TODAY-050).
    case widgetShown
    /// The widget disappears from the open Today view (TODAY-050, TODAY-051).
    case widgetHidden
    /// The Today view opened without the widget, which declared it has no content (TODAY-052).
    case keptHidden
    /// The widget asked the system to open a URL (`openURL:completionHandler:`) (TODAY-055).
    case openURLRequested(URL)
    /// The system refused the request: the URL's scheme is not one the containing app declares (TODAY-054, TODAY-056).
    case openURLRejected(URL, reason: String)
    /// The system launched the containing app to handle the URL; the observations are the
    /// app's system side's, when one is attached (TODAY-056).
    case containingAppLaunched(URL, [Observation])
    /// The system terminated the widget for using too much memory (TODAY-010).
    case terminated(footprintMegabytes: Int, limitMegabytes: Int)
    /// The widget's process was started again after a termination.
    case widgetRelaunched

    /// A one-line account of the observation.
    public var description: String {
        switch self {
        case .callback(let callback): "widget \(callback.rawValue)"
        case .updateNotOffered: "update not offered (the widget does not adopt NCWidgetProviding)"
        case .updateCompleted(let result): "update completed with \(result.constantName)"
        case .completionHandlerNotCalled: "update completion handler never called"
        case .completionHandlerCalledRepeatedly(let results):
            "update completion handler called \(results.count) times (\(results.map(\.constantName).joined(separator: ", ")))"
        case .snapshotCaptured(let snapshot): "snapshot captured \(snapshot)"
        case .snapshotKept(let snapshot): snapshot.map { "snapshot kept \($0)" } ?? "snapshot kept (none yet)"
        case .snapshotDisplayed(let snapshot): "snapshot displayed \(snapshot)"
        case .liveViewDisplayed(let content): "live view displayed \"\(content)\""
        case .marginInsetsApplied(let proposed, let applied): "margin insets \(applied) applied (proposed \(proposed))"
        case .contentStateDeclared(let hasContent): "content state declared: \(hasContent ? "has content" : "no content")"
        case .contentStateIgnored(let bundleIdentifier): "content state for unknown widget \(bundleIdentifier) ignored"
        case .widgetShown: "widget shown"
        case .widgetHidden: "widget hidden"
        case .keptHidden: "widget kept hidden (no content)"
        case .openURLRequested(let url): "open URL requested: \(url.absoluteString)"
        case .openURLRejected(let url, let reason): "open URL rejected: \(url.absoluteString) (\(reason))"
        case .containingAppLaunched(let url, _): "containing app launched for \(url.absoluteString)"
        case .terminated(let footprint, let limit): "widget terminated: \(footprint) MB used, limit \(limit) MB"
        case .widgetRelaunched: "widget relaunched"
        }
    }
}
