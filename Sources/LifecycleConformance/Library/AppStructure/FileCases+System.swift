import LifecycleModel

/// What the system does with the app's sandbox (system side): a backup copies every location
/// but the bundle, Library/Caches and tmp, with no part for the app (APG-466…469); an update
/// installs the new version in a new directory, moves the user's data there and only then
/// removes the old version, keeping Documents and Library (APG-475…477). The documents say
/// nothing of an app running during an update, so the update is sent to an app that is not
/// running; moving tmp along is allowed (APG-478 only warns the app not to count on it).
extension FileCases {
    static let system: [ConformanceCase] = [
        ConformanceCase(
            "FILES-003", "a backup copies the app's data but not its bundle, Library/Caches or tmp, without involving the app",
            hint:
                "check which folders of the app container a backup copies: Documents and Library except Caches, never the bundle or tmp, and that the app gets no callback",
            areas: [.sandboxFiles], setup: [.tapIcon], stimuli: [.backUpDevice],
            checks: [
                CaseCheck(
                    "the app's data outside the bundle, Library/Caches and tmp is backed up, and the app takes no part", rules: ["APG-466"],
                    .check("backup without the app") { evidence in
                        guard let copied = backedUp(evidence) else { return noBackup }
                        let callbacks = evidence.observations.filter { if case .callback = $0 { true } else { false } }
                        if !callbacks.isEmpty { return "the backup reached the app: \(lines(callbacks))" }
                        let missing = SandboxLocation.allCases.filter { ![.appBundle, .caches, .tmp].contains($0) && !copied.contains($0) }
                        return missing.isEmpty ? nil : "the backup left out \(names(missing))"
                    }),
                CaseCheck("the app bundle is not backed up", rules: ["APG-467"], notBackedUp(.appBundle)),
                CaseCheck("Library/Caches is not backed up", rules: ["APG-468"], notBackedUp(.caches)),
                CaseCheck("tmp is not backed up", rules: ["APG-469"], notBackedUp(.tmp)),
            ]),
        ConformanceCase(
            "FILES-004", "an update installs the new version, moves the user's data into it, then removes the old one, keeping Documents and Library",
            hint: "check the update steps: a new app directory first, the data from Documents and Library moved into it, the old version removed last",
            areas: [.sandboxFiles], stimuli: [.updateApp],
            checks: [
                CaseCheck(
                    "the new version is installed, the user's data moved into it, then the old version removed", rules: ["APG-475"],
                    .check("update steps in order") { evidence in
                        let steps = evidence.observations.compactMap { observation -> String? in
                            switch observation {
                            case .updateInstalled: "update-installed"
                            case .userDataMoved: "data-moved"
                            case .oldVersionRemoved: "old-version-removed"
                            default: nil
                            }
                        }
                        let expected = ["update-installed", "data-moved", "old-version-removed"]
                        return steps == expected ? nil : "the update's steps were \(steps.isEmpty ? "none" : steps.joined(separator: ", "))"
                    }),
                CaseCheck("the files in Documents are kept across the update", rules: ["APG-476"], keptAcrossUpdate([.documents])),
                CaseCheck(
                    "the files in Library are kept across the update", rules: ["APG-477"], keptAcrossUpdate([.applicationSupport, .caches, .otherLibrary])),
            ]),
    ]

    static let noBackup = "the system reported no backup"

    /// The locations the backup reported copying, or nil when it reported none.
    static func backedUp(_ evidence: CaseEvidence) -> [SandboxLocation]? {
        evidence.observations.lazy.compactMap { observation -> [SandboxLocation]? in
            if case .backedUp(let locations) = observation { locations } else { nil }
        }.first
    }

    /// The backup did not copy `location`.
    static func notBackedUp(_ location: SandboxLocation) -> CaseExpectation {
        .check("\(location.rawValue) left out of the backup") { evidence in
            guard let copied = backedUp(evidence) else { return noBackup }
            return copied.contains(location) ? "the backup copied \(location.rawValue)" : nil
        }
    }

    /// The update moved every one of `locations` into the new app directory.
    static func keptAcrossUpdate(_ locations: [SandboxLocation]) -> CaseExpectation {
        .check("kept across the update") { evidence in
            let moved = evidence.observations.lazy.compactMap { observation -> [SandboxLocation]? in
                if case .userDataMoved(let locations) = observation { locations } else { nil }
            }.first
            guard let moved else { return "the update reported moving no data" }
            let lost = locations.filter { !moved.contains($0) }
            return lost.isEmpty ? nil : "the update did not keep \(names(lost))"
        }
    }

    static func names(_ locations: [SandboxLocation]) -> String { locations.map(\.rawValue).joined(separator: ", ") }
    static func lines(_ observations: [Observation]) -> String { observations.map(\.description).joined(separator: "; ") }
}
