import LifecycleModel

/// Reads state preservation and restoration from the chain of a run as the contract reads
/// it (§1: preservation and restoration are system actions in the chain). The identifiers
/// inside a record are compared as a set: no rule fixes the order in which UIKit walks the
/// view-controller hierarchy.
enum RestorationRecords {
    /// The identifier sets of every `preserved(…)` record of the checked stimuli, in chain order.
    static func preserved(_ evidence: CaseEvidence) -> [Set<String>] { records("preserved", in: evidence) }

    /// The identifier sets of every `restored(…)` record of the checked stimuli, in chain order.
    static func restored(_ evidence: CaseEvidence) -> [Set<String>] { records("restored", in: evidence) }

    /// The identifier sets of the records named `name`.
    static func records(_ name: String, in evidence: CaseEvidence) -> [Set<String>] {
        evidence.canonical(.everything).chain.compactMap { line in
            guard line.hasPrefix("\(name)("), line.hasSuffix(")") else { return nil }
            let inside = line.dropFirst(name.count + 1).dropLast()
            return Set(inside.split(separator: ",").map(String.init))
        }
    }

    /// The identifiers of the one record named `name`, or nil when there is none or more than one.
    static func single(_ name: String, in evidence: CaseEvidence) -> Set<String>? {
        let found = records(name, in: evidence)
        return found.count == 1 ? found[0] : nil
    }

    /// Identifiers for failure messages: `[list, root]`.
    static func describe(_ identifiers: Set<String>) -> String { "[\(identifiers.sorted().joined(separator: ", "))]" }
}
