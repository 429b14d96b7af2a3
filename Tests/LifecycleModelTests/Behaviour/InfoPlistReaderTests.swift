import Foundation
import LifecycleModel
import Testing

@Suite("Configuration from a real Info.plist", .tags(.configuration), .citedRulesExist)
struct InfoPlistReaderTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>UIBackgroundModes</key>
            <array><string>audio</string><string>fetch</string></array>
            <key>UIApplicationExitsOnSuspend</key>
            <true/>
            <key>UIRequiresPersistentWiFi</key>
            <false/>
            <key>UIMainStoryboardFile</key>
            <string>Main</string>
            <key>UIApplicationSceneManifest</key>
            <dict/>
        </dict>
        </plist>
        """

    func write(_ data: Data, name: String = "Info.plist") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("infoplist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    @Test("[APG-140, BGEXEC-222] an XML Info.plist sets the background modes, the opt-out, the storyboard and scene support")
    func xmlPlist() throws {
        let url = try write(Data(Self.xml.utf8))
        let configuration = try InfoPlistReader.configuration(from: url)
        #expect(configuration.backgroundModes == [.audio, .fetch])
        #expect(configuration.exitsOnSuspend)
        #expect(!configuration.requiresPersistentWiFi)
        #expect(configuration.mainStoryboardFile == "Main")
        #expect(configuration.appSupportsScenes)
    }

    @Test("[STATES-060] an Info.plist may name a main storyboard or a main nib; naming both is reported")
    func oneMainInterfaceFile() throws {
        let storyboardOnly = try InfoPlistReader.configuration(from: try write(Data(Self.xml.utf8)))
        #expect(InfoPlistChecks.findings(for: storyboardOnly).violations.isEmpty)
        let both = Self.xml.replacingOccurrences(
            of: "<string>Main</string>", with: "<string>Main</string>\n    <key>NSMainNibFile</key>\n    <string>MainWindow</string>")
        let configuration = try InfoPlistReader.configuration(from: try write(Data(both.utf8)))
        let finding = try #require(InfoPlistChecks.findings(for: configuration).finding(for: "STATES-060"))
        #expect(!finding.met)
        #expect(finding.message.contains("UIMainStoryboardFile") && finding.message.contains("NSMainNibFile"))
        #expect(InfoPlistChecks.findings(for: Configuration()).violations.isEmpty, "naming neither is allowed: the window is built in code")
    }

    @Test("a binary Info.plist reads the same as its XML form")
    func binaryPlist() throws {
        let object = try PropertyListSerialization.propertyList(from: Data(Self.xml.utf8), format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let fromBinary = try InfoPlistReader.configuration(from: try write(binary))
        let fromXML = try InfoPlistReader.configuration(from: try write(Data(Self.xml.utf8)))
        #expect(fromBinary == fromXML)
    }

    @Test("an unreadable file is an error naming the file")
    func unreadable() throws {
        let error = try #require(throws: InfoPlistError.self) {
            try InfoPlistReader.configuration(from: URL(fileURLWithPath: "/nonexistent/Info.plist"))
        }
        #expect(error.description == "/nonexistent/Info.plist: cannot read the file")
    }

    @Test("text that is not a property list is an error naming the file")
    func notAPlist() throws {
        let url = try write(Data("this is not a plist <".utf8))
        let error = try #require(throws: InfoPlistError.self) { try InfoPlistReader.configuration(from: url) }
        #expect(error.file == url.path)
        #expect(error.key == nil)
    }

    @Test("an unknown background mode names the key, its index and the known modes")
    func unknownMode() throws {
        let xml = Self.xml.replacingOccurrences(of: "<string>fetch</string>", with: "<string>teleport</string>")
        let url = try write(Data(xml.utf8))
        let error = try #require(throws: InfoPlistError.self) { try InfoPlistReader.configuration(from: url) }
        #expect(error.key == "UIBackgroundModes[1]")
        #expect(error.message.hasPrefix("unknown background mode 'teleport' (known: audio, location, voip"))
    }

    @Test(
        "a value of the wrong type names the key and the expected type",
        arguments: [
            (
                "<key>UIApplicationExitsOnSuspend</key>\n    <true/>", "<key>UIApplicationExitsOnSuspend</key>\n    <integer>1</integer>",
                "UIApplicationExitsOnSuspend", "a boolean"
            ),
            ("<key>UIMainStoryboardFile</key>\n    <string>Main</string>", "<key>UIMainStoryboardFile</key>\n    <true/>", "UIMainStoryboardFile", "a string"),
            ("<array><string>audio</string><string>fetch</string></array>", "<string>audio</string>", "UIBackgroundModes", "an array of strings"),
        ])
    func wrongType(original: String, replacement: String, key: String, expected: String) throws {
        let xml = Self.xml.replacingOccurrences(of: original, with: replacement)
        #expect(xml != Self.xml, "the fixture must contain the text being replaced")
        let url = try write(Data(xml.utf8))
        let error = try #require(throws: InfoPlistError.self) { try InfoPlistReader.configuration(from: url) }
        #expect(error.key == key)
        #expect(error.message.hasPrefix("wrong type: expected \(expected)"))
    }
}
