import LifecycleSpec
import LifecycleText

/// Choices about how a report is rendered, for `check` and `report`: the Mermaid diagrams of
/// `report.md`, the language of the files for people (`index.html`, `report.md`), each
/// rule's statement in that language, and the passages quoted from the user's copy of the
/// documents. `report.json` and `junit.xml` stay English whatever the language.
public struct ReportOptions: Sendable, Hashable {
    /// Adds each configuration's state diagram to `report.md` as Mermaid (`--markdown-diagram`);
    /// off by default, so `report.md` stays short enough for a pull request.
    public var markdownDiagram: Bool
    /// The language of `index.html` and `report.md` (`--lang`); recorded in `report.json`.
    public var language: Language
    /// Each rule's statement in ``language`` by rule id, shown beside the English one; a rule
    /// missing here shows its English statement only.
    public var statements: [String: String]
    /// Each rule's passage in the user's copy of the documents by rule id (`--seeds`); nil when
    /// no copy was given, and the report then says in one line how to give one.
    public var passages: [String: SeedPassage]?

    /// Options as given; the defaults are an English report without diagrams in `report.md`
    /// and without quoted passages.
    public init(
        markdownDiagram: Bool = false, language: Language = .english, statements: [String: String] = [:], passages: [String: SeedPassage]? = nil
    ) {
        self.markdownDiagram = markdownDiagram
        self.language = language
        self.statements = statements
        self.passages = passages
    }

    /// Options for `language` that take each rule's statement from `catalog` and, when `seeds`
    /// is given, each rule's passage from the user's copy (checked against the section
    /// heading fingerprints, as `explain --seeds` quotes it).
    public init(markdownDiagram: Bool = false, language: Language, catalog: Catalog, seeds: SeedLibrary?) {
        var statements: [String: String] = [:]
        if let translated = CatalogLanguage(rawValue: language.rawValue), translated != .english {
            for rule in catalog.rules { statements[rule.id] = catalog.statement(of: rule, in: translated) }
        }
        let passages = seeds.map { library in
            Dictionary(catalog.rules.map { ($0.id, library.passage(for: $0, in: catalog)) }, uniquingKeysWith: { first, _ in first })
        }
        self.init(markdownDiagram: markdownDiagram, language: language, statements: statements, passages: passages)
    }
}
