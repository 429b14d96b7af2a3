import Foundation

extension DecodingError {
    /// The path to the field at fault, as `rules[3].seedLine`; nil at the top level.
    public var fieldPath: String? {
        let path: [any CodingKey]
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath
        case .keyNotFound(let key, let context):
            path = context.codingPath + [key]
        @unknown default:
            return nil
        }
        guard !path.isEmpty else { return nil }
        return path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
            .joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }

    /// What is wrong with the field, in a few words.
    public var reason: String {
        switch self {
        case .typeMismatch(let type, _): "wrong type, expected \(type)"
        case .valueNotFound(let type, _): "missing value, expected \(type)"
        case .keyNotFound: "missing field"
        case .dataCorrupted(let context): context.debugDescription
        @unknown default: "cannot decode"
        }
    }
}
