import LifecycleSpec

extension ConformanceCase {
    /// The strongest level among the case's rules (required before recommended before optional).
    public func level(in catalog: Catalog) -> RuleLevel? {
        ruleIDs.compactMap { catalog.rule($0)?.level }.min()
    }

    /// The sections the case's rules come from, in the order the rules are named.
    public func sectionIDs(in catalog: Catalog) -> [String] {
        var seen = Set<String>()
        return ruleIDs.compactMap { catalog.rule($0)?.sectionID }.filter { seen.insert($0).inserted }
    }
}
