import Foundation
import LifecycleModel
import LifecycleSpec

/// Every `configure …` directive, one per `Configuration` setting.
enum ConfigurationDirectives {
    static let defaults = Configuration()

    static var all: [Directive<Configuration>] {
        [
            .value("ios", \.iosVersion, default: defaults.iosVersion, what: "sim.what.version-13", parse: IOSVersion.init(parsing:), write: \.description),
            .value(
                "linked-sdk", \.linkedSDKVersion, default: defaults.linkedSDKVersion, what: "sim.what.version-3", parse: IOSVersion.init(parsing:),
                write: \.description),
            .flag("no-multitasking", \.deviceSupportsMultitasking, default: true),
            .flag("no-cellular-radio", \.hasCellularRadio, default: true),
            .flag("passcode", \.passcodeSet),
            .flag("locked-since-boot", \.unlockedSinceBoot, default: true),
            .flag("scenes", \.appSupportsScenes),
            .value(
                "modes", \.backgroundModes, default: [], what: "sim.what.background-modes",
                parse: { text in
                    let modes = text.split(separator: ",").map { BackgroundMode(rawValue: String($0)) }
                    return modes.contains(nil) ? nil : Set(modes.compactMap { $0 })
                }, write: { $0.map(\.rawValue).sorted().joined(separator: ",") }),
            .flag("exits-on-suspend", \.exitsOnSuspend),
            .flag("requires-persistent-wifi", \.requiresPersistentWiFi),
            .value("main-storyboard", \.mainStoryboardFile, default: nil, what: "sim.what.file-name", parse: { $0 }, write: { $0 ?? "" }),
            .value("main-nib", \.mainNibFile, default: nil, what: "sim.what.file-name", parse: { $0 }, write: { $0 ?? "" }),
            .value(
                "orientation-at-launch", \.deviceOrientationAtLaunch, default: nil, what: "sim.what.orientation",
                parse: { DeviceOrientation(rawValue: $0).map { .some($0) } }, write: { $0?.rawValue ?? "" }),
            .flag("monitors-regions", \.monitorsRegions),
            .flag("monitors-significant-location-changes", \.monitorsSignificantLocationChanges),
            .flag("session-sends-launch-events", \.sessionSendsLaunchEvents),
            .flag("interacts-with-accessories", \.interactsWithAccessories),
            .flag("url-scheme-launch-image", \.providesURLSchemeLaunchImage),
            .value(
                "document-types", \.documentTypes, default: [], what: "sim.what.document-types",
                parse: { text in Set(text.split(separator: ",").map(String.init)) }, write: { $0.sorted().joined(separator: ",") }),
            .value(
                "other-suspended-apps", \.otherSuspendedAppFootprints, default: defaults.otherSuspendedAppFootprints,
                what: "sim.what.footprints",
                parse: { text in
                    let values = text.split(separator: ",").map { Int($0) }
                    return values.contains(nil) ? nil : values.compactMap { $0 }
                }, write: { $0.map(String.init).joined(separator: ",") }),
        ] + Configuration.conflictSettings.map(conflictSetting)
    }

    /// `configure setting NAME VALUE`: one of the settings that select a document's reading.
    static func conflictSetting(_ name: String) -> Directive<Configuration> {
        Directive(
            key: name,
            apply: { values, configuration throws(LifecycleError) in
                guard values.count == 1 else { throw LifecycleError(.invalidArgument, id: "sim.script.needs-one-value", ["key": name]) }
                try configuration.apply(setting: name, value: values[0])
            },
            render: { configuration in
                guard !["iosVersion", "supportsScenes", "supportsMultitasking"].contains(name),
                    let value = configuration.value(ofSetting: name), value != defaults.value(ofSetting: name)
                else { return nil }
                return "\(name) \(value)"
            })
    }
}

/// Every `app …` directive, one per option of the reference app.
enum AppDirectives {
    static let defaults = ReferenceApp.Options()

    static var all: [Directive<ReferenceApp.Options>] {
        [
            .flag("finishes-work", \.finishesWorkInBackground),
            .flag("declines-launch", \.launchMethodsReturn, default: true),
            .flag("opts-into-restoration", \.optsIntoStateRestoration),
            .flag("declines-state-preservation", \.declinesStatePreservation),
            .value(
                "restorable-controllers", \.restorableControllers, default: [], what: "sim.what.controllers-json",
                parse: { try? JSONDecoder().decode([RestorableController].self, from: Data($0.utf8)) },
                write: { String(decoding: (try? JSONEncoder().encode($0)) ?? Data("[]".utf8), as: UTF8.self) }),
            .value(
                "restorable-classes", \.restorableClassNames, default: [], what: "sim.what.class-names",
                parse: { Set($0.split(separator: ",").map(String.init)) }, write: { $0.sorted().joined(separator: ",") }),
            .value(
                "callback-duration", \.callbackDuration, default: 0, what: "sim.what.seconds", parse: { Double($0).flatMap { $0 >= 0 ? $0 : nil } },
                write: { String($0) }),
            .value(
                "expiration-handler-duration", \.expirationHandlerDuration, default: 0, what: "sim.what.seconds",
                parse: { Double($0).flatMap { $0 >= 0 ? $0 : nil } }, write: { String($0) }),
            .value(
                "callback-durations", \.callbackDurations, default: [:], what: "sim.what.callback-durations",
                parse: { text in
                    var durations: [Callback: Double] = [:]
                    for pair in text.split(separator: ",") {
                        let parts = pair.split(separator: "=")
                        guard parts.count == 2, let callback = Callback.allCases.first(where: { $0.shortName == parts[0] }), let seconds = Double(parts[1])
                        else { return nil }
                        durations[callback] = seconds
                    }
                    return durations
                }, write: { $0.map { "\($0.key.shortName)=\($0.value)" }.sorted().joined(separator: ",") }),
            .flag("keeps-gl-work", \.keepsGLWorkInBackground),
            .flag("never-ends-task", \.neverEndsBackgroundTask),
            .value(
                "uses-mode", \.usesBackgroundMode, default: nil, what: "sim.what.background-mode", parse: { BackgroundMode(rawValue: $0).map { .some($0) } },
                write: { $0?.rawValue ?? "" }),
            .value(
                "footprint", \.memoryFootprintMegabytes, default: defaults.memoryFootprintMegabytes, what: "sim.what.megabytes", parse: { Int($0) },
                write: { String($0) }),
            .flag("begins-task-in-will-terminate", \.beginsTaskInWillTerminate),
            .flag("keeps-shared-resources", \.keepsSharedResourcesInBackground),
            .flag("begins-task-in-foreground", \.beginsTaskInForeground),
            .flag("keeps-processing-accessory-data", \.keepsProcessingAccessoryData),
            .flag("begins-task-for-accessory-data", \.beginsTaskForAccessoryData),
            .flag("stops-playing-at-audio-event", \.stopsPlayingAtAudioEvent),
            .flag("reads-background-time-remaining", \.readsBackgroundTimeRemaining),
            .flag("leaves-bonjour-published", \.leavesBonjourPublished),
            .flag("leaves-alert-open", \.leavesAlertOpen),
            .flag("provides-voip-calls", \.providesVoIPCalls),
            .value(
                "notification-alert-kinds", \.notificationAlertKinds, default: [.alert], what: "sim.what.alert-kinds",
                parse: { text in
                    let kinds = text.split(separator: ",").map { NotificationAlertKind(rawValue: String($0)) }
                    return kinds.contains(nil) ? nil : Set(kinds.compactMap { $0 })
                }, write: { NotificationAlertKind.line($0) == "none" ? "" : NotificationAlertKind.line($0) }),
        ]
    }
}
