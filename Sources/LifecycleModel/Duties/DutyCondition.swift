/// A kind of app a duty is given to: a row with a condition falls due only for an app it
/// describes (`when` in `callback-duties.json`); a row without one, for every app.
public enum DutyCondition: String, Sendable, Hashable, CaseIterable, Decodable {
    /// The app opts in to state preservation and restoration.
    case optsIntoStateRestoration = "opts-into-state-restoration"
    /// The app's Info.plist names a main nib (`NSMainNibFile`) as its main interface file.
    case mainNib = "main-nib"
    /// The app does not use scenes: its interface is built by the app delegate, not by a
    /// scene delegate when a scene connects (which the documents do not describe).
    case withoutScenes = "without-scenes"

    /// Whether the condition holds for `app` under `configuration`.
    public func holds(for app: any AppSide, in configuration: Configuration) -> Bool {
        switch self {
        case .optsIntoStateRestoration:
            return app.optsIntoStateRestoration
        case .mainNib:
            if case .nib = MainInterfaceFile(of: configuration) { return true }
            return false
        case .withoutScenes:
            return !configuration.usesScenes
        }
    }
}
