/// The value a widget passes to the completion handler of
/// `widgetPerformUpdateWithCompletionHandler:` (`NCUpdateResult`).
public enum WidgetUpdateResult: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// The widget obtained new content (TODAY-046): the host captures a new snapshot.
    case newData = "new-data"
    /// Nothing needed updating (TODAY-047): the host keeps the previous snapshot.
    case noData = "no-data"
    /// An error occurred while updating (TODAY-048): the host keeps the previous snapshot.
    case failed

    /// The Notification Center constant: `NCUpdateResultNewData`, …
    public var constantName: String {
        switch self {
        case .newData: "NCUpdateResultNewData"
        case .noData: "NCUpdateResultNoData"
        case .failed: "NCUpdateResultFailed"
        }
    }

    /// The raw value (`new-data`, `no-data`, `failed`).
    public var description: String { rawValue }
}

/// The completion handler the host passes with `widgetPerformUpdateWithCompletionHandler:`.
/// A widget calls it, as a function, exactly once with its result (TODAY-045); the host
/// reads every call it received.
///
/// The model runs a widget's update work to its end inside the callback: the handler
/// closes when the callback returns, and calls made after that are ignored.
public final class WidgetUpdateCompletionHandler {
    /// Every result the widget passed, in order (exactly one in a correct update).
    public private(set) var results: [WidgetUpdateResult] = []
    private var isOpen = true

    /// Creates an open handler (the host makes one per update; a widget's own unit tests may too).
    public init() {}

    /// Calls the handler with `result`, as a widget does when its update is finished.
    public func callAsFunction(_ result: WidgetUpdateResult) {
        guard isOpen else { return }
        results.append(result)
    }

    /// Ends the update: later calls are ignored.
    func close() {
        isOpen = false
    }
}
