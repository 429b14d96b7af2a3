extension WatchAppConfiguration {
    /// The first watchOS version on which a watch app can do without an iPhone app (WATCH-001, WATCH-011).
    public static let firstIndependentWatchOS = WatchOSVersion(6, 0)

    /// Checks the configuration against the automated WATCH- rules that concern it. Each
    /// finding carries the id of the rule it checks; a rule that does not apply to this kind
    /// of app (the independence duties of a dependent app, say) is not reported.
    public func findings() -> [ConfigurationFinding] {
        var findings = versionFindings()
        findings += watchOnlyFindings()
        findings += independentFindings()
        findings += dependentFindings()
        if kind != .dependent { findings += independenceDutyFindings() }
        return findings
    }

    /// WATCH-011 and WATCH-001: independence needs watchOS 6.
    private func versionFindings() -> [ConfigurationFinding] {
        let target = "deployment target watchOS \(deploymentTarget)"
        if deploymentTarget < Self.firstIndependentWatchOS {
            guard kind == .dependent else {
                let key = kind == .watchOnly ? Self.watchOnlyKey : Self.runsIndependentlyKey
                return [
                    violated(
                        "WATCH-011",
                        "\(key) is true but the \(target) is before watchOS 6, where independence is unavailable and every watch app requires its companion iOS app"
                    )
                ]
            }
            return [met("WATCH-011", "\(target): the app requires its companion iOS app, as every watch app before watchOS 6 does")]
        }
        guard kind != .dependent else { return [] }
        return [met("WATCH-001", "\(target): from watchOS 6 the app can be installed and run without a paired iPhone app")]
    }

    /// WATCH-003 and WATCH-018: a watch-only app declares `WKWatchOnly`, has no companion
    /// and lives in a project without an iOS app.
    private func watchOnlyFindings() -> [ConfigurationFinding] {
        if misplacedKeys.contains(Self.watchOnlyKey) {
            return [
                violated(
                    "WATCH-003",
                    "\(Self.watchOnlyKey) is in the WatchKit extension's Info.plist, where it has no effect; it belongs in the WatchKit app's Info.plist")
            ]
        }
        guard kind == .watchOnly else {
            guard !projectContainsIOSApp else { return [] }
            return [
                violated(
                    "WATCH-003",
                    "the project contains no iOS app, so the watch app is watch-only and must set \(Self.watchOnlyKey) to true in the WatchKit app's Info.plist"
                )
            ]
        }
        var problems: [String] = []
        if let companion = companionAppBundleIdentifier {
            problems.append("\(Self.companionAppKey) names '\(companion)', but a watch-only app has no companion iOS app")
        }
        if runsIndependentlyOfCompanionApp == false {
            problems.append("\(Self.runsIndependentlyKey) is false, but a watch-only app has no companion to depend on")
        }
        var findings = [
            problems.isEmpty
                ? met("WATCH-003", "\(Self.watchOnlyKey) is true: the app has no companion iOS app and is available only on Apple Watch")
                : violated("WATCH-003", problems.joined(separator: "; "))
        ]
        findings.append(
            projectContainsIOSApp
                ? violated(
                    "WATCH-018",
                    "\(Self.watchOnlyKey) is true but the project contains an iOS app, which makes it a companion-dependent project; create the project again as a watch-only one"
                )
                : met("WATCH-018", "the project holds the WatchKit app and extension and no iOS app"))
        return findings
    }

    /// WATCH-024 and WATCH-007: an independent app records the flag in the WatchKit
    /// extension's Info.plist and works without its iOS app.
    private func independentFindings() -> [ConfigurationFinding] {
        if misplacedKeys.contains(Self.runsIndependentlyKey) {
            return [
                violated(
                    "WATCH-024",
                    "\(Self.runsIndependentlyKey) is in the WatchKit app's Info.plist, where it has no effect; Supports Running Without iOS App Installation records it in the WatchKit extension's Info.plist"
                )
            ]
        }
        guard kind == .independent else { return [] }
        var findings = [met("WATCH-024", "\(Self.runsIndependentlyKey) is true (Supports Running Without iOS App Installation is on)")]
        if projectContainsIOSApp {
            findings.append(met("WATCH-007", "the app works without its iOS app; the user may install the iOS app, the watch app or both"))
        }
        return findings
    }

    /// WATCH-008: a dependent app needs its companion iOS app.
    private func dependentFindings() -> [ConfigurationFinding] {
        guard kind == .dependent else { return [] }
        let keys = "neither \(Self.watchOnlyKey) nor \(Self.runsIndependentlyKey) is true"
        return [
            projectContainsIOSApp
                ? met("WATCH-008", "\(keys): the app is dependent and needs its companion iOS app, which the project contains")
                : violated("WATCH-008", "\(keys): the app is dependent and needs a companion iOS app, but the project contains none, so it can never run")
        ]
    }

    /// WATCH-029, WATCH-031, WATCH-032, WATCH-034, WATCH-036 and, summing them up,
    /// WATCH-026: what an app that runs without its iOS app must do on the watch itself.
    private func independenceDutyFindings() -> [ConfigurationFinding] {
        var findings: [ConfigurationFinding] = []
        switch authorizationRequestedOn {
        case .iPhone:
            findings.append(violated("WATCH-029", "the app asks for authorisation of system services on the iPhone instead of from the watch app"))
        case .watch:
            findings.append(met("WATCH-029", "the app asks for authorisation of system services from the watch app"))
        case nil:
            break
        }
        if !dataSources.isEmpty { findings += dataFindings() }
        switch remoteNotificationsRegisteredOn {
        case .iPhone:
            findings.append(
                violated(
                    "WATCH-034", "the app registers for remote notifications on the iPhone instead of calling registerForRemoteNotifications() on the watch"))
        case .watch:
            findings.append(met("WATCH-034", "the app registers for remote notifications on the watch, so pushes reach it directly"))
        case nil:
            break
        }
        let needsIPhone = findings.violations.map(\.ruleID)
        findings.append(
            needsIPhone.isEmpty
                ? met("WATCH-026", "the app works fully with no companion iOS app installed or reachable")
                : violated("WATCH-026", "the app does not work fully without its companion iOS app: it breaks \(needsIPhone.joined(separator: ", "))"))
        return findings
    }

    /// WATCH-031, WATCH-032 and WATCH-036, for an app that gets data from somewhere.
    private func dataFindings() -> [ConfigurationFinding] {
        let own = dataSources.filter(\.reachedFromWatch).map(\.rawValue)
        let usesConnectivity = dataSources.contains(.watchConnectivity)
        var findings: [ConfigurationFinding] = []
        findings.append(
            own.isEmpty
                ? violated("WATCH-031", "the app downloads nothing directly to the watch; its data comes only over WatchConnectivity")
                : met("WATCH-031", "the app downloads its data directly to the watch (\(own.joined(separator: ", ")))"))
        findings.append(
            usesConnectivity && own.isEmpty
                ? violated("WATCH-032", "the app depends on WatchConnectivity to receive data and files from its iOS app")
                : met("WATCH-032", "the app does not depend on WatchConnectivity for its data"))
        findings.append(
            dataSources.first == .watchConnectivity
                ? violated("WATCH-036", "WatchConnectivity is the app's primary data source; the app must reach its information its own way")
                : met("WATCH-036", "the app's primary data source is \(dataSources[0].rawValue), which it reaches on its own"))
        return findings
    }

    private func met(_ ruleID: String, _ message: String) -> ConfigurationFinding {
        ConfigurationFinding(ruleID: ruleID, met: true, message: message)
    }

    private func violated(_ ruleID: String, _ message: String) -> ConfigurationFinding {
        ConfigurationFinding(ruleID: ruleID, met: false, message: message)
    }
}
