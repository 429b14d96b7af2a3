import LifecycleModel

extension SystemFault {
    /// The backup or update lines as the file-handling faults report them; other lines as they are.
    func rewritingFileHandling(_ observations: [Observation]) -> [Observation] {
        switch self {
        case .backsUpWholeContainer:
            return observations.map { observation in
                guard case .backedUp(let locations) = observation else { return observation }
                return .backedUp([.appBundle] + locations + [.caches, .tmp])
            }
        case .backupSkipsLibrary:
            return observations.map { if case .backedUp = $0 { .backedUp([.documents]) } else { $0 } }
        case .updateLosesDocuments, .updateLeavesCachesBehind:
            let lost: SandboxLocation = self == .updateLosesDocuments ? .documents : .caches
            return observations.map { observation in
                guard case .userDataMoved(let locations) = observation else { return observation }
                return .userDataMoved(locations.filter { $0 != lost })
            }
        case .removesOldVersionBeforeMovingData:
            guard let removed = observations.firstIndex(of: .oldVersionRemoved), let moved = observations.firstIndex(where: Self.isDataMoved)
            else { return observations }
            var rewritten = observations
            rewritten.swapAt(removed, moved)
            return rewritten
        default:
            return observations
        }
    }

    static func isDataMoved(_ observation: Observation) -> Bool {
        if case .userDataMoved = observation { true } else { false }
    }
}
