import Foundation

/// The kit's well-behaved Today widget. Its data source is `sourceContent`; on every update
/// it brings its view up to date (TODAY-044) and completes exactly once (TODAY-045) with
/// `newData` when the content changed, `noData` when it did not, and `failed` when the
/// source cannot be reached (TODAY-046 – TODAY-048).
public final class ReferenceTodayWidget: WidgetProviding {
    /// Options that shape what the widget does, so tests can exercise each rule.
    public struct Options: Sendable, Hashable {
        /// The custom URL scheme the widget shares with its containing app (TODAY-054).
        public var urlScheme = "lifecyclekit-reference"
        /// Appear only while there is something to show: the widget declares its content
        /// state whenever it changes (TODAY-049, TODAY-051).
        public var appearsOnlyWithContent = false
        /// The margins the widget asks for; nil keeps the ones the system proposes (TODAY-031).
        public var preferredMarginInsets: WidgetMarginInsets?
        /// The widget's memory footprint.
        public var memoryFootprintMegabytes = 8

        /// The default options: always shown, proposed margins, 8 MB.
        public init() {}
    }

    /// The widget extension's bundle identifier.
    public let bundleIdentifier: String
    /// The options the widget runs with.
    public var options: Options
    /// What the widget's data source offers now; nil when the source cannot be reached.
    public var sourceContent: String?
    /// What the widget's view shows.
    public private(set) var viewContent = ""
    /// The margins the system proposed when it last asked (TODAY-031).
    public private(set) var proposedMarginInsets: WidgetMarginInsets?
    /// The content state the widget last declared; nil before its first declaration.
    public private(set) var declaredHasContent: Bool?

    /// Creates a widget whose view is empty and whose source offers `sourceContent`.
    public init(bundleIdentifier: String = "com.example.lifecyclekit.today", sourceContent: String? = "", options: Options = Options()) {
        self.bundleIdentifier = bundleIdentifier
        self.sourceContent = sourceContent
        self.options = options
    }

    /// The footprint set in the options.
    public var memoryFootprintMegabytes: Int { options.memoryFootprintMegabytes }

    /// Fetches from the source, updates the view and reports the result once.
    public func widgetPerformUpdate(completionHandler: WidgetUpdateCompletionHandler, services: TodayWidgetServices) {
        guard let latest = sourceContent else {
            completionHandler(.failed)
            return
        }
        let changed = latest != viewContent
        viewContent = latest
        if options.appearsOnlyWithContent, declaredHasContent != !latest.isEmpty {
            declaredHasContent = !latest.isEmpty
            services.setHasContent(!latest.isEmpty, forWidgetWithBundleIdentifier: bundleIdentifier)
        }
        completionHandler(changed ? .newData : .noData)
    }

    /// Records the proposed margins and answers with the preferred ones, if any.
    public func widgetMarginInsets(forProposedMarginInsets proposed: WidgetMarginInsets) -> WidgetMarginInsets? {
        proposedMarginInsets = proposed
        return options.preferredMarginInsets ?? proposed
    }

    /// Asks the system to open the containing app at `<scheme>://open/<element>` (TODAY-055).
    public func userDidTap(_ element: String, services: TodayWidgetServices) {
        var components = URLComponents()
        components.scheme = options.urlScheme
        components.host = "open"
        components.path = "/" + element
        guard let url = components.url else { return }
        services.openURL(url)
    }
}

extension ReferenceTodayWidget {
    /// A widget whose source offers `content` and which declares its content state whenever
    /// it changes, so that it appears only while it has something to show (TODAY-049, TODAY-051).
    public static func appearingWithContent(_ content: String) -> ReferenceTodayWidget {
        var options = Options()
        options.appearsOnlyWithContent = true
        return ReferenceTodayWidget(sourceContent: content, options: options)
    }
}
