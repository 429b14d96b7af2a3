import LifecycleModel

/// The ways an app that ran can stop running, for the relaunch matrix.
enum AppEnding: CaseIterable {
    /// The user removes it from the app switcher.
    case forceQuit
    /// Purged while suspended to free memory.
    case evictedWhileSuspended
    /// Ended while running in the background to free memory (after applicationWillTerminate:).
    case evictedInBackground
    /// Ended by the system while suspended.
    case systemTermination
    /// The device restarts.
    case reboot

    var stimuli: [Stimulus] {
        switch self {
        case .forceQuit: [.forceQuit]
        case .evictedWhileSuspended: [.memoryPressure(megabytes: 400)]
        case .evictedInBackground: [.memoryPressure(megabytes: 2000)]
        case .systemTermination: [.systemTerminate]
        case .reboot: [.reboot]
        }
    }

    /// The app options that make the ending happen: a large footprint to be purged first, or
    /// unfinished work that keeps the app running in the background.
    var app: ReferenceApp.Options {
        switch self {
        case .evictedWhileSuspended: .with { $0.memoryFootprintMegabytes = 400 }
        case .evictedInBackground: .finishingWork
        default: .init()
        }
    }

    var code: String {
        switch self {
        case .forceQuit: "FQ"
        case .evictedWhileSuspended: "MS"
        case .evictedInBackground: "MB"
        case .systemTermination: "ST"
        case .reboot: "RB"
        }
    }

    var words: String {
        switch self {
        case .forceQuit: "a user force-quit"
        case .evictedWhileSuspended: "eviction while suspended"
        case .evictedInBackground: "eviction while running in the background"
        case .systemTermination: "a system termination"
        case .reboot: "a reboot"
        }
    }
}

/// The lock states of the device when the event arrives.
enum LockState: CaseIterable {
    /// No passcode: background launches are never held back.
    case noPasscode
    /// A passcode, and the device unlocked since it booted.
    case passcodeUnlocked
    /// A passcode, and the device not yet unlocked since it booted.
    case passcodeLockedSinceBoot

    func apply(to configuration: inout Configuration) {
        configuration.passcodeSet = self != .noPasscode
        configuration.unlockedSinceBoot = self != .passcodeLockedSinceBoot
    }

    /// Whether, at the event, a passcode device has not been unlocked since it booted. A
    /// reboot (the ending, or the event of a VoIP app) leaves a passcode device locked
    /// unless the setup unlocks it.
    func lockedAtEvent(after ending: AppEnding, boot: Bool) -> Bool {
        switch self {
        case .noPasscode: false
        case .passcodeLockedSinceBoot: true
        case .passcodeUnlocked: boot
        }
    }

    var code: String {
        switch self {
        case .noPasscode: "NP"
        case .passcodeUnlocked: "PU"
        case .passcodeLockedSinceBoot: "PL"
        }
    }

    var words: String {
        switch self {
        case .noPasscode: "no passcode"
        case .passcodeUnlocked: "passcode, unlocked since boot"
        case .passcodeLockedSinceBoot: "passcode, not yet unlocked since boot"
        }
    }
}
