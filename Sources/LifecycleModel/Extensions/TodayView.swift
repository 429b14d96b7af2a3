/// The Today view hosting one widget: the system half of the TODAY- rules. The kit's
/// `TodayWidgetHost` is one; an implementation of the Today view adopts this protocol to
/// be judged by the kit's Today-view cases, which host the kit's own widget in it.
///
/// Each method reports what the Today view did as `WidgetObservation` values, in order; a
/// request that makes no sense (closing a Today view that is not open, tapping a widget
/// that is not on screen) throws a `LifecycleError` of kind `stimulusNotApplicable`.
public protocol TodayView: AnyObject {
    /// The hosted widget.
    var widget: any TodayWidget { get }
    /// The system refreshes the widget's snapshot, whether or not the widget is on screen (TODAY-040).
    func refreshSnapshot() throws(LifecycleError) -> [WidgetObservation]
    /// The user opens the Today view; a widget that declared no content stays hidden (TODAY-052).
    func openTodayView() throws(LifecycleError) -> [WidgetObservation]
    /// The user closes the Today view.
    func closeTodayView() throws(LifecycleError)
    /// The user taps `element` in the widget on screen; the widget's requests are acted on (TODAY-055, TODAY-056).
    func userTaps(_ element: String) throws(LifecycleError) -> [WidgetObservation]
    /// `setHasContent:forWidgetWithBundleIdentifier:` called from outside the widget (TODAY-050).
    func setHasContent(_ flag: Bool, forWidgetWithBundleIdentifier bundleIdentifier: String) throws(LifecycleError) -> [WidgetObservation]
}

extension TodayWidgetHost: TodayView {}
