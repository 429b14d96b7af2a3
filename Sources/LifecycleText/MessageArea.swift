/// One part of the kit's messages (the command line, the reports, the simulator…): a table
/// per language from message id to text. Texts name their values by placeholders in braces
/// (`{count}`), and every language of an area has the same ids and, per id, the same
/// placeholders — `MessageTableTests` checks it.
public protocol MessageArea {
    /// The area's name, for test messages.
    static var name: String { get }
    /// The English texts by message id.
    static var english: [String: String] { get }
    /// The Korean texts by message id.
    static var korean: [String: String] { get }
}

extension MessageArea {
    /// The area's table for `language`.
    public static func table(for language: Language) -> [String: String] {
        switch language {
        case .english: english
        case .korean: korean
        }
    }
}
