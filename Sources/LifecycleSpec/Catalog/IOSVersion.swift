import LifecycleText

/// A dotted iOS version such as `13.0` or `8`, compared numerically.
public struct IOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    /// Major, minor and patch numbers; always three, missing parts filled with zero.
    public let components: [Int]

    /// Creates a version from its numbers, such as `IOSVersion(13)` for iOS 13.0.
    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        components = [major, minor, patch]
    }

    /// Parses `"13"`, `"13.0"` or `"13.0.1"`; returns nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard let number = Int(part), number >= 0, part.allSatisfy(\.isNumber) else { return nil }
            numbers.append(number)
        }
        while numbers.count < 3 { numbers.append(0) }
        components = numbers
    }

    /// The major version number, such as `13` for `13.0`.
    public var major: Int { components[0] }

    /// The version as text: `13.0`, or `13.0.1` when there is a patch number.
    public var description: String {
        components[2] == 0 ? "\(components[0]).\(components[1])" : components.map(String.init).joined(separator: ".")
    }

    /// Compares major, then minor, then patch numbers.
    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }

    /// Decodes a version from a string such as `"13.0"`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the string is not a version.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let version = IOSVersion(parsing: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an iOS version: \(text)"))
        }
        self = version
    }

    /// Encodes the version as its ``description`` string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// The iOS versions a rule applies to: `from` inclusive, `before` exclusive.
public struct IOSVersionRange: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The first version in the range; nil means no lower bound.
    public var from: IOSVersion?
    /// The first version after the range; nil means no upper bound.
    public var before: IOSVersion?

    /// Creates a range from an inclusive lower and an exclusive upper bound, either optional.
    public init(from: IOSVersion? = nil, before: IOSVersion? = nil) {
        self.from = from
        self.before = before
    }

    /// The range without bounds, which contains every version.
    public static let all = IOSVersionRange()

    /// True when `version` is at or after ``from`` and before ``before``.
    public func contains(_ version: IOSVersion) -> Bool {
        if let from, version < from { return false }
        if let before, version >= before { return false }
        return true
    }

    /// True when some version lies in both ranges.
    public func overlaps(_ other: IOSVersionRange) -> Bool {
        let lower = [from, other.from].compactMap { $0 }.max()
        let upper = [before, other.before].compactMap { $0 }.min()
        guard let lower, let upper else { return true }
        return lower < upper
    }

    /// The range in words, such as `iOS 13.0 and later` or `all versions`.
    public var description: String { text(in: .english) }

    /// The range in the language of `words`.
    public func text(in words: Words) -> String {
        switch (from, before) {
        case (nil, nil): words("ios.all")
        case let (from?, nil): words("ios.from", "from", from)
        case let (nil, before?): words("ios.before", "before", before)
        case let (from?, before?): words("ios.between", ["from": "\(from)", "before": "\(before)"])
        }
    }
}
