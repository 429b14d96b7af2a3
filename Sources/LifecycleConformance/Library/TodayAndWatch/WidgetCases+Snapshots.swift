import LifecycleModel

extension WidgetCases {
    /// The result each update reports, and the snapshots the system takes and shows.
    static let snapshots: [ConformanceCase] = [
        ConformanceCase(
            "WIDGET-003", "a widget that has just obtained its content reports NCUpdateResultNewData and the system captures it",
            subject: .widget, hint: "check that the first update, which brings content the system has never seen, completes with NCUpdateResultNewData",
            areas: [.todayWidget],
            widgetProbe: { host in try host.refreshSnapshot() },
            checks: [
                CaseCheck("premise: the widget completes its first update", rules: [], completedUpdates(1)),
                CaseCheck("the first update reports NCUpdateResultNewData and the system captures the new content", rules: ["TODAY-046"], firstUpdateIsNewData),
            ]),
        ConformanceCase(
            "WIDGET-004", "when nothing changed, the widget reports NCUpdateResultNoData and the system keeps its snapshot",
            subject: .widget,
            hint: "check that an update with nothing new completes with NCUpdateResultNoData, not NCUpdateResultNewData, and leaves the view as it was",
            areas: [.todayWidget],
            widgetProbe: { host in
                var observations = try host.refreshSnapshot()
                observations += try host.refreshSnapshot()
                observations += try host.openTodayView()
                return observations
            },
            checks: [
                CaseCheck("premise: the widget completes all three updates", rules: [], completedUpdates(3)),
                CaseCheck(
                    "updates with nothing new report NCUpdateResultNoData, and the snapshot and view stay as they were", rules: ["TODAY-047"],
                    laterUpdatesAreNoData),
            ]),
        ConformanceCase(
            "WIDGET-005", "a widget coming on screen shows its most recent snapshot until its live view is up to date",
            subject: .widget, hint: "check that the widget completes its update when it comes on screen, so that its live view replaces the snapshot",
            areas: [.todayWidget],
            widgetProbe: { host in
                var observations = try host.refreshSnapshot()
                observations += try host.openTodayView()
                return observations
            },
            checks: [
                CaseCheck(
                    "premise: the widget's first update brings new data, and it completes its update on coming on screen", rules: [],
                    .all([completedUpdates(2), firstResult(.newData)])),
                CaseCheck(
                    "after an update with new data the system captures a snapshot while the Today view is closed", rules: ["TODAY-040"], snapshotWhileClosed),
                CaseCheck(
                    "on screen, the most recent snapshot is shown until the completed update brings the live view up to date", rules: ["TODAY-041"],
                    snapshotUntilLiveView),
            ]),
    ]

    /// At least `count` updates completed with a result.
    static func completedUpdates(_ count: Int) -> CaseExpectation {
        .check("\(count) completed update(s)") { evidence in
            let results = WidgetObservationReading.updateResults(evidence.widget)
            return results.count >= count
                ? nil : "expected \(count) completed update(s), got \(results.count): \(WidgetObservationReading.describe(evidence.widget))"
        }
    }

    /// The first update brings content new to the system: NCUpdateResultNewData, and the
    /// host captures a snapshot (TODAY-046). Nothing to judge when no update completed.
    static let firstUpdateIsNewData = CaseExpectation.check("first update is new data") { evidence in
        let observations = evidence.widget
        guard let first = WidgetObservationReading.updateResults(observations).first else { return nil }
        guard first == .newData else {
            return "the widget's first update obtained its content, new to the system, yet completed with \(first.constantName): "
                + WidgetObservationReading.describe(observations)
        }
        guard !WidgetObservationReading.capturedSnapshots(observations).isEmpty else {
            return "no snapshot was captured after NCUpdateResultNewData: \(WidgetObservationReading.describe(observations))"
        }
        return nil
    }

    /// After the first update nothing changes, so the later ones report NCUpdateResultNoData,
    /// the host captures no new snapshot and the live view shows what the snapshot showed
    /// (TODAY-047). Nothing to judge with fewer than three completed updates.
    static let laterUpdatesAreNoData = CaseExpectation.check("later updates are no data") { evidence in
        let observations = evidence.widget
        let results = WidgetObservationReading.updateResults(observations)
        guard results.count >= 3 else { return nil }
        for (number, result) in results.enumerated().dropFirst() where result != .noData {
            return "update \(number + 1) came with nothing new since the one before, yet completed with \(result.constantName)"
        }
        let captures = WidgetObservationReading.capturedSnapshots(observations)
        if captures.count > 1 { return "the system captured a new snapshot although nothing changed: \(WidgetObservationReading.describe(observations))" }
        let live = observations.compactMap { if case .liveViewDisplayed(let content) = $0 { content } else { nil } }
        if let snapshot = captures.first, let shown = live.last, shown != snapshot.content {
            return "the widget reported NCUpdateResultNoData but its view changed from \"\(snapshot.content)\" to \"\(shown)\""
        }
        return nil
    }

    /// The first completed update reported `result`.
    static func firstResult(_ result: WidgetUpdateResult) -> CaseExpectation {
        .check("first update \(result.constantName)") { evidence in
            let first = WidgetObservationReading.updateResults(evidence.widget).first
            return first == result ? nil : "the widget's first update completed with \(first?.constantName ?? "nothing"), not \(result.constantName)"
        }
    }

    /// The host captured a snapshot of the widget's view before the Today view opened, after
    /// an update that brought new data (TODAY-040). Nothing to judge when the widget's first
    /// update did not report new data: then the system rightly keeps what it had, and the
    /// premise reports it.
    static let snapshotWhileClosed = CaseExpectation.check("snapshot while closed") { evidence in
        let observations = evidence.widget
        guard WidgetObservationReading.updateResults(observations).first == .newData else { return nil }
        let opening = observations.firstIndex { if case .marginInsetsApplied = $0 { true } else { false } } ?? observations.endIndex
        return WidgetObservationReading.capturedSnapshots(observations[..<opening]).isEmpty
            ? "the system took no snapshot of the widget's view while the Today view was closed: \(WidgetObservationReading.describe(observations))"
            : nil
    }

    /// On screen, the most recent snapshot is shown first, then the update completes, then
    /// the live view replaces the snapshot with the same, current content (TODAY-041).
    /// Nothing to judge when there was no snapshot or no completed update on screen; the
    /// snapshot check and the premise report those.
    static let snapshotUntilLiveView = CaseExpectation.check("snapshot, then update, then live view") { evidence in
        let observations = evidence.widget
        guard let opening = observations.firstIndex(where: { if case .marginInsetsApplied = $0 { true } else { false } }) else {
            return "the widget never came on screen: \(WidgetObservationReading.describe(observations))"
        }
        guard let recent = WidgetObservationReading.capturedSnapshots(observations[..<opening]).last else { return nil }
        let onScreen = Array(observations[opening...])
        guard let completed = onScreen.firstIndex(where: { if case .updateCompleted = $0 { true } else { false } }) else { return nil }
        guard let shown = onScreen.firstIndex(of: .snapshotDisplayed(recent)) else {
            return "the most recent snapshot \(recent) was not shown when the widget came on screen: \(WidgetObservationReading.describe(onScreen))"
        }
        let live = onScreen.indices.filter { if case .liveViewDisplayed = onScreen[$0] { true } else { false } }
        guard let first = live.first else { return "the live view never replaced the snapshot: \(WidgetObservationReading.describe(onScreen))" }
        guard shown < completed, completed < first else {
            return "expected the snapshot shown, then the update completed, then the live view: \(WidgetObservationReading.describe(onScreen))"
        }
        if case .liveViewDisplayed(let content) = onScreen[first], content != recent.content {
            return "the snapshot \(recent) was not current: the widget's up-to-date view shows \"\(content)\" with nothing changed in between"
        }
        return nil
    }
}
