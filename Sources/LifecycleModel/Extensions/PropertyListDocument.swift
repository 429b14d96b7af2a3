import Foundation

/// A property list whose top level is a dictionary, read from a dictionary, from data or
/// from a file (XML or binary), with typed look-ups that throw an `InfoPlistError` naming
/// the file and the key when a value has the wrong type.
struct PropertyListDocument {
    /// The file name used in messages.
    let file: String
    let root: [String: Any]

    init(dictionary: [String: Any], file: String) {
        self.file = file
        root = dictionary
    }

    init(contentsOf url: URL) throws(InfoPlistError) {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw InfoPlistError(file: url.path, key: nil, id: "file.plist.unreadable")
        }
        try self.init(data: data, file: url.path)
    }

    init(data: Data, file: String) throws(InfoPlistError) {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error
            throw InfoPlistError(file: file, key: nil, id: "file.plist.not-property-list", ["detail": "\(detail)"])
        }
        guard let dictionary = object as? [String: Any] else {
            throw InfoPlistError(file: file, key: nil, id: "file.plist.top-level")
        }
        self.init(dictionary: dictionary, file: file)
    }

    /// The value at a key path (`["NSExtension", "NSExtensionPrincipalClass"]`), nil when
    /// any key on the way is absent.
    func value(at path: [String]) throws(InfoPlistError) -> Any? {
        var current: [String: Any] = root
        for (index, key) in path.enumerated() {
            guard let value = current[key] else { return nil }
            if index == path.count - 1 { return value }
            guard let dictionary = value as? [String: Any] else {
                throw wrongType(path.prefix(index + 1).joined(separator: "."), "file.plist.type.dictionary", value)
            }
            current = dictionary
        }
        return nil
    }

    /// True when the key path leads to a value of any type.
    func contains(_ path: String...) throws(InfoPlistError) -> Bool {
        try value(at: path) != nil
    }

    /// A `<true/>` or `<false/>` at the key path; an `<integer>` or a string is a wrong type.
    func bool(_ path: String...) throws(InfoPlistError) -> Bool? {
        guard let value = try value(at: path) else { return nil }
        guard Self.isBoolean(value), let flag = value as? Bool else {
            throw wrongType(path.joined(separator: "."), "file.plist.type.boolean", value)
        }
        return flag
    }

    /// A `<string>` at the key path.
    func string(_ path: String...) throws(InfoPlistError) -> String? {
        guard let value = try value(at: path) else { return nil }
        guard let text = value as? String else { throw wrongType(path.joined(separator: "."), "file.plist.type.string", value) }
        return text
    }

    /// A `<dict>` at the key path.
    func dictionary(_ path: String...) throws(InfoPlistError) -> [String: Any]? {
        guard let value = try value(at: path) else { return nil }
        guard let dictionary = value as? [String: Any] else {
            throw wrongType(path.joined(separator: "."), "file.plist.type.dictionary", value)
        }
        return dictionary
    }

    func wrongType(_ key: String, _ expected: String, _ value: Any) -> InfoPlistError {
        InfoPlistError(
            file: file, key: key, id: "file.plist.wrong-type", ["type": "\(type(of: value))", "value": "\(value)"], valueIDs: ["expected": expected])
    }

    /// The class of a Boolean `NSNumber` (`__NSCFBoolean` on every platform).
    private static let booleanNumberClass = ObjectIdentifier(type(of: NSNumber(value: true)))

    /// A Swift `Bool`, or an `NSNumber` that holds a Boolean; an integer `NSNumber` (which
    /// also casts to `Bool`) is not one.
    static func isBoolean(_ value: Any) -> Bool {
        if type(of: value) == Bool.self { return true }
        if let number = value as? NSNumber { return ObjectIdentifier(type(of: number)) == booleanNumberClass }
        return false
    }
}
