import LifecycleModel

/// What the system purges on the app's behalf as the app moves to the background
/// (STATES-141…145). Where the purges stand among the transition's callbacks is free
/// (contract §8, unordered system actions); that they happen within the move is fixed.
extension MemoryCases {
    static let backgroundPurges: [ConformanceCase] = [
        ConformanceCase(
            "MEMORY-013", "moving to the background, the system purges what it holds for the app and keeps the app's layer objects",
            hint: "check that the move from the foreground to the background purges the system's allocations, layer backing stores and cache references",
            areas: [.memoryPressure, .backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck("the data the system allocated for the app is purged", rules: ["STATES-141"], purged(.systemAllocatedData)),
                CaseCheck("every Core Animation layer's backing store is purged", rules: ["STATES-142"], purged(.layerBackingStores)),
                CaseCheck("purging the backing stores keeps the layer objects and their properties", rules: ["STATES-143"], layerObjectsKept),
                CaseCheck("the system drops its references to cached images", rules: ["STATES-144"], purged(.cachedImageReferences)),
                CaseCheck("the system drops its strong references to the caches it manages", rules: ["STATES-145"], purged(.systemCacheReferences)),
            ])
    ]

    /// The lines of the system's purges within the first checked stimulus.
    private static func purgeLines(_ evidence: CaseEvidence) -> [String]? {
        evidence.canonical(stimulus: 0, .everything)?.answers.filter { $0.hasPrefix("purged(") }
    }

    /// `purge` is done within the move to the background.
    private static func purged(_ purge: BackgroundPurge) -> CaseExpectation {
        .check("purged(\(purge.rawValue))") { evidence in
            guard let lines = purgeLines(evidence) else { return "the move to the background was not made" }
            if lines.contains(where: { $0.hasPrefix("purged(\(purge.rawValue)") }) { return nil }
            return
                "expected 'purged(\(purge.rawValue))' (in any order) but it was not observed; observed: \(lines.isEmpty ? "(nothing)" : lines.joined(separator: ", "))"
        }
    }

    /// No purge of the backing stores drops the layers themselves (vacuous when none is purged).
    private static let layerObjectsKept = CaseExpectation.check("layer objects kept") { evidence in
        guard let lines = purgeLines(evidence) else { return "the move to the background was not made" }
        let discarded = lines.filter { $0.hasSuffix(",layer-objects-discarded)") }
        return discarded.isEmpty ? nil : "observed what must not happen: \(discarded.joined(separator: ", "))"
    }
}
