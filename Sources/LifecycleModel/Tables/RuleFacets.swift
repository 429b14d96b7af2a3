/// One thing a transition row fixes, that a rule can state and a check can verify on its own.
public enum TransitionFacet: String, Sendable, Hashable, CaseIterable, Codable {
    /// Which callbacks the row calls, and in which order; for a row without steps, that it calls none.
    case callbacks
    /// Which delegate receives each callback: the app delegate or the scene delegate.
    case receiver
    /// The `applicationState` value seen inside each callback.
    case applicationState
    /// The state the app is in once the row is done; for a row that keeps the state, that it keeps it.
    case state
    /// The documented notifications posted beside the callbacks.
    case notifications
    /// The snapshot, taken after the row's last callback returns.
    case snapshot
    /// That the process ends, and how (the row's `ending`).
    case termination
}

/// One reason a relaunch row gives for launching a terminated app into the background, or not.
public enum RelaunchFacet: String, Sendable, Hashable, CaseIterable, Codable {
    /// The event launches the app into the background after the system ended it (or, for
    /// `voip-boot`, once the device has booted), given what the row requires.
    case relaunch
    /// A user force-quit blocks the relaunch until the user launches the app or the device reboots.
    case forceQuit
    /// From the row's `forceQuitExceptionFrom` version on, a force-quit no longer blocks the relaunch.
    case forceQuitException
    /// No background launch before a passcode device is unlocked for the first time after boot.
    case passcode
    /// The callback that carries the event once the app is launched.
    case callback
    /// The event exists only on a device with a cellular radio.
    case cellularRadio
}

/// For each facet of a table row, the row's rules that state it. A rule may state several
/// facets; a row rule that states none of them is in the row's `rules` only.
public struct RuleFacets<Facet: Hashable & Sendable>: Sendable, Hashable {
    private let rulesByFacet: [Facet: [String]]

    /// Facets with their rules, as the table lists them.
    public init(_ rulesByFacet: [Facet: [String]]) {
        self.rulesByFacet = rulesByFacet
    }

    /// The rules that state `facet`, in the table's order; empty when none does.
    public func rules(_ facet: Facet) -> [String] { rulesByFacet[facet] ?? [] }

    /// The facets that at least one rule states.
    public var stated: Set<Facet> { Set(rulesByFacet.filter { !$0.value.isEmpty }.keys) }
}

extension RuleFacets where Facet: TableVocabulary {
    /// Reads the `facets` object of a row: every key a facet, every rule one of `rowRules`.
    init<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key, rowRules: [String]) throws {
        let members = try container.nestedContainer(keyedBy: TableKey.self, forKey: key)
        var rulesByFacet: [Facet: [String]] = [:]
        for member in members.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            let path = members.codingPath + [member]
            guard case .success(let facet) = Facet.parse(member.stringValue) else {
                let mismatch = VocabularyMismatch(noun: Facet.noun, value: member.stringValue, known: Facet.spellings)
                throw DecodingError.tableDefect(at: path, mismatch.message)
            }
            let rules = try members.decode([String].self, forKey: member)
            for (index, rule) in rules.enumerated() {
                let at = path + [TableKey(intValue: index)]
                guard rowRules.contains(rule) else {
                    throw DecodingError.tableDefect(
                        at: at, "rule '\(rule.prefix(200))' is not one of the row's rules; add it to 'rules' or take it out of this facet")
                }
                guard !rules[..<index].contains(rule) else {
                    throw DecodingError.tableDefect(at: at, "rule '\(rule)' is listed twice; list it once")
                }
            }
            rulesByFacet[facet] = rules
        }
        self.init(rulesByFacet)
    }
}
