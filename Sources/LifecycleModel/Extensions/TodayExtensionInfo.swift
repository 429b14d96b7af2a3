import Foundation

/// The `NSExtension` entries of a Today widget extension's Info.plist, and the checks the
/// TODAY- rules make on them (TODAY-021, TODAY-022, TODAY-023).
public struct TodayExtensionInfo: Sendable, Hashable {
    /// The extension point of Today widgets.
    public static let widgetExtensionPoint = "com.apple.widget-extension"
    /// The principal class the Xcode template names.
    public static let templatePrincipalClass = "TodayViewController"

    /// The file the entries were read from, for messages.
    public var file: String
    /// True when the Info.plist has an `NSExtension` dictionary.
    public var hasExtensionDictionary: Bool
    /// `NSExtension.NSExtensionPointIdentifier`.
    public var extensionPointIdentifier: String?
    /// `NSExtension.NSExtensionPrincipalClass`; an empty or blank value counts as absent.
    public var principalClass: String?
    /// `NSExtension.NSExtensionMainStoryboard`; an empty or blank value counts as absent.
    public var mainStoryboard: String?

    /// Creates the entries directly.
    public init(
        extensionPointIdentifier: String?, principalClass: String?, mainStoryboard: String?, hasExtensionDictionary: Bool = true,
        file: String = "Info.plist"
    ) {
        self.file = file
        self.hasExtensionDictionary = hasExtensionDictionary
        self.extensionPointIdentifier = extensionPointIdentifier
        self.principalClass = Self.nonBlank(principalClass)
        self.mainStoryboard = Self.nonBlank(mainStoryboard)
    }

    /// Reads the entries from an Info.plist given as a dictionary; `file` names it in errors.
    public init(plist: [String: Any], file: String = "Info.plist") throws(InfoPlistError) {
        try self.init(document: PropertyListDocument(dictionary: plist, file: file))
    }

    /// Reads the entries from an Info.plist file, XML or binary.
    public init(contentsOf url: URL) throws(InfoPlistError) {
        try self.init(document: PropertyListDocument(contentsOf: url))
    }

    /// Reads the entries from Info.plist data, XML or binary; `file` names it in errors.
    public init(data: Data, file: String) throws(InfoPlistError) {
        try self.init(document: PropertyListDocument(data: data, file: file))
    }

    private init(document: PropertyListDocument) throws(InfoPlistError) {
        self.init(
            extensionPointIdentifier: try document.string("NSExtension", "NSExtensionPointIdentifier"),
            principalClass: try document.string("NSExtension", "NSExtensionPrincipalClass"),
            mainStoryboard: try document.string("NSExtension", "NSExtensionMainStoryboard"),
            hasExtensionDictionary: try document.dictionary("NSExtension") != nil,
            file: document.file)
    }

    /// True when the Info.plist identifies a Today widget extension (TODAY-021).
    public var isTodayWidget: Bool { hasExtensionDictionary && extensionPointIdentifier == Self.widgetExtensionPoint }

    /// Checks the entries. `viewControllerClass` is the name of the widget's own
    /// view-controller class when it uses one in place of the template's (TODAY-022).
    /// When the Info.plist does not identify a Today widget only TODAY-021 is reported.
    public func findings(viewControllerClass: String? = nil) -> [ConfigurationFinding] {
        guard isTodayWidget else { return [identification()] }
        var findings = [identification()]
        if let storyboardFinding = storyboardFinding() { findings.append(storyboardFinding) }
        if let classFinding = principalClassFinding(viewControllerClass) { findings.append(classFinding) }
        return findings
    }

    /// TODAY-021: `NSExtension` with the widget extension point.
    private func identification() -> ConfigurationFinding {
        let message: String
        if !hasExtensionDictionary {
            message = "\(file) has no NSExtension dictionary, so it does not identify a Today widget extension"
        } else if let identifier = extensionPointIdentifier, identifier == Self.widgetExtensionPoint {
            return ConfigurationFinding(ruleID: "TODAY-021", met: true, message: "\(file) identifies a Today widget (\(identifier))")
        } else if let identifier = extensionPointIdentifier {
            message = "\(file): NSExtensionPointIdentifier is '\(identifier)', not '\(Self.widgetExtensionPoint)'"
        } else {
            message = "\(file): NSExtension has no NSExtensionPointIdentifier; a Today widget needs '\(Self.widgetExtensionPoint)'"
        }
        return ConfigurationFinding(ruleID: "TODAY-021", met: false, message: message)
    }

    /// TODAY-023: a widget without the storyboard names its view controller instead; nil
    /// when the widget uses the storyboard (it has the storyboard key and no principal class).
    private func storyboardFinding() -> ConfigurationFinding? {
        switch (mainStoryboard, principalClass) {
        case (.some, nil):
            return nil
        case (nil, .some(let principal)):
            return ConfigurationFinding(
                ruleID: "TODAY-023", met: true, message: "\(file): no NSExtensionMainStoryboard; NSExtensionPrincipalClass names '\(principal)'")
        case (.some(let storyboard), .some(let principal)):
            return ConfigurationFinding(
                ruleID: "TODAY-023", met: false,
                message:
                    "\(file): NSExtensionPrincipalClass names '\(principal)' but NSExtensionMainStoryboard '\(storyboard)' is still there; "
                    + "a widget without the storyboard must remove that key")
        case (nil, nil):
            return ConfigurationFinding(
                ruleID: "TODAY-023", met: false,
                message:
                    "\(file): neither NSExtensionMainStoryboard nor NSExtensionPrincipalClass; a widget without the storyboard must name its view controller")
        }
    }

    /// TODAY-022: the principal class is the widget's own view controller; nil when the
    /// widget names no class of its own or uses the storyboard to name it.
    private func principalClassFinding(_ viewControllerClass: String?) -> ConfigurationFinding? {
        guard let expected = Self.nonBlank(viewControllerClass) else { return nil }
        guard let principal = principalClass else {
            guard mainStoryboard == nil else { return nil }
            return ConfigurationFinding(
                ruleID: "TODAY-022", met: false, message: "\(file): NSExtensionPrincipalClass is missing; it must name '\(expected)'")
        }
        // A Swift class may be written with its module: `MyWidget.MyViewController`.
        if principal == expected || principal.hasSuffix("." + expected) {
            return ConfigurationFinding(ruleID: "TODAY-022", met: true, message: "\(file): NSExtensionPrincipalClass names '\(principal)'")
        }
        return ConfigurationFinding(
            ruleID: "TODAY-022", met: false,
            message: "\(file): NSExtensionPrincipalClass names '\(principal)', but the widget's view controller is '\(expected)'")
    }

    private static func nonBlank(_ text: String?) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return text
    }
}
