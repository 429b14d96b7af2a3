/// Every area of messages the kit has; a new area is added here.
public enum MessageRegistry {
    /// The areas, each with its tables.
    public static var areas: [any MessageArea.Type] {
        [
            CommandLineMessages.self, SimulatorMessages.self, ExplainMessages.self, ReportStatusMessages.self, ReportPageMessages.self,
            ReportFailureMessages.self, CheckConsoleMessages.self, CommandErrorMessages.self, FileProblemMessages.self, ExploreMessages.self,
            CommandOutputMessages.self,
        ]
    }

    /// The union of every area's table for `language`.
    static func table(for language: Language) -> [String: String] {
        var table: [String: String] = [:]
        for area in areas { table.merge(area.table(for: language)) { first, _ in first } }
        if language == .korean {
            for (key, text) in DeclaredTextTranslations.korean { table["declared." + key] = text }
        }
        return table
    }
}
