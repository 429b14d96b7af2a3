import Foundation

/// A defect in an Info.plist, naming the file and the key.
public struct InfoPlistError: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let key: String?
    public let message: String

    public var description: String {
        key.map { "\(file): key '\($0)': \(message)" } ?? "\(file): \(message)"
    }
}

/// Reads the life-cycle keys of an Info.plist (XML or binary) into a `Configuration`.
public enum InfoPlistReader {
    /// Applies the Info.plist at `url` on top of `base`.
    public static func configuration(from url: URL, base: Configuration = Configuration()) throws(InfoPlistError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw InfoPlistError(file: url.path, key: nil, message: "cannot read the file")
        }
        return try configuration(from: data, file: url.path, base: base)
    }

    public static func configuration(from data: Data, file: String, base: Configuration = Configuration()) throws(InfoPlistError) -> Configuration {
        let plist: [String: Any]
        do {
            let object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            guard let dictionary = object as? [String: Any] else {
                throw InfoPlistError(file: file, key: nil, message: "the top level is not a dictionary")
            }
            plist = dictionary
        } catch let error as InfoPlistError {
            throw error
        } catch {
            throw InfoPlistError(
                file: file, key: nil, message: "not a readable property list (\((error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error))")
        }
        var configuration = base
        if let value = plist["UIBackgroundModes"] {
            guard let modes = value as? [Any] else { throw wrongType(file, "UIBackgroundModes", "an array of strings", value) }
            var parsed: Set<BackgroundMode> = []
            for (index, item) in modes.enumerated() {
                guard let name = item as? String else { throw wrongType(file, "UIBackgroundModes[\(index)]", "a string", item) }
                guard let mode = BackgroundMode(rawValue: name) else {
                    let known = BackgroundMode.allCases.map(\.rawValue).joined(separator: ", ")
                    throw InfoPlistError(file: file, key: "UIBackgroundModes[\(index)]", message: "unknown background mode '\(name)' (known: \(known))")
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
            guard manifest is [String: Any] else { throw wrongType(file, "UIApplicationSceneManifest", "a dictionary", manifest) }
            configuration.appSupportsScenes = true
        }
        return configuration
    }

    static func bool(_ plist: [String: Any], _ key: String, _ file: String) throws(InfoPlistError) -> Bool? {
        guard let value = plist[key] else { return nil }
        // An <integer> also casts to Bool through NSNumber; accept only a real <true/> or <false/>.
        if let flag = value as? Bool, !(value is Int) { return flag }
        throw wrongType(file, key, "a boolean", value)
    }

    static func string(_ plist: [String: Any], _ key: String, _ file: String) throws(InfoPlistError) -> String? {
        guard let value = plist[key] else { return nil }
        guard let text = value as? String else { throw wrongType(file, key, "a string", value) }
        return text
    }

    static func wrongType(_ file: String, _ key: String, _ expected: String, _ value: Any) -> InfoPlistError {
        InfoPlistError(file: file, key: key, message: "wrong type: expected \(expected), found \(type(of: value)) '\(value)'")
    }
}
