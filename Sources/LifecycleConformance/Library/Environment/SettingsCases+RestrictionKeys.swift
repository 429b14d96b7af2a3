import LifecycleModel

/// Where the system keeps the content-rating restrictions: under the documented user-defaults
/// keys once the user has set them (APG-299…APG-303), and nothing under them before, since a
/// nil answer tells the app that no information is available (APG-304). The values themselves
/// are not fixed by the documents and are not checked.
extension SettingsCases {
    static let restrictionKeys = ConformanceCase(
        "SETTINGS-101", "the system keeps the content-rating restrictions under the documented user-defaults keys, and nothing there before they are set",
        subject: .system,
        hint:
            "check that SystemServices.restriction(forKey:) answers nil for every com.apple.content-rating key before a content-rating change and a value under each documented key after it",
        areas: [.deviceSettings], stimuli: [.tapIcon, .systemChange(.contentRating, value: 1)],
        checks: keyChecks + [
            CaseCheck(
                "before the user sets restrictions, no content-rating key holds a value", rules: ["APG-304"],
                .check("nothing stored before the restrictions are set") { evidence in
                    guard let before = evidence.restrictionsAfter.first, let key = before.keys.map(\.rawValue).min() else { return nil }
                    return "no content-rating restriction was set, yet the system stores a value under \(key)"
                })
        ])

    /// One check per documented key: after the change, the key holds a value.
    private static let keyChecks: [CaseCheck] = [
        (ContentRatingKey.explicitBooksAllowed, "APG-299"), (.explicitMusicPodcastsAllowed, "APG-300"), (.appRating, "APG-301"),
        (.movieRating, "APG-302"), (.tvShowRating, "APG-303"),
    ].map { key, rule in
        CaseCheck(
            "once the user sets restrictions, \(key.rawValue) holds a value", rules: [rule],
            .check("a value under \(key.rawValue)") { evidence in
                guard evidence.restrictionsAfter.count == 2 else { return nil }
                return evidence.restrictionsAfter[1][key] == nil
                    ? "the user set content-rating restrictions, but the system stores nothing under \(key.rawValue)" : nil
            })
    }
}
