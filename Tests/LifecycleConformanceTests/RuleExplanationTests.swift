import LifecycleConformance
import LifecycleSpec
import LifecycleWorkshop
import Testing

@Suite("`explain`: everything the kit knows about one rule")
struct RuleExplanationTests {
    static let catalog = try? CatalogLoader.loadBundled()

    @Test("explain gives the statement, section path, source, table rows, conflict and cases of a rule")
    func explain() throws {
        let catalog = try #require(Self.catalog)
        let lines = try #require(RuleExplanation("APG-268", catalog: catalog)).lines
        #expect(lines.first == "APG-268")
        #expect(lines.contains { $0.hasPrefix("level:        required") })
        #expect(lines.contains { $0.contains("The Background Transition Cycle") && $0.hasPrefix("section:") })
        #expect(lines.contains { $0.hasPrefix("source:       guide: ") } && lines.contains { $0.hasPrefix("seed:") && $0.contains(", line ") })
        #expect(lines.contains { $0.hasPrefix("  transitions TR-047  active + lock") })
        #expect(lines.contains("  CONFLICT-SLEEP-WAKE-STATE: App state and applicationState after the Sleep/Wake button locks the device"))
        #expect(lines.contains("    model default: APG-268 (this rule)"))
        #expect(lines.contains { $0.contains("selected by setting sleepWakeBehaviour") })
        #expect(lines.contains { $0.hasPrefix("  INTERRUPT-007  ") })
        let launch = try #require(RuleExplanation("states-039", catalog: catalog)).lines
        #expect(launch.contains { $0.hasPrefix("section:      states.managing-state-changes.launch-cycle") })
        #expect(launch.contains { $0.hasPrefix("  transitions TR-001  ") } && launch.contains { $0.hasPrefix("  LAUNCH-001  ") })
        let sameAs = try #require(RuleExplanation("APG-340", catalog: catalog)).lines
        #expect(sameAs.contains { $0.hasPrefix("  APG-317  ") })
        #expect(!lines.contains { $0.hasPrefix("translation:") })
        let noted = try #require(RuleExplanation("APG-459", catalog: catalog)).lines
        #expect(noted.contains { $0.hasPrefix("translation:  mistranslation: the translation ") })
        #expect(noted.contains { $0.hasPrefix("  rule follows: the condition that Wi-Fi has not been turned back on") })
        let unselectable = try #require(RuleExplanation("STATES-199", catalog: catalog)).lines
        #expect(unselectable.contains("    no setting: the model cannot follow the other reading"))
    }

    @Test("an unknown rule id names the nearest ids, by prefix and by edit distance")
    func suggestions() throws {
        let catalog = try #require(Self.catalog)
        #expect(RuleExplanation("STATES-39", catalog: catalog) == nil)
        let message = RuleExplanation.unknownRuleMessage("STATES-39", catalog: catalog)
        #expect(message == "unknown rule 'STATES-39'; did you mean: STATES-039, STATES-139, STATES-009?")
        #expect(RuleSuggestions.nearest(to: "apg-34", in: catalog.rules.map(\.id)) == ["APG-340", "APG-341", "APG-342"])
        #expect(RuleSuggestions.nearest(to: "SCENE-0O5", in: catalog.rules.map(\.id)).first == "SCENE-005")
        #expect(RuleSuggestions.editDistance("kitten", "sitting") == 3)
        #expect(RuleSuggestions.editDistance("", "abc") == 3)
    }
}
