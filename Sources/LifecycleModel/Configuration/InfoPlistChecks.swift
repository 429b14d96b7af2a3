/// The kit's checks of an app's own Info.plist, as read into a ``Configuration``: each gives a
/// finding for a rule the keys alone decide.
public enum InfoPlistChecks {
    /// Every finding about `configuration`: for now whether it names one main interface file at
    /// most (STATES-060).
    public static func findings(for configuration: Configuration) -> [ConfigurationFinding] {
        [mainInterface(configuration)]
    }

    /// STATES-060: a main storyboard (`UIMainStoryboardFile`) or a main nib (`NSMainNibFile`),
    /// never both.
    static func mainInterface(_ configuration: Configuration) -> ConfigurationFinding {
        let storyboard = configuration.mainStoryboardFile.flatMap { $0.isEmpty ? nil : $0 }
        let nib = configuration.mainNibFile.flatMap { $0.isEmpty ? nil : $0 }
        switch (storyboard, nib) {
        case (let storyboard?, let nib?):
            return ConfigurationFinding(
                ruleID: "STATES-060", met: false,
                message: "UIMainStoryboardFile names '\(storyboard)' and NSMainNibFile names '\(nib)': keep one main interface file")
        case (let storyboard?, nil):
            return ConfigurationFinding(ruleID: "STATES-060", met: true, message: "UIMainStoryboardFile names '\(storyboard)'; no NSMainNibFile")
        case (nil, let nib?):
            return ConfigurationFinding(ruleID: "STATES-060", met: true, message: "NSMainNibFile names '\(nib)'; no UIMainStoryboardFile")
        case (nil, nil):
            return ConfigurationFinding(
                ruleID: "STATES-060", met: true, message: "neither UIMainStoryboardFile nor NSMainNibFile: the app builds its window in code")
        }
    }
}
