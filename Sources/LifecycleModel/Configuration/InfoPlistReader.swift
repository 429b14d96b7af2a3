import Foundation
import LifecycleText

/// A defect in an Info.plist, naming the file and the key.
public struct InfoPlistError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path of the Info.plist, or the name passed for in-memory data.
    public let file: String
    /// The key at fault, such as `UIBackgroundModes[2]`; nil when the whole file is at fault.
    public let key: String?
    /// What is wrong, in English.
    public let message: String
    /// The message's id in the kit's message tables, when it has one.
    public let messageID: String?
    /// The values of the message's placeholders.
    public let values: [String: String]
    /// Placeholders whose value is itself a message of the tables (its id).
    public let valueIDs: [String: String]

    /// A defect described in English.
    public init(file: String, key: String?, message: String) {
        self.file = file
        self.key = key
        self.message = message
        messageID = nil
        values = [:]
        valueIDs = [:]
    }

    /// A defect described by a message of the kit's tables, so it prints in the user's language.
    public init(file: String, key: String?, id: String, _ values: [String: String] = [:], valueIDs: [String: String] = [:]) {
        self.file = file
        self.key = key
        messageID = id
        self.values = values
        self.valueIDs = valueIDs
        message = Words.english(id, Words.english.filling(values, ids: valueIDs))
    }

    /// The file, the key when there is one, and the message, as one line.
    public var description: String {
        key.map { "\(file): key '\($0)': \(message)" } ?? "\(file): \(message)"
    }

    /// Two defects are equal when they name the same file and key with the same English message.
    public static func == (left: InfoPlistError, right: InfoPlistError) -> Bool {
        left.file == right.file && left.key == right.key && left.message == right.message
    }
}

/// Reads the life-cycle keys of an Info.plist (XML or binary) into a `Configuration`.
public enum InfoPlistReader {
    /// Applies the Info.plist at `url` on top of `base`.
    public static func configuration(from url: URL, base: Configuration = Configuration()) throws(InfoPlistError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw InfoPlistError(file: url.path, key: nil, id: "file.plist.unreadable")
        }
        return try configuration(from: data, file: url.path, base: base)
    }

    /// Applies the Info.plist in `data` on top of `base`.
    ///
    /// Reads `UIBackgroundModes`, `UIApplicationExitsOnSuspend`, `UIRequiresPersistentWiFi`,
    /// `UIMainStoryboardFile`, `NSMainNibFile` and `UIApplicationSceneManifest`; keys that are
    /// absent leave `base` unchanged.
    /// - Parameters:
    ///   - data: The property list, XML or binary.
    ///   - file: The name to use in error messages.
    ///   - base: The configuration to start from.
    /// - Returns: `base` with the life-cycle keys of the property list applied.
    /// - Throws: ``InfoPlistError`` when the data is not a dictionary property list, a key has the
    ///   wrong type, or a background mode is unknown.
    public static func configuration(from data: Data, file: String, base: Configuration = Configuration()) throws(InfoPlistError) -> Configuration {
        let plist: [String: Any]
        do {
            let object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            guard let dictionary = object as? [String: Any] else {
                throw InfoPlistError(file: file, key: nil, id: "file.plist.top-level")
            }
            plist = dictionary
        } catch let error as InfoPlistError {
            throw error
        } catch {
            throw InfoPlistError(
                file: file, key: nil, id: "file.plist.not-property-list", ["detail": "\((error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error)"])
        }
        var configuration = base
        if let value = plist["UIBackgroundModes"] {
            guard let modes = value as? [Any] else { throw wrongType(file, "UIBackgroundModes", "file.plist.type.array-of-strings", value) }
            var parsed: Set<BackgroundMode> = []
            for (index, item) in modes.enumerated() {
                guard let name = item as? String else { throw wrongType(file, "UIBackgroundModes[\(index)]", "file.plist.type.string", item) }
                guard let mode = BackgroundMode(rawValue: name) else {
                    let known = BackgroundMode.allCases.map(\.rawValue).joined(separator: ", ")
                    throw InfoPlistError(file: file, key: "UIBackgroundModes[\(index)]", id: "file.plist.unknown-mode", ["name": name, "known": known])
                }
                parsed.insert(mode)
            }
            configuration.backgroundModes = parsed
        }
        configuration.exitsOnSuspend = try bool(plist, "UIApplicationExitsOnSuspend", file) ?? configuration.exitsOnSuspend
        configuration.requiresPersistentWiFi = try bool(plist, "UIRequiresPersistentWiFi", file) ?? configuration.requiresPersistentWiFi
        configuration.mainStoryboardFile = try string(plist, "UIMainStoryboardFile", file) ?? configuration.mainStoryboardFile
        configuration.mainNibFile = try string(plist, "NSMainNibFile", file) ?? configuration.mainNibFile
        if let manifest = plist["UIApplicationSceneManifest"] {
            guard manifest is [String: Any] else { throw wrongType(file, "UIApplicationSceneManifest", "file.plist.type.dictionary", manifest) }
            configuration.appSupportsScenes = true
        }
        return configuration
    }

    static func bool(_ plist: [String: Any], _ key: String, _ file: String) throws(InfoPlistError) -> Bool? {
        guard let value = plist[key] else { return nil }
        // An <integer> also casts to Bool through NSNumber; accept only a real <true/> or <false/>.
        if let flag = value as? Bool, !(value is Int) { return flag }
        throw wrongType(file, key, "file.plist.type.boolean", value)
    }

    static func string(_ plist: [String: Any], _ key: String, _ file: String) throws(InfoPlistError) -> String? {
        guard let value = plist[key] else { return nil }
        guard let text = value as? String else { throw wrongType(file, key, "file.plist.type.string", value) }
        return text
    }

    static func wrongType(_ file: String, _ key: String, _ expected: String, _ value: Any) -> InfoPlistError {
        InfoPlistError(
            file: file, key: key, id: "file.plist.wrong-type", ["type": "\(type(of: value))", "value": "\(value)"], valueIDs: ["expected": expected])
    }
}
