import LifecycleModel

/// Conformance cases for Today widgets and independent watch apps (filled in by area).
///
/// Widget cases host the adapter's widget in the kit's Today view: the system half of the
/// TODAY- rules cited here (TODAY-040, TODAY-041, TODAY-043) is observed in a run with the
/// adapter's widget, and the cases fail when the widget does not take its part (it does not
/// adopt `NCWidgetProviding`, never completes its update, reports the wrong result). Watch
/// cases judge the kit's checks of the adapter's watch app configuration; a rule that
/// concerns another kind of watch app than the adapter's is not reported and holds.
enum ExtensionCases {
    static let all: [ConformanceCase] = widgetCases

    // MARK: - Today widget

    static let widgetCases: [ConformanceCase] = [
        ConformanceCase(
            "WIDGET-001", "the system offers the widget an update before every snapshot it takes",
            rules: ["TODAY-042", "TODAY-043"], subject: .widget,
            hint: "check that the widget's view controller adopts NCWidgetProviding and implements widgetPerformUpdateWithCompletionHandler:",
            areas: [.todayWidget],
            widgetProbe: { host in
                var observations = try host.refreshSnapshot()
                observations += try host.openTodayView()
                try host.closeTodayView()
                observations += try host.refreshSnapshot()
                return observations
            },
            expect: .check("an update callback before each snapshot") { evidence in
                let observations = evidence.widget
                if observations.contains(.updateNotOffered) {
                    return "the widget does not adopt NCWidgetProviding, so the system could not let it update before the snapshot: \(describe(observations))"
                }
                let updates = observations.indices.filter { observations[$0] == .callback(.widgetPerformUpdate) }
                guard updates.count == 3 else {
                    return
                        "expected widgetPerformUpdateWithCompletionHandler: once per refresh and once on coming on screen (3), got \(updates.count): \(describe(observations))"
                }
                var previousDecision = -1
                for (index, observation) in observations.enumerated() where isSnapshotDecision(observation) {
                    guard updates.contains(where: { $0 > previousDecision && $0 < index }) else {
                        return
                            "'\(observation)' at \(index) was not preceded by its own widgetPerformUpdateWithCompletionHandler: call: \(describe(observations))"
                    }
                    previousDecision = index
                }
                return nil
            }),
        ConformanceCase(
            "WIDGET-002", "the widget calls its update completion handler exactly once per update",
            rules: ["TODAY-045"], subject: .widget,
            hint: "check that every path through widgetPerformUpdateWithCompletionHandler: (new data, no data, error) calls the handler once",
            areas: [.todayWidget],
            widgetProbe: { host in
                var observations = try host.refreshSnapshot()
                observations += try host.openTodayView()
                observations += try host.refreshSnapshot()
                try host.closeTodayView()
                observations += try host.refreshSnapshot()
                return observations
            },
            expect: .check("one NCUpdateResult per update") { evidence in
                let observations = evidence.widget
                let updates = observations.indices.filter { observations[$0] == .callback(.widgetPerformUpdate) }
                guard !updates.isEmpty else { return "the widget was never given an update, so it never completed one: \(describe(observations))" }
                for (number, start) in updates.enumerated() {
                    let end = number + 1 < updates.count ? updates[number + 1] : observations.count
                    let slice = observations[start..<end]
                    if slice.contains(.completionHandlerNotCalled) { return "update \(number + 1) returned without calling the completion handler" }
                    if let repeated = slice.first(where: { if case .completionHandlerCalledRepeatedly = $0 { true } else { false } }) {
                        return "update \(number + 1): \(repeated)"
                    }
                    let completions = slice.filter { if case .updateCompleted = $0 { true } else { false } }.count
                    if completions != 1 { return "update \(number + 1) completed \(completions) times instead of once: \(describe(Array(slice)))" }
                }
                return nil
            }),
        ConformanceCase(
            "WIDGET-003", "a widget that has just obtained its content reports NCUpdateResultNewData and the system captures it",
            rules: ["TODAY-046"], subject: .widget,
            hint: "check that the first update, which brings content the system has never seen, completes with NCUpdateResultNewData",
            areas: [.todayWidget],
            widgetProbe: { host in try host.refreshSnapshot() },
            expect: .check("first update is new data") { evidence in
                let observations = evidence.widget
                let results = updateResults(observations)
                guard let first = results.first else { return "the update never completed with a result: \(describe(observations))" }
                guard first == .newData else {
                    return
                        "the widget's first update obtained its content, new to the system, yet completed with \(first.constantName): \(describe(observations))"
                }
                guard observations.contains(where: { if case .snapshotCaptured = $0 { true } else { false } }) else {
                    return "no snapshot was captured after NCUpdateResultNewData: \(describe(observations))"
                }
                return nil
            }),
        ConformanceCase(
            "WIDGET-004", "when nothing changed, the widget reports NCUpdateResultNoData and the system keeps its snapshot",
            rules: ["TODAY-047"], subject: .widget,
            hint: "check that an update with nothing new completes with NCUpdateResultNoData, not NCUpdateResultNewData, and leaves the view as it was",
            areas: [.todayWidget],
            widgetProbe: { host in
                var observations = try host.refreshSnapshot()
                observations += try host.refreshSnapshot()
                observations += try host.openTodayView()
                return observations
            },
            expect: .check("later updates are no data") { evidence in
                let observations = evidence.widget
                let results = updateResults(observations)
                guard results.count == 3 else { return "expected three completed updates, got \(results.count): \(describe(observations))" }
                for (number, result) in results.enumerated().dropFirst() where result != .noData {
                    return "update \(number + 1) came with nothing new since the one before, yet completed with \(result.constantName)"
                }
                let captures = observations.filter { if case .snapshotCaptured = $0 { true } else { false } }
                if captures.count > 1 { return "the system captured a new snapshot although nothing changed: \(describe(observations))" }
                let snapshot = captures.first.flatMap { if case .snapshotCaptured(let snapshot) = $0 { snapshot } else { nil } }
                let live = observations.compactMap { if case .liveViewDisplayed(let content) = $0 { content } else { nil } }
                if let snapshot, let shown = live.last, shown != snapshot.content {
                    return "the widget reported NCUpdateResultNoData but its view changed from \"\(snapshot.content)\" to \"\(shown)\""
                }
                return nil
            }),
        ConformanceCase(
            "WIDGET-005", "a widget coming on screen shows its most recent snapshot until its live view is up to date",
            rules: ["TODAY-041", "TODAY-040"], subject: .widget,
            hint: "check that the widget completes its update when it comes on screen, so that its live view replaces the snapshot",
            areas: [.todayWidget],
            widgetProbe: { host in
                var observations = try host.refreshSnapshot()
                observations += try host.openTodayView()
                return observations
            },
            expect: .check("snapshot, then update, then live view") { evidence in
                let observations = evidence.widget
                guard let opening = observations.firstIndex(where: { if case .marginInsetsApplied = $0 { true } else { false } }) else {
                    return "the widget never came on screen: \(describe(observations))"
                }
                let captured = observations[..<opening].compactMap { if case .snapshotCaptured(let snapshot) = $0 { snapshot } else { nil } }
                guard let recent = captured.last else {
                    return "the system took no snapshot of the widget's view while the Today view was closed: \(describe(observations))"
                }
                let onScreen = Array(observations[opening...])
                guard let shown = onScreen.firstIndex(of: .snapshotDisplayed(recent)) else {
                    return "the most recent snapshot \(recent) was not shown when the widget came on screen: \(describe(onScreen))"
                }
                guard let completed = onScreen.firstIndex(where: { if case .updateCompleted = $0 { true } else { false } }) else {
                    return "the widget never completed its update, so its live view was never brought up to date: \(describe(onScreen))"
                }
                let live = onScreen.indices.filter { if case .liveViewDisplayed = onScreen[$0] { true } else { false } }
                guard let first = live.first else { return "the live view never replaced the snapshot: \(describe(onScreen))" }
                guard shown < completed, completed < first else {
                    return "expected the snapshot shown, then the update completed, then the live view: \(describe(onScreen))"
                }
                if case .liveViewDisplayed(let content) = onScreen[first], content != recent.content {
                    return "the snapshot \(recent) was not current: the widget's up-to-date view shows \"\(content)\" with nothing changed in between"
                }
                return nil
            }),
    ]

    // MARK: - Helpers

    /// The results of the completed updates, in order.
    static func updateResults(_ observations: [WidgetObservation]) -> [WidgetUpdateResult] {
        observations.compactMap { if case .updateCompleted(let result) = $0 { result } else { nil } }
    }

    /// True for the system's decision about the snapshot after an update.
    static func isSnapshotDecision(_ observation: WidgetObservation) -> Bool {
        switch observation {
        case .snapshotCaptured, .snapshotKept: true
        default: false
        }
    }

    /// The observations, one per line-like item, for failure messages.
    static func describe(_ observations: [WidgetObservation]) -> String {
        "[" + observations.map(\.description).joined(separator: "; ") + "]"
    }
}
