import Foundation
import LifecycleModel
import LifecycleSpec
import Testing

@Suite("Independent, dependent and watch-only watchOS apps", .tags(.configuration), .citedRulesExist)
struct WatchAppConfigurationTests {
    /// An independent app with an iOS companion that does everything on the watch.
    static func wellBehavedIndependent() -> WatchAppConfiguration {
        var configuration = WatchAppConfiguration()
        configuration.runsIndependentlyOfCompanionApp = true
        configuration.projectContainsIOSApp = true
        configuration.dataSources = [.directDownload, .watchConnectivity]
        configuration.authorizationRequestedOn = .watch
        configuration.remoteNotificationsRegisteredOn = .watch
        return configuration
    }

    func write(_ text: String, binary: Bool = false) throws -> URL {
        var data = Data(text.utf8)
        if binary {
            let object = try PropertyListSerialization.propertyList(from: data, format: nil)
            data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-plist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("Info.plist")
        try data.write(to: url)
        return url
    }

    func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>
        """
    }

    // MARK: - Watch-only apps

    @Test("[WATCH-003, WATCH-018] a watch-only app sets WKWatchOnly and lives in a project without an iOS app", .tags(.required))
    func watchOnlyApp() throws {
        let configuration = try WatchAppConfiguration.reading(watchKitApp: ["WKWatchOnly": true])
        #expect(configuration.kind == .watchOnly)
        let findings = configuration.findings()
        #expect(findings.finding(for: "WATCH-003")?.met == true)
        #expect(findings.finding(for: "WATCH-018")?.met == true)
        #expect(findings.violations.isEmpty)
        #expect(configuration.installChoices(on: WatchOSVersion(6, 0)) == [.watchAppOnly])
    }

    @Test("[WATCH-003] a watch app in a project with no iOS app that does not set WKWatchOnly is reported", .tags(.required))
    func watchOnlyWithoutKey() throws {
        let configuration = try WatchAppConfiguration.reading(watchKitApp: [:])
        let finding = try #require(configuration.findings().finding(for: "WATCH-003"))
        #expect(!finding.met)
        #expect(finding.message.contains("WKWatchOnly"))
    }

    @Test("[WATCH-003] a watch-only app that names a companion iOS app is reported", .tags(.required))
    func watchOnlyWithCompanion() throws {
        let configuration = try WatchAppConfiguration.reading(watchKitApp: ["WKWatchOnly": true, "WKCompanionAppBundleIdentifier": "com.example.phone"])
        let finding = try #require(configuration.findings().finding(for: "WATCH-003"))
        #expect(!finding.met)
        #expect(finding.message.contains("WKCompanionAppBundleIdentifier"))
    }

    @Test("[WATCH-018] a watch-only app in a project that also contains an iOS app is a companion-dependent project", .tags(.required))
    func watchOnlyProjectWithIOSApp() throws {
        var base = WatchAppConfiguration()
        base.projectContainsIOSApp = true
        let configuration = try WatchAppConfiguration.reading(watchKitApp: ["WKWatchOnly": true], base: base)
        #expect(configuration.findings().finding(for: "WATCH-018")?.met == false)
        #expect(configuration.findings().violations.map(\.ruleID) == ["WATCH-018"])
    }

    @Test("[WATCH-003] WKWatchOnly in the WatchKit extension's Info.plist has no effect and is reported", .tags(.required))
    func watchOnlyKeyMisplaced() throws {
        var base = WatchAppConfiguration()
        base.projectContainsIOSApp = true
        let configuration = try WatchAppConfiguration.reading(watchKitApp: [:], watchKitExtension: ["WKWatchOnly": true], base: base)
        #expect(configuration.kind == .dependent)
        #expect(configuration.misplacedKeys == ["WKWatchOnly"])
        #expect(configuration.findings().finding(for: "WATCH-003")?.met == false)
    }

    // MARK: - Independent apps

    @Test(
        "[WATCH-007, WATCH-024] an independent app records WKRunsIndependentlyOfCompanionApp in its extension and may be installed with or without its iOS app",
        .tags(.required))
    func independentApp() throws {
        var base = WatchAppConfiguration()
        base.projectContainsIOSApp = true
        let configuration = try WatchAppConfiguration.reading(
            watchKitApp: ["WKCompanionAppBundleIdentifier": "com.example.phone"], watchKitExtension: ["WKRunsIndependentlyOfCompanionApp": true], base: base)
        #expect(configuration.kind == .independent)
        let findings = configuration.findings()
        #expect(findings.finding(for: "WATCH-024")?.met == true)
        #expect(findings.finding(for: "WATCH-007")?.met == true)
        #expect(configuration.installChoices(on: WatchOSVersion(6, 0)) == [.watchAppOnly, .iOSAppOnly, .both])
        #expect(configuration.canLaunch(on: WatchOSVersion(6, 0), companion: .notInstalled))
    }

    @Test("[WATCH-024] WKRunsIndependentlyOfCompanionApp in the WatchKit app's Info.plist instead of the extension's is reported", .tags(.required))
    func independenceKeyMisplaced() throws {
        var base = WatchAppConfiguration()
        base.projectContainsIOSApp = true
        let configuration = try WatchAppConfiguration.reading(
            watchKitApp: ["WKRunsIndependentlyOfCompanionApp": true], watchKitExtension: [:], base: base)
        #expect(configuration.kind == .dependent, "a key in the wrong Info.plist has no effect")
        let finding = try #require(configuration.findings().finding(for: "WATCH-024"))
        #expect(!finding.met)
        #expect(finding.message.contains("WKRunsIndependentlyOfCompanionApp"))
    }

    @Test("[WATCH-001] from watchOS 6 an independent app runs with no iPhone app at all", .tags(.required))
    func runsWithoutIPhoneFromWatchOS6() throws {
        let configuration = Self.wellBehavedIndependent()
        #expect(configuration.findings().finding(for: "WATCH-001")?.met == true)
        for companion in CompanionAppState.allCases {
            #expect(configuration.canLaunch(on: WatchOSVersion(6, 0), companion: companion), "companion \(companion)")
        }
    }

    @Test("[WATCH-026] an independent app that does its work on the watch works fully without its iOS app", .tags(.required))
    func fullyIndependent() throws {
        let findings = Self.wellBehavedIndependent().findings()
        #expect(findings.violations.isEmpty, "\(findings.violations)")
        #expect(findings.finding(for: "WATCH-026")?.met == true)
    }

    @Test("[WATCH-029, WATCH-026] an independent app that asks for authorisation on the iPhone is reported", .tags(.required))
    func authorisationOnIPhone() throws {
        var configuration = Self.wellBehavedIndependent()
        configuration.authorizationRequestedOn = .iPhone
        let findings = configuration.findings()
        #expect(Set(findings.violations.map(\.ruleID)) == ["WATCH-029", "WATCH-026"])
    }

    @Test("[WATCH-031, WATCH-032, WATCH-036, WATCH-026] an independent app whose data comes only over WatchConnectivity is reported", .tags(.required))
    func dataOnlyOverWatchConnectivity() throws {
        var configuration = Self.wellBehavedIndependent()
        configuration.dataSources = [.watchConnectivity]
        let violated = Set(configuration.findings().violations.map(\.ruleID))
        #expect(violated == ["WATCH-031", "WATCH-032", "WATCH-036", "WATCH-026"])
    }

    @Test("[WATCH-036] WatchConnectivity may be used, but not as the primary data source of an independent app", .tags(.required))
    func watchConnectivityAsPrimary() throws {
        var configuration = Self.wellBehavedIndependent()
        configuration.dataSources = [.watchConnectivity, .cloudKit]
        let findings = configuration.findings()
        #expect(findings.finding(for: "WATCH-031")?.met == true)
        #expect(findings.finding(for: "WATCH-032")?.met == true)
        #expect(findings.finding(for: "WATCH-036")?.met == false)
    }

    @Test("[WATCH-034] an independent app that registers for remote notifications on the iPhone is reported", .tags(.required))
    func pushRegisteredOnIPhone() throws {
        var configuration = Self.wellBehavedIndependent()
        configuration.remoteNotificationsRegisteredOn = .iPhone
        #expect(configuration.findings().finding(for: "WATCH-034")?.met == false)
        #expect(configuration.findings().finding(for: "WATCH-026")?.met == false)
    }

    @Test("[WATCH-029, WATCH-034] the independence duties are also a watch-only app's", .tags(.required))
    func watchOnlyDuties() throws {
        var configuration = try WatchAppConfiguration.reading(watchKitApp: ["WKWatchOnly": true])
        configuration.authorizationRequestedOn = .iPhone
        configuration.remoteNotificationsRegisteredOn = .watch
        #expect(configuration.findings().finding(for: "WATCH-029")?.met == false)
        #expect(configuration.findings().finding(for: "WATCH-034")?.met == true)
    }

    // MARK: - Dependent apps

    @Test(
        "[WATCH-008, WATCH-010, WATCH-016] a dependent app is installed with its iOS app and runs only once that app has finished installing", .tags(.required))
    func dependentApp() throws {
        var base = WatchAppConfiguration()
        base.projectContainsIOSApp = true
        let configuration = try WatchAppConfiguration.reading(watchKitApp: ["WKCompanionAppBundleIdentifier": "com.example.phone"], base: base)
        #expect(configuration.kind == .dependent)
        #expect(configuration.findings().finding(for: "WATCH-008")?.met == true)
        #expect(configuration.installChoices(on: WatchOSVersion(7, 0)) == [.iOSAppOnly, .both])
        #expect(!configuration.canLaunch(on: WatchOSVersion(7, 0), companion: .notInstalled))
        #expect(!configuration.canLaunch(on: WatchOSVersion(7, 0), companion: .installing))
        #expect(configuration.canLaunch(on: WatchOSVersion(7, 0), companion: .installed))
    }

    @Test("[WATCH-008] WKRunsIndependentlyOfCompanionApp set to false still makes a dependent app", .tags(.required))
    func explicitlyDependent() throws {
        var base = WatchAppConfiguration()
        base.projectContainsIOSApp = true
        let configuration = try WatchAppConfiguration.reading(watchKitApp: [:], watchKitExtension: ["WKRunsIndependentlyOfCompanionApp": false], base: base)
        #expect(configuration.kind == .dependent)
        #expect(configuration.findings().finding(for: "WATCH-008")?.met == true)
    }

    @Test("[WATCH-008] a dependent app in a project with no iOS app can never run and is reported", .tags(.required))
    func dependentWithoutIOSApp() throws {
        let configuration = WatchAppConfiguration()
        #expect(configuration.findings().finding(for: "WATCH-008")?.met == false)
    }

    @Test("[WATCH-029, WATCH-031] the independence duties are not checked for a dependent app", .tags(.required))
    func dependentHasNoIndependenceDuties() throws {
        var configuration = WatchAppConfiguration()
        configuration.projectContainsIOSApp = true
        configuration.authorizationRequestedOn = .iPhone
        configuration.dataSources = [.watchConnectivity]
        let checked = Set(configuration.findings().map(\.ruleID))
        #expect(checked.isDisjoint(with: ["WATCH-026", "WATCH-029", "WATCH-031", "WATCH-032", "WATCH-034", "WATCH-036"]))
        #expect(configuration.findings().violations.isEmpty)
    }

    // MARK: - watchOS 5 and earlier

    @Test("[WATCH-011] an app that claims independence with a deployment target before watchOS 6 is reported", .tags(.required))
    func independenceBeforeWatchOS6() throws {
        var configuration = Self.wellBehavedIndependent()
        configuration.deploymentTarget = WatchOSVersion(5, 3)
        let finding = try #require(configuration.findings().finding(for: "WATCH-011"))
        #expect(!finding.met)
        #expect(configuration.findings().finding(for: "WATCH-001") == nil)
    }

    @Test("[WATCH-011] on watchOS 5 every watch app needs its companion, whatever its keys say", .tags(.required))
    func watchOS5NeedsCompanion() throws {
        let independent = Self.wellBehavedIndependent()
        #expect(independent.effectiveKind(on: WatchOSVersion(5, 3)) == .dependent)
        #expect(!independent.canLaunch(on: WatchOSVersion(5, 3), companion: .notInstalled))
        #expect(independent.canLaunch(on: WatchOSVersion(5, 3), companion: .installed))
        let watchOnly = try WatchAppConfiguration.reading(watchKitApp: ["WKWatchOnly": true])
        #expect(watchOnly.installChoices(on: WatchOSVersion(5, 0)).isEmpty)
        #expect(!watchOnly.canLaunch(on: WatchOSVersion(5, 0), companion: .installed))
        var dependent = WatchAppConfiguration()
        dependent.projectContainsIOSApp = true
        dependent.deploymentTarget = WatchOSVersion(5, 0)
        #expect(dependent.findings().finding(for: "WATCH-011")?.met == true)
    }

    // MARK: - WatchConnectivity

    @Test("[WATCH-035] a watch app receives WatchConnectivity data only from an installed companion on an iPhone nearby", .tags(.required))
    func watchConnectivityNeedsIPhoneNearby() throws {
        let independent = Self.wellBehavedIndependent()
        #expect(independent.canReceiveWatchConnectivityData(companion: .installed, iPhoneNearby: true))
        #expect(!independent.canReceiveWatchConnectivityData(companion: .installed, iPhoneNearby: false))
        #expect(!independent.canReceiveWatchConnectivityData(companion: .notInstalled, iPhoneNearby: true))
        let watchOnly = try WatchAppConfiguration.reading(watchKitApp: ["WKWatchOnly": true])
        #expect(!watchOnly.canReceiveWatchConnectivityData(companion: .installed, iPhoneNearby: true))
    }

    // MARK: - Reading Info.plist files

    @Test("[WATCH-003, WATCH-024] the keys read the same from XML and binary Info.plist files", arguments: [false, true])
    func plistFiles(binary: Bool) throws {
        let app = try write(
            plist("<key>WKCompanionAppBundleIdentifier</key><string>com.example.phone</string>"), binary: binary)
        let appExtension = try write(plist("<key>WKRunsIndependentlyOfCompanionApp</key><true/>"), binary: binary)
        let configuration = try WatchAppConfiguration.reading(watchKitAppPlist: app, watchKitExtensionPlist: appExtension)
        #expect(configuration.runsIndependentlyOfCompanionApp == true)
        #expect(configuration.watchOnly == nil)
        #expect(configuration.companionAppBundleIdentifier == "com.example.phone")
        let watchOnly = try WatchAppConfiguration.reading(watchKitAppPlist: try write(plist("<key>WKWatchOnly</key><true/>"), binary: binary))
        #expect(watchOnly.kind == .watchOnly)
    }

    @Test(
        "a key of the wrong type is an error naming the file and the key",
        arguments: [
            ("<key>WKWatchOnly</key><string>YES</string>", "WKWatchOnly", "a boolean"),
            ("<key>WKWatchOnly</key><integer>1</integer>", "WKWatchOnly", "a boolean"),
            ("<key>WKRunsIndependentlyOfCompanionApp</key><string>true</string>", "WKRunsIndependentlyOfCompanionApp", "a boolean"),
            ("<key>WKCompanionAppBundleIdentifier</key><true/>", "WKCompanionAppBundleIdentifier", "a string"),
        ])
    func wrongTypeInFile(body: String, key: String, expected: String) throws {
        let url = try write(plist(body))
        let error = try #require(throws: InfoPlistError.self) { try WatchAppConfiguration.reading(watchKitAppPlist: url) }
        #expect(error.file == url.path)
        #expect(error.key == key)
        #expect(error.message.hasPrefix("wrong type: expected \(expected)"))
    }

    @Test("a wrong type in a dictionary names the Info.plist it came from")
    func wrongTypeInDictionary() throws {
        let error = try #require(throws: InfoPlistError.self) {
            try WatchAppConfiguration.reading(watchKitApp: [:], watchKitExtension: ["WKRunsIndependentlyOfCompanionApp": 1])
        }
        #expect(error.description.hasPrefix("WatchKit extension Info.plist: key 'WKRunsIndependentlyOfCompanionApp': wrong type: expected a boolean"))
    }

    @Test("a missing Info.plist file is an error naming the file")
    func missingFile() throws {
        let error = try #require(throws: InfoPlistError.self) {
            try WatchAppConfiguration.reading(watchKitAppPlist: URL(fileURLWithPath: "/nonexistent/Watch/Info.plist"))
        }
        #expect(error.description == "/nonexistent/Watch/Info.plist: cannot read the file")
    }
}
