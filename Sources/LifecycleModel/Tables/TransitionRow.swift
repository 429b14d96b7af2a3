/// A row of `spec/tables/transitions.json`.
public struct TransitionRow: Sendable, Hashable, Decodable, Identifiable {
    /// The row id, such as `TR-007`.
    public let id: String
    /// The app state before the trigger.
    public let from: AppState
    /// What sets the row in motion.
    public let trigger: Trigger
    /// The conditions under which the row applies; nil when it always applies.
    public let when: TransitionConditions?
    /// The callbacks, in order.
    public let steps: [TransitionStep]
    /// The app state after the row.
    public let to: AppState
    /// True when the system takes the UI snapshot after the last step returns.
    public let snapshot: Bool
    /// What is shown over the app after the row, when the row changes it.
    public let interruptionAfter: Interruption?
    /// How the process ends, for a row that ends a running process; nil otherwise.
    public let ending: TerminationKind?
    /// For each facet of the row, the rules among ``rules`` that state it.
    public let facets: RuleFacets<TransitionFacet>
    /// The ids of the rules the row carries.
    public let rules: [String]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, from, trigger, when, steps, to, snapshot, interruptionAfter, ending, facets, rules
    }

    /// Decodes a row; `steps` defaults to empty and `snapshot` to false. Rejects an unknown
    /// field or value, an ending on a row that ends nothing (or none on one that ends the
    /// process), and a facet whose rules the row does not carry or whose part it lacks.
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownFields(CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        from = try container.decodeValue(AppState.self, forKey: .from)
        trigger = try container.decodeValue(Trigger.self, forKey: .trigger)
        when = try container.decodeIfPresent(TransitionConditions.self, forKey: .when)
        steps = try container.decodeIfPresent([TransitionStep].self, forKey: .steps) ?? []
        to = try container.decodeValue(AppState.self, forKey: .to)
        snapshot = try container.decodeIfPresent(Bool.self, forKey: .snapshot) ?? false
        interruptionAfter = try container.decodeValueIfPresent(Interruption.self, forKey: .interruptionAfter)
        ending = try container.decodeValueIfPresent(TerminationKind.self, forKey: .ending)
        rules = try container.decode([String].self, forKey: .rules)
        facets = try RuleFacets(from: container, forKey: .facets, rowRules: rules)
        if let problem = endingProblem {
            throw DecodingError.tableDefect(at: container.codingPath + [CodingKeys.ending], problem)
        }
        for facet in TransitionFacet.allCases where !facets.rules(facet).isEmpty {
            if let missing = missingPart(for: facet) {
                throw DecodingError.tableDefect(
                    at: container.codingPath + [CodingKeys.facets, TableKey(stringValue: facet.rawValue)],
                    "the row has no \(missing), so no rule can state it; move these rules out of '\(facet.rawValue)'")
            }
        }
    }

    /// True when the row ends a running process.
    public var endsProcess: Bool { to == .notRunning && from != .notRunning }

    private var endingProblem: String? {
        if endsProcess && ending == nil { return "the row ends the process; say how with one of: \(TerminationKind.spellings.joined(separator: ", "))" }
        if !endsProcess && ending != nil { return "only a row that ends a running process has an ending; remove it" }
        return nil
    }

    /// What the row lacks for a facet to be stated, or nil when it has it.
    private func missingPart(for facet: TransitionFacet) -> String? {
        switch facet {
        case .callbacks, .state: nil
        case .receiver, .applicationState: steps.isEmpty ? "steps" : nil
        case .notifications: steps.allSatisfy(\.notifications.isEmpty) ? "notifications" : nil
        case .snapshot: snapshot ? nil : "snapshot"
        case .termination: ending == nil ? "ending" : nil
        }
    }

    /// True when the row's conditions hold for `configuration`.
    public func applies(to configuration: Configuration) -> Bool {
        when?.hold(for: configuration) ?? true
    }

    /// True when the row applies with `interruption` shown over the app.
    public func applies(with interruption: Interruption) -> Bool {
        when?.interruption.map { $0 == interruption } ?? true
    }
}
