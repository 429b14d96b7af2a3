/// One section of a source document and how many of its own rules the run covered.
public struct SectionEntry: Sendable, Hashable, Codable, Identifiable {
    public var id: String
    public var title: String
    /// Titles from the document down to this section.
    public var path: [String]
    public var depth: Int
    /// Rules stated directly in this section (not in its subsections).
    public var ruleCount: Int
    /// Of those, the rules that at least one test names.
    public var coveredCount: Int
    public var passedCount: Int
    public var failedCount: Int

    public init(id: String, title: String, path: [String], depth: Int, ruleCount: Int, coveredCount: Int, passedCount: Int, failedCount: Int) {
        self.id = id
        self.title = title
        self.path = path
        self.depth = depth
        self.ruleCount = ruleCount
        self.coveredCount = coveredCount
        self.passedCount = passedCount
        self.failedCount = failedCount
    }
}
