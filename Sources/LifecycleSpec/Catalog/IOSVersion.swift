/// A dotted iOS version such as `13.0` or `8`, compared numerically.
public struct IOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    public let components: [Int]

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

    public var major: Int { components[0] }

    public var description: String {
        components[2] == 0 ? "\(components[0]).\(components[1])" : components.map(String.init).joined(separator: ".")
    }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let version = IOSVersion(parsing: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an iOS version: \(text)"))
        }
        self = version
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// The iOS versions a rule applies to: `from` inclusive, `before` exclusive.
public struct IOSVersionRange: Sendable, Hashable, Codable, CustomStringConvertible {
    public var from: IOSVersion?
    public var before: IOSVersion?

    public init(from: IOSVersion? = nil, before: IOSVersion? = nil) {
        self.from = from
        self.before = before
    }

    public static let all = IOSVersionRange()

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

    public var description: String {
        switch (from, before) {
        case (nil, nil): "all versions"
        case let (from?, nil): "iOS \(from) and later"
        case let (nil, before?): "before iOS \(before)"
        case let (from?, before?): "iOS \(from) up to (not including) \(before)"
        }
    }
}
