import LifecycleSpec

/// How the documents' disagreement on Sleep/Wake is read (see `spec/conflicts.json`).
public enum SleepWakeBehaviour: String, Sendable, Hashable, CaseIterable, Codable {
    /// Locking only deactivates the app (older documents).
    case inactive
    /// Locking moves the app to the background (newer documents).
    case background
}

/// When a passcode device lets the system launch apps into the background.
public enum BackgroundLaunchUnlockRequirement: String, Sendable, Hashable, CaseIterable, Codable {
    /// Once the user has unlocked the device after it booted (newer documents).
    case firstUnlockAfterBoot = "first-unlock-after-boot"
    /// Only while the device is unlocked (older wording).
    case unlocked
}

/// Which apps memory pressure ends first (CONFLICT-PURGE-ORDER).
public enum MemoryPurgeOrder: String, Sendable, Hashable, CaseIterable, Codable {
    /// Suspended apps, largest first, before any app still running in the background.
    case suspendedFirst = "suspended-first"
    /// The apps holding the most memory in the background first, running or suspended.
    case largestFirst = "largest-first"
}

/// How the device is held.
public enum DeviceOrientation: String, Sendable, Hashable, CaseIterable, Codable {
    /// Upright.
    case portrait
    /// On its side.
    case landscape
}

/// Everything the system side needs to know about the device, the OS and the app's
/// Info.plist before the first stimulus.
public struct Configuration: Sendable, Hashable, Codable {
    /// The iOS version the device runs.
    public var iosVersion = IOSVersion(12, 0)
    /// The SDK the app links against.
    public var linkedSDKVersion = IOSVersion(12, 0)
    /// The hardware supports multitasking (one of the conditions of ``multitaskingAvailable``).
    public var deviceSupportsMultitasking = true
    /// The device has a cellular radio.
    public var hasCellularRadio = true
    /// The user has set a passcode, so the device locks and data protection applies.
    public var passcodeSet = false
    /// The device has been unlocked at least once since it booted; irrelevant without a passcode.
    public var unlockedSinceBoot = true
    /// The app declares a scene manifest (`UIApplicationSceneManifest`).
    public var appSupportsScenes = false
    /// The `UIBackgroundModes` the app declares.
    public var backgroundModes: Set<BackgroundMode> = []
    /// The app sets `UIApplicationExitsOnSuspend`: it terminates instead of being suspended.
    public var exitsOnSuspend = false
    /// The app sets `UIRequiresPersistentWiFi`.
    public var requiresPersistentWiFi = false
    /// The `UIMainStoryboardFile` of the app, if it names one.
    public var mainStoryboardFile: String?
    /// The `NSMainNibFile` of the app, if it names one.
    public var mainNibFile: String?
    /// What pressing Sleep/Wake does to the active app (CONFLICT-SLEEP-WAKE-STATE).
    public var sleepWakeBehaviour = SleepWakeBehaviour.background
    /// A background launch passes through the inactive state first (one document's reading).
    public var backgroundLaunchPassesInactive = false
    /// The `applicationState` seen inside `applicationWillEnterForeground:`.
    public var willEnterForegroundApplicationState = ApplicationStateValue.background
    /// When a device with a passcode allows background launches (CONFLICT-PASSCODE-BACKGROUND-LAUNCH).
    public var backgroundLaunchUnlockRequirement = BackgroundLaunchUnlockRequirement.firstUnlockAfterBoot
    /// A force-quit of an app running in the background calls `applicationWillTerminate:` (one document's reading).
    public var forceQuitCallsWillTerminate = false
    /// The voip mode alone lets the app play audio in the background (one document's
    /// reading); by default a VoIP app needs the audio mode as well.
    public var voipModeAllowsBackgroundAudio = false
    /// Which apps memory pressure ends first (CONFLICT-PURGE-ORDER).
    public var memoryPurgeOrder = MemoryPurgeOrder.suspendedFirst
    /// A reboot calls `applicationWillTerminate:` on a running app (one document's reading);
    /// by default a reboot ends the app without notice (CONFLICT-REBOOT-WILL-TERMINATE).
    public var rebootCallsWillTerminate = false
    /// An app whose downloads the system carries is not suspended while they run (the
    /// translation's reading of APG-083); by default it is (CONFLICT-DOWNLOAD-HANDOFF-SUSPENSION).
    public var downloadHandOffKeepsAppRunning = false
    /// The app monitors regions with Core Location (a relaunch condition).
    public var monitorsRegions = false
    /// The app uses the significant-change location service (a relaunch condition).
    public var monitorsSignificantLocationChanges = false
    /// The app's background URL session sets `sessionSendsLaunchEvents` (a relaunch condition).
    public var sessionSendsLaunchEvents = false
    /// Memory footprints (MB) of the other suspended apps, for memory-pressure eviction.
    public var otherSuspendedAppFootprints: [Int] = [40, 120]
    // Background execution: accessories.
    /// The app interacts with external accessories: the system tells it the accessory
    /// disconnected when it moves to the background and connected when it returns (BGEXEC-208,
    /// BGEXEC-211).
    public var interactsWithAccessories = false
    // Screen content.
    /// The app provides a launch image for the scheme of the URLs it opens (a PNG named after
    /// its launch image and the scheme), shown when it is launched to open such a URL (APG-409).
    public var providesURLSchemeLaunchImage = false
    // Interface loading.
    /// How the user holds the device when the app launches; nil for portrait, the orientation
    /// an app that supports both sets its root view controller up in.
    public var deviceOrientationAtLaunch: DeviceOrientation?
    // URL handling: documents.
    /// The UTIs the app declares in its document types (`CFBundleDocumentTypes`,
    /// `LSItemContentTypes`): the kinds of file the system lets it open (APG-392).
    public var documentTypes: Set<String> = []

    /// A configuration with the model defaults: iOS 12.0, a multitasking device without a passcode, and an app with no background modes.
    public init() {}

    /// Scenes are used only when the app supports them and the OS is iOS 13 or later.
    public var usesScenes: Bool { appSupportsScenes && iosVersion >= IOSVersion(13, 0) }

    /// Multitasking needs a capable device, iOS 4 or later, and an app linked against iOS 4 or later.
    public var multitaskingAvailable: Bool {
        deviceSupportsMultitasking && iosVersion >= IOSVersion(4, 0) && linkedSDKVersion >= IOSVersion(4, 0)
    }

    /// The value of a setting named by a relaunch-table requirement; nil for an unknown name.
    public func isEnabled(setting name: String) -> Bool? {
        switch name {
        case "monitorsRegions": monitorsRegions
        case "monitorsSignificantLocationChanges": monitorsSignificantLocationChanges
        case "sessionSendsLaunchEvents": sessionSendsLaunchEvents
        default: nil
        }
    }

    /// The app ends when it would otherwise be suspended.
    public var terminatesInsteadOfSuspending: Bool { exitsOnSuspend || !multitaskingAvailable }
}
