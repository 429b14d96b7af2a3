import LifecycleModel

/// The significant-change service passes on significant changes only (BGEXEC-077): a short
/// move wakes nothing in an app that uses only that service, while an app with the location
/// mode hears of every new location (BGEXEC-086).
extension LocationCases {
    static let onlySignificantChanges: [ConformanceCase] = [
        ConformanceCase(
            "LOCATION-006", "the significant-change service ignores a short move and passes on a significant change",
            hint: "check that a suspended app using only the significant-change service is not woken for a short move, and is for a significant change",
            configuration: .with { $0.monitorsSignificantLocationChanges = true }, areas: [.backgroundEvents],
            setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.locationMinorChange), .backgroundEvent(.locationSignificantChange)],
            checks: [
                CaseCheck("a short move reaches nothing: the app is not woken and gets no location", rules: ["BGEXEC-077"], StimulusTrace.shows(0, [])),
                CaseCheck(
                    "the significant change that follows does wake the app with the new location", rules: ["BGEXEC-078"],
                    StimulusTrace.shows(1, ["locationUpdate@background"], filter: .callbacks)),
            ]),
        ConformanceCase(
            "LOCATION-007", "with the location mode even a short move reaches the app in the background",
            hint: "check that the location mode, unlike the significant-change service, delivers every new location",
            configuration: .with { $0.backgroundModes = [.location] }, app: .with { $0.usesBackgroundMode = .location }, areas: [.backgroundEvents],
            setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.locationMinorChange)],
            checks: [
                CaseCheck(
                    "the short move is delivered to the app in the background", rules: ["BGEXEC-086"],
                    .inOrder(["locationUpdate@background"], filter: .callbacks))
            ]),
    ]
}
