import LifecycleModel

/// Location in the background: the location mode delivers every update, the
/// significant-change service wakes a suspended app (on devices with a cellular radio),
/// region monitoring relaunches a terminated one, and from iOS 8 even a force-quit one.
enum LocationCases {
    static let all: [ConformanceCase] =
        onlySignificantChanges + [
            ConformanceCase(
                "LOCATION-001", "with the location mode the app receives every location update in the background",
                hint: "check that an app declaring the location mode gets each location event while in the background",
                configuration: .with { $0.backgroundModes = [.location] }, app: .with { $0.usesBackgroundMode = .location },
                areas: [.backgroundEvents], setup: [.tapIcon, .homeButton],
                stimuli: [.backgroundEvent(.locationRegion), .backgroundEvent(.locationSignificantChange)],
                checks: [
                    CaseCheck(
                        "the system wakes the app for each new location and delivers both updates in the background", rules: ["BGEXEC-086", "BGEXEC-084"],
                        .callbacks(["locationUpdate@background", "locationUpdate@background"])),
                    CaseCheck(
                        "the location app gets background execution time: it runs in the background and is not ended",
                        rules: ["BGEXEC-064", "BGEXEC-051", "APG-100", "SCENE-071"],
                        .all([BackgroundEventChecks.wake("locationUpdate"), .excludes(["terminated("], filter: .everything)])),
                ]),
            ConformanceCase(
                "LOCATION-002", "a significant location change wakes a suspended app that uses the significant-change service",
                hint: "check that the significant-change setting alone lets a location event wake a suspended app in the background",
                configuration: .with { $0.monitorsSignificantLocationChanges = true }, areas: [.backgroundEvents],
                setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.locationSignificantChange)],
                checks: [
                    CaseCheck(
                        "the significant change wakes the suspended app in the background to handle it", rules: ["BGEXEC-078"],
                        BackgroundEventChecks.wake("locationUpdate"))
                ]),
            ConformanceCase(
                "LOCATION-003", "an app with only the foreground location service gets no location updates while suspended",
                hint: "check that location events are not delivered to a suspended app that declares no location mode and monitors nothing",
                areas: [.backgroundEvents], setup: [.tapIcon, .homeButton],
                stimuli: [.backgroundEvent(.locationSignificantChange), .backgroundEvent(.locationRegion)],
                checks: [
                    CaseCheck(
                        "neither location event reaches the suspended app or wakes it", rules: ["BGEXEC-082"],
                        .all([BackgroundEventChecks.nothingHappens, .finalState(.suspended)]))
                ]),
            ConformanceCase(
                "LOCATION-004", "a terminated app that monitors a region is relaunched into the background when the device enters it",
                hint: "check the region-monitoring relaunch: background launch, no activation, then the location callback",
                configuration: .with { $0.monitorsRegions = true }, areas: [.relaunch, .termination],
                setup: [.tapIcon, .homeButton, .systemTerminate], stimuli: [.backgroundEvent(.locationRegion)],
                checks: [
                    CaseCheck(
                        "entering the region launches the terminated app into the background and delivers the location there", rules: ["APG-112"],
                        BackgroundEventChecks.launchIntoBackground("locationUpdate")),
                    BackgroundEventChecks.launchMethodsReadBackground(),
                ]),
            ConformanceCase(
                "LOCATION-005", "from iOS 8 a location app is relaunched even after the user force-quit it",
                hint: "check the force-quit exception of location relaunches from iOS 8",
                configuration: .with {
                    $0.iosVersion = .init(8, 0)
                    $0.linkedSDKVersion = .init(8, 0)
                    $0.monitorsSignificantLocationChanges = true
                },
                areas: [.relaunch, .termination], setup: [.tapIcon, .homeButton, .forceQuit], stimuli: [.backgroundEvent(.locationSignificantChange)],
                checks: [
                    CaseCheck(
                        "the significant change launches the force-quit app into the background and delivers the location there",
                        rules: ["BGEXEC-183", "APG-118"], BackgroundEventChecks.launchIntoBackground("locationUpdate")),
                    BackgroundEventChecks.launchMethodsReadBackground(),
                ]),
            ConformanceCase(
                "LOCATION-101", "on a device without a cellular radio the significant-change service delivers nothing",
                hint: "check that significant-change events depend on the device having a cellular radio",
                configuration: .with {
                    $0.backgroundModes = [.location]
                    $0.monitorsSignificantLocationChanges = true
                    $0.hasCellularRadio = false
                },
                areas: [.backgroundEvents], setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.locationSignificantChange)],
                checks: [
                    CaseCheck(
                        "without a cellular radio the significant change reaches nothing and wakes nothing", rules: ["BGEXEC-080"],
                        .all([BackgroundEventChecks.nothingHappens, .finalState(.suspended)]))
                ]),
        ]
}
