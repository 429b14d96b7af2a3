import LifecycleModel

/// The activation work on a return (FOREGROUNDX-012): `applicationDidBecomeActive:` does on a
/// return to the foreground the same activation work the app does at launch (APG-237,
/// STATES-148), compared on what the app holds after each stimulus (`CaseEvidence.holdingsAfter`).
extension ForegroundCases {
    static let activation: [ConformanceCase] = [
        ConformanceCase(
            "FOREGROUNDX-012", "back from the background, the app is as active as after its launch",
            subject: .app,
            hint: "check that didBecomeActive starts on a return everything it starts after the launch: timers, queues, queries, the full frame rate",
            areas: [.appDuties, .foregroundTransitions], stimuli: [.tapIcon, .homeButton, .tapIcon],
            checks: [
                CaseCheck(
                    "the activation work after the return equals the activation work after the launch", rules: ["APG-237", "STATES-148"],
                    .check("the same activation work") { evidence in
                        guard evidence.holdingsAfter.count == 3 else { return "the launch, the move to the background or the return was refused" }
                        let differences = activationDifferences(launch: evidence.holdingsAfter[0], back: evidence.holdingsAfter[2])
                        return differences.isEmpty
                            ? nil : "after the return the app's activation work differs from after the launch: \(differences.joined(separator: ", "))"
                    })
            ])
    ]

    /// The work the documents name for an app becoming active — the timers, the dispatch and
    /// operation queues, the metadata queries stopped on deactivation, OpenGL ES at its full frame
    /// rate — as after the launch → as after the return, where they differ. A game is left out:
    /// it stays paused until the user resumes it.
    static func activationDifferences(launch: AppHoldings, back: AppHoldings) -> [String] {
        let work: [(String, (AppHoldings) -> String)] = [
            ("running timers", { "\($0.runningTimers)" }),
            ("running queues", { "\($0.runningNonCriticalQueues)" }),
            ("running metadata queries", { "\($0.runningMetadataQueries)" }),
            ("OpenGL ES at the full frame rate", { "\($0.glFrameRateFull)" }),
        ]
        return work.compactMap { name, value in
            value(launch) == value(back) ? nil : "\(name) \(value(launch)) → \(value(back))"
        }
    }
}
