import LifecycleModel

/// The snapshot of the app's interface taken as it moves to the background (SNAPSHOT).
enum SnapshotCases {
    static let all: [ConformanceCase] = system + duties

    /// Exactly one snapshot is taken in the run (contract §5: the snapshot stands in the chain).
    static let oneSnapshot = CaseExpectation.check("one snapshot") { evidence in
        let snapshots = evidence.canonical(.events).chain.filter { $0.hasPrefix("snapshot") }
        return snapshots.count == 1 ? nil : "expected one snapshot, observed \(snapshots.count)"
    }

    static let system: [ConformanceCase] = [
        ConformanceCase(
            "SNAPSHOT-001", "the snapshot is taken once, after applicationDidEnterBackground: returns",
            hint: "check that the snapshot follows the background callback and is taken exactly once",
            areas: [.snapshots, .backgroundTransitions], setup: [.tapIcon], stimuli: [.appSwitch],
            checks: [
                CaseCheck(
                    "the snapshot is taken after didEnterBackground returns", rules: ["APG-272"],
                    .inOrder(["didEnterBackground@*", "snapshot"], filter: .events)),
                CaseCheck("moving to the background, the app's interface is snapshotted once", rules: ["APG-017", "BGEXEC-214"], oneSnapshot),
            ]),
        ConformanceCase(
            "SNAPSHOT-002", "with scenes the snapshot is taken after sceneDidEnterBackground: returns",
            hint: "check that a scene-based app is snapshotted after its scene delegate's background method returns",
            configuration: .scenes, areas: [.snapshots, .backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                // SCENE-062 speaks of "its background delegate method" whichever delegate
                // receives it; which one must is SCENE-037's and SCENE-051's checks.
                CaseCheck(
                    "the snapshot is taken after the background delegate method returns", rules: ["SCENE-062"],
                    .anyOf([
                        .inOrder(["scene.sceneDidEnterBackground@*", "snapshot"], filter: .events),
                        .inOrder(["didEnterBackground@*", "snapshot"], filter: .events),
                    ]))
            ]),
        ConformanceCase(
            "SNAPSHOT-003", "answering a call takes the app to the background and snapshots it after didEnterBackground",
            hint: "check that every move to the background, not only Home, ends with the snapshot",
            areas: [.snapshots, .interruptions], setup: [.tapIcon, .incomingCall], stimuli: [.answerCall],
            checks: [
                CaseCheck(
                    "the snapshot is taken after didEnterBackground returns", rules: ["APG-272"],
                    .inOrder(["didEnterBackground@*", "snapshot"], filter: .events)),
                CaseCheck("moving to the background, the app's interface is snapshotted once", rules: ["BGEXEC-214"], oneSnapshot),
            ]),
        ConformanceCase(
            "SNAPSHOT-004", "an interface change made by work in the background is taken into the snapshot, though the views are redrawn only later",
            hint: "check that a view change asked for in the background updates the snapshot at once while the redraw itself waits for the foreground",
            app: .finishingWork, areas: [.snapshots, .backgroundTasks], setup: [.tapIcon, .homeButton], stimuli: [.requestRedraw],
            checks: [
                // APG-273 fixes that the snapshot is updated, not when or how often: one or
                // more snapshots after the change, within the stimulus that made it.
                CaseCheck(
                    "the snapshot is updated after the background work changes the interface", rules: ["APG-273"],
                    .check("a snapshot after the interface change") { evidence in
                        guard let observed = evidence.canonical(stimulus: 0, .events) else { return "the change was never made (the stimulus was refused)" }
                        let snapshots = observed.chain.filter { $0.hasPrefix("snapshot") }
                        return snapshots.isEmpty ? "no snapshot after the app changed its interface in the background" : nil
                    })
            ]),
    ]

    static let duties: [ConformanceCase] = [
        ConformanceCase(
            "SNAPSHOT-010", "before applicationDidEnterBackground: returns the app hides sensitive content and dismisses alerts", subject: .app,
            hint: "check that no password, card number or alert is left in the views the snapshot captures",
            areas: [.appDuties, .snapshots], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                .duty("sensitive content hidden before applicationDidEnterBackground: returns", rules: ["SCENE-066", "APG-138", "BGEXEC-215", "STATES-121"]),
                CaseCheck(
                    "the snapshot contains no sensitive information", rules: ["SCENE-065"],
                    .all([.inOrder(["snapshot"], filter: .events), .excludes(["snapshot(sensitive)"], filter: .events)])),
                .duty("alerts and temporary interfaces dismissed", rules: ["SCENE-067", "SCENE-068"]),
            ]),
        ConformanceCase(
            "SNAPSHOT-011", "with scenes the app hides sensitive content and dismisses alerts in sceneDidEnterBackground:", subject: .app,
            hint: "check what the views show when sceneDidEnterBackground: returns",
            configuration: .scenes, areas: [.appDuties, .snapshots], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                .duty("sensitive content hidden before sceneDidEnterBackground: returns", rules: ["SCENE-066", "STATES-121"]),
                CaseCheck(
                    "the snapshot contains no sensitive information", rules: ["SCENE-065"],
                    .all([.inOrder(["snapshot"], filter: .events), .excludes(["snapshot(sensitive)"], filter: .events)])),
                .duty("alerts and temporary interfaces dismissed", rules: ["SCENE-067", "SCENE-068"]),
            ]),
    ]
}
