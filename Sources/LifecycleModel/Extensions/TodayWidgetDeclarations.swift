/// What an implementation declares about its Today widget beyond the widget object: the
/// `NSExtension` entries of the widget extension's Info.plist and the name of its
/// view-controller class (TODAY-021 – TODAY-023), the custom URL schemes its containing app
/// declares in `CFBundleURLTypes` (TODAY-054), and the elements of the widget that open the
/// containing app when tapped (TODAY-055).
public struct TodayWidgetDeclarations: Sendable, Hashable {
    /// The widget extension's Info.plist entries; nil when not declared.
    public var extensionInfo: TodayExtensionInfo?
    /// The widget's view-controller class; nil when not declared.
    public var viewControllerClass: String?
    /// The custom URL schemes the containing app declares.
    public var containingAppURLSchemes: Set<String>
    /// The elements that open the containing app when the user taps them.
    public var elementsOpeningContainingApp: [String]

    /// Creates declarations; by default nothing is declared.
    public init(
        extensionInfo: TodayExtensionInfo? = nil, viewControllerClass: String? = nil, containingAppURLSchemes: Set<String> = [],
        elementsOpeningContainingApp: [String] = []
    ) {
        self.extensionInfo = extensionInfo
        self.viewControllerClass = viewControllerClass
        self.containingAppURLSchemes = containingAppURLSchemes
        self.elementsOpeningContainingApp = elementsOpeningContainingApp
    }

    /// The declarations of `ReferenceTodayWidget` with its default options: an Info.plist
    /// without the storyboard that names `TodayViewController`, the widget's URL scheme
    /// declared by the containing app, and one element, `event`, that opens it.
    public static let reference = TodayWidgetDeclarations(
        extensionInfo: TodayExtensionInfo(
            extensionPointIdentifier: TodayExtensionInfo.widgetExtensionPoint, principalClass: TodayExtensionInfo.templatePrincipalClass,
            mainStoryboard: nil),
        viewControllerClass: TodayExtensionInfo.templatePrincipalClass, containingAppURLSchemes: [ReferenceTodayWidget.Options().urlScheme],
        elementsOpeningContainingApp: ["event"])
}
