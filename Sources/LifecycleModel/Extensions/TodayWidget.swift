import Foundation

/// The margins the Today view puts around a widget's content, in points.
public struct WidgetMarginInsets: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Creates insets from the four edges.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// `{top, left, bottom, right}`, as UIKit prints insets.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// A request a widget makes of the system while one of its methods runs.
public enum TodayWidgetRequest: Sendable, Hashable, Codable {
    /// `NSExtensionContext` `openURL:completionHandler:`: open the containing app at `url`.
    case openURL(URL)
    /// `NCWidgetController` `setHasContent:forWidgetWithBundleIdentifier:`.
    case setHasContent(Bool, bundleIdentifier: String)
}

/// What the system offers a widget while one of its methods runs: the slice of
/// `NSExtensionContext` that opens the containing app and the slice of
/// `NCWidgetController` that declares the widget's content state. A widget never launches
/// its containing app itself (TODAY-055); it can only ask through these services, and the
/// host acts on the requests, in order, once the method returns.
public final class TodayWidgetServices {
    /// The requests made so far, in order.
    public private(set) var requests: [TodayWidgetRequest] = []
    private var isOpen = true

    /// Creates services that record requests (the host makes one per call; a widget's own
    /// unit tests may too).
    public init() {}

    /// Asks the system to open the containing app at `url` (`openURL:completionHandler:`).
    public func openURL(_ url: URL) {
        record(.openURL(url))
    }

    /// Declares whether the widget has content to show (`setHasContent:forWidgetWithBundleIdentifier:`);
    /// `false` hides it in the Today view until `true` is declared again (TODAY-051, TODAY-052).
    public func setHasContent(_ flag: Bool, forWidgetWithBundleIdentifier bundleIdentifier: String) {
        record(.setHasContent(flag, bundleIdentifier: bundleIdentifier))
    }

    private func record(_ request: TodayWidgetRequest) {
        guard isOpen else { return }
        requests.append(request)
    }

    /// Ends the call: later requests are ignored.
    func close() {
        isOpen = false
    }
}

/// What a Today widget implementation (the extension's principal view controller)
/// provides to the Today view that hosts it.
public protocol TodayWidget: AnyObject {
    /// The widget extension's bundle identifier, the one `setHasContent:forWidgetWithBundleIdentifier:` names.
    var bundleIdentifier: String { get }
    /// What the widget's live view shows right now; a snapshot is a copy of it.
    var viewContent: String { get }
    /// The widget's memory footprint in megabytes, checked after each of its methods returns (TODAY-010).
    var memoryFootprintMegabytes: Int { get }
    /// The user tapped `element` in the widget's view; a widget that opens its containing
    /// app asks for it through `services` (TODAY-055).
    func userDidTap(_ element: String, services: TodayWidgetServices)
}

extension TodayWidget {
    /// By default a tap does nothing.
    public func userDidTap(_ element: String, services: TodayWidgetServices) {}
}

/// `NCWidgetProviding`: a widget that adopts it can refresh its content before the system
/// takes a snapshot (TODAY-042) and can learn and adjust its margins (TODAY-031).
public protocol WidgetProviding: TodayWidget {
    /// `widgetPerformUpdateWithCompletionHandler:`: bring the view up to date with the
    /// latest content (TODAY-044), then call `completionHandler` exactly once (TODAY-045).
    func widgetPerformUpdate(completionHandler: WidgetUpdateCompletionHandler, services: TodayWidgetServices)
    /// `widgetMarginInsetsForProposedMarginInsets:`: the insets the widget wants, given
    /// the ones the system proposes; nil when the widget does not implement the method.
    func widgetMarginInsets(forProposedMarginInsets proposed: WidgetMarginInsets) -> WidgetMarginInsets?
}

extension WidgetProviding {
    /// By default the optional margin method is not implemented.
    public func widgetMarginInsets(forProposedMarginInsets proposed: WidgetMarginInsets) -> WidgetMarginInsets? { nil }
}
