import LifecycleModel

/// A mistake an implementation of watchOS makes in installing and running watch apps.
public enum WatchRuntimeFault: String, Sendable, CaseIterable {
    /// Asks for the iOS app with every watch app, independent ones too.
    case requiresIOSAppForIndependent = "requires-ios-app-for-independent"
    /// Lets a dependent watch app be installed without its iOS app.
    case installsDependentAlone = "installs-dependent-alone"
    /// Lets a dependent watch app launch while its iOS app is still installing.
    case launchesDependentBeforeIOSInstall = "launches-dependent-before-ios-install"
    /// Delivers WatchConnectivity data with the iPhone away.
    case connectivityWithoutIPhone = "connectivity-without-iphone"
}

/// The kit's watch runtime with one fault injected.
public final class FaultyWatchRuntime: WatchRuntime {
    let fault: WatchRuntimeFault
    let reference = ReferenceWatchRuntime()

    /// Creates a runtime with `fault`.
    public init(_ fault: WatchRuntimeFault) {
        self.fault = fault
    }

    /// The reference's choices, changed by the install faults.
    public func installChoices(for app: WatchAppConfiguration, on version: WatchOSVersion) -> Set<WatchInstallChoice> {
        var choices = reference.installChoices(for: app, on: version)
        switch (fault, app.effectiveKind(on: version)) {
        case (.requiresIOSAppForIndependent, .independent): choices = [.both]
        case (.installsDependentAlone, .dependent): choices.insert(.watchAppOnly)
        default: break
        }
        return choices
    }

    /// The reference's answer, changed by the launch faults.
    public func canLaunch(_ app: WatchAppConfiguration, on version: WatchOSVersion, companion: CompanionAppState) -> Bool {
        switch (fault, app.effectiveKind(on: version)) {
        case (.requiresIOSAppForIndependent, .independent): companion == .installed
        case (.launchesDependentBeforeIOSInstall, .dependent): companion != .notInstalled
        default: reference.canLaunch(app, on: version, companion: companion)
        }
    }

    /// The reference's answer, or delivery whatever the distance with the connectivity fault.
    public func canReceiveWatchConnectivityData(_ app: WatchAppConfiguration, companion: CompanionAppState, iPhoneNearby: Bool) -> Bool {
        reference.canReceiveWatchConnectivityData(app, companion: companion, iPhoneNearby: iPhoneNearby || fault == .connectivityWithoutIPhone)
    }
}
