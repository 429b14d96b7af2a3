import LifecycleModel

/// One thing a widget or Today-view case did, and what the Today view reported for it.
public struct WidgetProbeStep: Sendable, Hashable {
    /// What the case did.
    public enum Action: Sendable, Hashable {
        /// The system refreshed the widget's snapshot.
        case refresh
        /// The user opened the Today view.
        case openTodayView
        /// The user closed the Today view.
        case closeTodayView
        /// The user tapped this element of the widget.
        case tap(String)
        /// The widget's data source changed (through `WidgetSourceHook`); the widget is not called yet.
        case source(WidgetSourceContent)
    }

    /// What the case did.
    public let action: Action
    /// What the Today view reported.
    public let observations: [WidgetObservation]
}

/// What a widget or Today-view case drives: the Today view hosting a widget, the widget's data
/// source (when the widget adopts `WidgetSourceHook`) and the adapter's declarations about its
/// widget. Every step is recorded with its observations, so that checks can tell what each
/// step brought. Asking for a part the adapter does not provide throws, which makes the case
/// not applicable.
public final class WidgetProbeHost {
    /// The Today view: the kit's host for widget cases, the adapter's for Today-view cases.
    public let view: any TodayView
    /// What the adapter declares about its widget; nil when it declares nothing.
    public let declarations: TodayWidgetDeclarations?
    let adapterName: String
    /// The steps so far, in order.
    public private(set) var steps: [WidgetProbeStep] = []
    /// The findings of the Info.plist check, once `checkExtensionInfo()` ran.
    public private(set) var extensionFindings: [ConfigurationFinding] = []

    init(view: any TodayView, declarations: TodayWidgetDeclarations?, adapterName: String) {
        self.view = view
        self.declarations = declarations
        self.adapterName = adapterName
    }

    /// The hosted widget.
    public var widget: any TodayWidget { view.widget }

    /// The system refreshes the widget's snapshot.
    public func refreshSnapshot() throws -> [WidgetObservation] {
        record(.refresh, try view.refreshSnapshot())
    }

    /// The user opens the Today view.
    public func openTodayView() throws -> [WidgetObservation] {
        record(.openTodayView, try view.openTodayView())
    }

    /// The user closes the Today view.
    public func closeTodayView() throws {
        try view.closeTodayView()
        _ = record(.closeTodayView, [])
    }

    /// The user taps `element` in the widget.
    public func userTaps(_ element: String) throws -> [WidgetObservation] {
        record(.tap(element), try view.userTaps(element))
    }

    /// Tells the widget that its data source now offers `source`; throws (not applicable)
    /// when the widget does not adopt `WidgetSourceHook`.
    public func setSource(_ source: WidgetSourceContent) throws {
        guard let hooked = widget as? any WidgetSourceHook else { throw AdapterGap(adapter: adapterName, half: "Today widget data source hook") }
        hooked.sourceDidChange(to: source)
        _ = record(.source(source), [])
    }

    /// Taps every element the adapter declares as opening the containing app; throws (not
    /// applicable) when the adapter declares nothing about its widget.
    public func tapElementsOpeningContainingApp() throws -> [WidgetObservation] {
        guard let declarations else { throw AdapterGap(adapter: adapterName, half: "declaration of its widget's containing app") }
        var observations: [WidgetObservation] = []
        for element in declarations.elementsOpeningContainingApp { observations += try userTaps(element) }
        return observations
    }

    /// Checks the widget extension's Info.plist entries (`TodayExtensionInfo.findings`); throws
    /// (not applicable) when the adapter does not declare them.
    public func checkExtensionInfo() throws {
        guard let info = declarations?.extensionInfo else { throw AdapterGap(adapter: adapterName, half: "widget extension Info.plist") }
        extensionFindings = info.findings(viewControllerClass: declarations?.viewControllerClass)
    }

    private func record(_ action: WidgetProbeStep.Action, _ observations: [WidgetObservation]) -> [WidgetObservation] {
        steps.append(WidgetProbeStep(action: action, observations: observations))
        return observations
    }
}
