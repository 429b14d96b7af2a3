/// The Korean help of every command (see ``DeclaredTextTranslations``), merged from one
/// table per command group.
enum DeclaredHelpKorean {
    static let texts: [String: String] = [program, catalogCommands, checkCommands, modelCommands].reduce(into: [:]) { merged, table in
        merged.merge(table) { first, _ in first }
    }

    /// The program's own one-line abstract.
    static let program: [String: String] = [
        "program.abstract": "iOS 앱 생명 주기의 실행 가능한 명세이자 적합성 테스트 키트"
    ]
}
