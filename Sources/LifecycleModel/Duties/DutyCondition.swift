/// A kind of app a duty is given to: a row with a condition falls due only for an app it
/// describes (`when` in `callback-duties.json`); a row without one, for every app.
public enum DutyCondition: String, Sendable, Hashable, CaseIterable, Decodable {
    /// The app opts in to state preservation and restoration.
    case optsIntoStateRestoration = "opts-into-state-restoration"
    /// The app's Info.plist names a main nib (`NSMainNibFile`) as its main interface file.
    case mainNib = "main-nib"

    /// Whether the condition holds for `app` under `configuration`.
    public func holds(for app: any AppSide, in configuration: Configuration) -> Bool {
        switch self {
        case .optsIntoStateRestoration:
            return app.optsIntoStateRestoration
        case .mainNib:
            if case .nib = MainInterfaceFile(of: configuration) { return true }
            return false
        }
    }
}
