import LifecycleModel
import LifecycleSpec

/// Cases generated from `spec/tables/transitions.json`: every row, in every configuration
/// it applies to (scenes or not, multitasking or not, exits on suspend or not, either
/// reading of Sleep/Wake, and the reading of other conflicts the row names), reached from its
/// starting state and driven by its trigger. Each case checks the facets of the row its rules
/// state, one check per facet (``TransitionFacetChecks``); a row whose rules state no facet
/// gives no case.
enum TransitionRowMatrix {
    /// Every generated case; empty when the tables cannot be read.
    static let all: [ConformanceCase] = (try? ModelTables.bundled()).map(cases(from:)) ?? []

    static func cases(from tables: ModelTables) -> [ConformanceCase] {
        tables.transitions.flatMap { row in
            TransitionSpace.configurations.compactMap { variant in
                var configuration = variant.configuration
                for (setting, value) in row.when?.reading ?? [:] { try? configuration.apply(setting: setting, value: value) }
                guard isFirstMatch(row, in: tables.transitions, for: configuration) else { return nil }
                return TransitionDrive(row: row, variant: variant, configuration: configuration).conformanceCase()
            }
        }
    }

    /// True when `row` is the row the table gives for its state, trigger and interruption in `configuration`.
    static func isFirstMatch(_ row: TransitionRow, in rows: [TransitionRow], for configuration: Configuration) -> Bool {
        guard row.applies(to: configuration) else { return false }
        let interruption = row.when?.interruption
        let first = rows.first { candidate in
            guard candidate.from == row.from, candidate.trigger == row.trigger, candidate.applies(to: configuration) else { return false }
            if let interruption { return candidate.applies(with: interruption) }
            return candidate.when?.interruption == nil
        }
        return first?.id == row.id
    }
}

/// The configurations the transition table distinguishes.
enum TransitionSpace {
    struct Variant {
        let code: String
        let words: String
        let configuration: Configuration
    }

    static let configurations: [Variant] = [false, true].flatMap { scenes in
        [(true, false), (false, false), (true, true)].flatMap { multitasking, exits in
            SleepWakeBehaviour.allCases.map { reading in
                var configuration = scenes ? Configuration.scenes : Configuration()
                configuration.deviceSupportsMultitasking = multitasking
                configuration.exitsOnSuspend = exits
                configuration.sleepWakeBehaviour = reading
                let code = [scenes ? "SC" : "AD", multitasking ? (exits ? "EX" : "MT") : "NM", reading == .background ? "SB" : "SI"].joined(separator: "-")
                let words = [
                    scenes ? "scenes" : "app delegate", multitasking ? (exits ? "exits on suspend" : "multitasking") : "no multitasking",
                    "Sleep/Wake \(reading.rawValue)",
                ].joined(separator: ", ")
                return Variant(code: code, words: words, configuration: configuration)
            }
        }
    }
}
