import LifecycleModel

/// The kit's widget that the Today-view cases host in the adapter's Today view: the
/// reference widget, appearing only while it has content, asking for margins of its own and
/// opening its containing app through the URL scheme the containing app declares.
enum KitTodayWidget {
    /// The margins the widget asks for, unlike the ones any Today view would propose.
    static let preferredMarginInsets = WidgetMarginInsets(top: 7, left: 23, bottom: 7, right: 23)
    /// A URL scheme the containing app does not declare.
    static let undeclaredScheme = "lifecyclekit-undeclared"
    /// The declarations of the widget: those of the reference widget.
    static let declarations = TodayWidgetDeclarations.reference

    /// A fresh widget whose source offers "3 events today".
    static func make() -> ReferenceTodayWidget {
        let widget = ReferenceTodayWidget.appearingWithContent("3 events today")
        widget.options.preferredMarginInsets = preferredMarginInsets
        return widget
    }

    /// The Today view's settings: the containing app declares the widget's URL scheme.
    static var settings: TodayWidgetHost.Settings {
        var settings = TodayWidgetHost.Settings()
        settings.containingAppURLSchemes = declarations.containingAppURLSchemes
        return settings
    }
}
