import LifecycleModel

/// Today widgets, hosted in the kit's Today view (`TodayWidgetHost`). The system half of the
/// TODAY- rules cited here (TODAY-040, TODAY-041, TODAY-043) is observed in a run with the
/// adapter's widget; those checks fail when the host cannot do its part because of the
/// widget. Where a widget fault keeps a check from judging (no update offered, none
/// completed), a premise charged to no rule says so and the check has nothing to judge.
/// Widget observations come from the kit's host, so their order is the host's own.
enum WidgetCases {
    static let all: [ConformanceCase] = updates + snapshots + source + declarations

    /// Every update the host offered was completed exactly once.
    static let updates: [ConformanceCase] = [
        ConformanceCase(
            "WIDGET-001", "the system offers the widget an update before every snapshot it takes",
            subject: .widget, hint: "check that the widget's view controller adopts NCWidgetProviding and implements widgetPerformUpdateWithCompletionHandler:",
            areas: [.todayWidget],
            widgetProbe: { host in
                var observations = try host.refreshSnapshot()
                observations += try host.openTodayView()
                try host.closeTodayView()
                observations += try host.refreshSnapshot()
                return observations
            },
            checks: [
                CaseCheck("the widget adopts NCWidgetProviding, so the system can offer it updates", rules: ["TODAY-042"], adoptsWidgetProviding),
                CaseCheck(
                    "the system calls widgetPerformUpdateWithCompletionHandler: before each snapshot it takes", rules: ["TODAY-043"], updateBeforeEachSnapshot),
            ]),
        ConformanceCase(
            "WIDGET-002", "the widget calls its update completion handler exactly once per update",
            subject: .widget, hint: "check that every path through widgetPerformUpdateWithCompletionHandler: (new data, no data, error) calls the handler once",
            areas: [.todayWidget],
            widgetProbe: { host in
                var observations = try host.refreshSnapshot()
                observations += try host.openTodayView()
                observations += try host.refreshSnapshot()
                try host.closeTodayView()
                observations += try host.refreshSnapshot()
                return observations
            },
            checks: [
                CaseCheck("premise: the host offers the widget updates", rules: [], offeredUpdates),
                CaseCheck("each update ends with exactly one call of the completion handler", rules: ["TODAY-045"], oneResultPerUpdate),
            ]),
    ]

    /// The widget adopts NCWidgetProviding: the host could offer it updates (TODAY-042).
    static let adoptsWidgetProviding = CaseExpectation.check("NCWidgetProviding adopted") { evidence in
        evidence.widget.contains(.updateNotOffered)
            ? "the widget does not adopt NCWidgetProviding, so the system could not let it update before the snapshot: "
                + WidgetObservationReading.describe(evidence.widget)
            : nil
    }

    /// The host offered the widget at least one update.
    static let offeredUpdates = CaseExpectation.check("updates offered") { evidence in
        WidgetObservationReading.updateCalls(evidence.widget).isEmpty
            ? "the widget was never given an update: \(WidgetObservationReading.describe(evidence.widget))" : nil
    }

    /// One update per refresh and one on coming on screen, and every snapshot decision after
    /// an update of its own (TODAY-043). Nothing to judge when the widget does not adopt
    /// NCWidgetProviding, which `adoptsWidgetProviding` reports.
    static let updateBeforeEachSnapshot = CaseExpectation.check("an update callback before each snapshot") { evidence in
        let observations = evidence.widget
        guard !observations.contains(.updateNotOffered) else { return nil }
        let updates = WidgetObservationReading.updateCalls(observations)
        guard updates.count == 3 else {
            return "expected widgetPerformUpdateWithCompletionHandler: once per refresh and once on coming on screen (3), got \(updates.count): "
                + WidgetObservationReading.describe(observations)
        }
        var previousDecision = -1
        for (index, observation) in observations.enumerated() where WidgetObservationReading.isSnapshotDecision(observation) {
            guard updates.contains(where: { $0 > previousDecision && $0 < index }) else {
                return "'\(observation)' at \(index) was not preceded by its own widgetPerformUpdateWithCompletionHandler: call: "
                    + WidgetObservationReading.describe(observations)
            }
            previousDecision = index
        }
        return nil
    }

    /// Between one update call and the next, the completion handler is called once, with one
    /// result (TODAY-045). Nothing to judge without updates, which the premise reports.
    static let oneResultPerUpdate = CaseExpectation.check("one NCUpdateResult per update") { evidence in
        let observations = evidence.widget
        let updates = WidgetObservationReading.updateCalls(observations)
        for (number, start) in updates.enumerated() {
            let end = number + 1 < updates.count ? updates[number + 1] : observations.count
            let slice = observations[start..<end]
            if slice.contains(.completionHandlerNotCalled) { return "update \(number + 1) returned without calling the completion handler" }
            if let repeated = slice.first(where: { if case .completionHandlerCalledRepeatedly = $0 { true } else { false } }) {
                return "update \(number + 1): \(repeated)"
            }
            let completions = slice.filter { if case .updateCompleted = $0 { true } else { false } }.count
            if completions != 1 {
                return "update \(number + 1) completed \(completions) times instead of once: \(WidgetObservationReading.describe(slice))"
            }
        }
        return nil
    }
}
