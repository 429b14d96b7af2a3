import Foundation
import LifecycleModel

/// A mistake a Today widget, or what its implementation declares about it, makes; the rest
/// behaves as the reference widget does (it appears only while it has content).
public enum WidgetFault: String, Sendable, CaseIterable {
    // The widget extension's Info.plist.
    /// Declares the share extension's point instead of `com.apple.widget-extension`.
    case wrongExtensionPoint = "wrong-extension-point"
    /// Keeps the template's `TodayViewController` as the principal class although its view
    /// controller is a class of its own.
    case principalClassNotItsViewController = "principal-class-not-its-view-controller"
    /// Names its view controller as the principal class but keeps `NSExtensionMainStoryboard`.
    case keepsStoryboardWithPrincipalClass = "keeps-storyboard-with-principal-class"
    // Updates.
    /// Keeps showing the first content it loaded: later updates report no data.
    case keepsFirstContent = "keeps-first-content"
    /// Swallows a failed read of its source and reports `NCUpdateResultNoData`.
    case reportsErrorAsNoData = "reports-error-as-no-data"
    // Content state.
    /// Declares no content when its source is empty but never declares content again.
    case staysHiddenAfterContentReturns = "stays-hidden-after-content-returns"
    /// Declares no content under its containing app's bundle identifier, not its own.
    case hidesUnderAppBundleIdentifier = "hides-under-app-bundle-identifier"
    // Opening the containing app.
    /// Opens its containing app with a URL scheme the app does not declare.
    case opensUndeclaredScheme = "opens-undeclared-scheme"
    /// Asks the system for nothing when an element that opens the containing app is tapped.
    case tapAsksNothing = "tap-asks-nothing"
}

/// The reference widget with one fault injected.
public final class FaultyWidget: WidgetProviding, WidgetSourceHook {
    let fault: WidgetFault
    let reference = ReferenceTodayWidget.appearingWithContent("3 events today")
    private var declaredHidden = false

    /// Creates a widget with `fault`.
    public init(_ fault: WidgetFault) {
        self.fault = fault
        if fault == .opensUndeclaredScheme { reference.options.urlScheme = "lifecyclekit-calendar" }
    }

    /// The reference widget's.
    public var bundleIdentifier: String { reference.bundleIdentifier }
    /// The reference widget's.
    public var viewContent: String { reference.viewContent }
    /// The reference widget's.
    public var memoryFootprintMegabytes: Int { reference.memoryFootprintMegabytes }

    /// Updates as the reference does, except where the fault says otherwise.
    public func widgetPerformUpdate(completionHandler: WidgetUpdateCompletionHandler, services: TodayWidgetServices) {
        switch fault {
        case .keepsFirstContent where !reference.viewContent.isEmpty && reference.sourceContent != nil:
            completionHandler(.noData)
        case .reportsErrorAsNoData where reference.sourceContent == nil:
            completionHandler(.noData)
        case .staysHiddenAfterContentReturns, .hidesUnderAppBundleIdentifier:
            let inner = TodayWidgetServices()
            reference.widgetPerformUpdate(completionHandler: completionHandler, services: inner)
            for case .setHasContent(let flag, let identifier) in inner.requests {
                if fault == .staysHiddenAfterContentReturns, declaredHidden { continue }
                declaredHidden = declaredHidden || !flag
                let hidingUnderApp = fault == .hidesUnderAppBundleIdentifier && !flag
                services.setHasContent(flag, forWidgetWithBundleIdentifier: hidingUnderApp ? "com.example.lifecyclekit" : identifier)
            }
        default:
            reference.widgetPerformUpdate(completionHandler: completionHandler, services: services)
        }
    }

    /// The reference widget's.
    public func widgetMarginInsets(forProposedMarginInsets proposed: WidgetMarginInsets) -> WidgetMarginInsets? {
        reference.widgetMarginInsets(forProposedMarginInsets: proposed)
    }

    /// Opens the containing app as the reference does, unless the fault asks nothing.
    public func userDidTap(_ element: String, services: TodayWidgetServices) {
        guard fault != .tapAsksNothing else { return }
        reference.userDidTap(element, services: services)
    }

    /// The reference widget's.
    public func sourceDidChange(to source: WidgetSourceContent) {
        reference.sourceDidChange(to: source)
    }

    /// The reference declarations, with the Info.plist entries the fault changes.
    public var declarations: TodayWidgetDeclarations {
        var declarations = TodayWidgetDeclarations.reference
        let point = TodayExtensionInfo.widgetExtensionPoint
        switch fault {
        case .wrongExtensionPoint:
            declarations.extensionInfo = TodayExtensionInfo(
                extensionPointIdentifier: "com.apple.share-services", principalClass: TodayExtensionInfo.templatePrincipalClass, mainStoryboard: nil)
        case .principalClassNotItsViewController:
            declarations.viewControllerClass = "EventsViewController"
        case .keepsStoryboardWithPrincipalClass:
            declarations.extensionInfo = TodayExtensionInfo(
                extensionPointIdentifier: point, principalClass: TodayExtensionInfo.templatePrincipalClass, mainStoryboard: "MainInterface")
        default:
            break
        }
        return declarations
    }
}
