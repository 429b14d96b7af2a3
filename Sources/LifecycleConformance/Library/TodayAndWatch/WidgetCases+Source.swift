import LifecycleModel

extension WidgetCases {
    /// What the widget does when the case changes its data source between updates
    /// (`WidgetSourceHook`): new content, nothing to show, an error.
    static let source: [ConformanceCase] = [
        ConformanceCase(
            "WIDGET-007", "on each update the widget shows the latest content of its source, and reports an error as NCUpdateResultFailed",
            subject: .widget,
            hint:
                "check that widgetPerformUpdateWithCompletionHandler: reads the source again, redraws the view with what it found, and completes with NCUpdateResultFailed when the read fails",
            areas: [.todayWidget],
            widgetProbe: { host in
                try host.setSource(.content("2 events today"))
                var observations = try host.openTodayView()
                try host.closeTodayView()
                try host.setSource(.content("5 events today, 1 moved"))
                observations += try host.openTodayView()
                try host.closeTodayView()
                try host.setSource(.unreachable)
                observations += try host.refreshSnapshot()
                return observations
            },
            checks: [
                CaseCheck("premise: the widget completes its updates and comes on screen twice", rules: [], onScreenTwice),
                CaseCheck("after its source changed, the widget's view shows the new content", rules: ["TODAY-044"], viewFollowsSource),
                CaseCheck("an update whose source cannot be read completes with NCUpdateResultFailed", rules: ["TODAY-048"], errorReportedAsFailed),
            ]),
        ConformanceCase(
            "WIDGET-008", "a widget that declares its content state hides itself only with nothing to show and declares content again when it returns",
            subject: .widget,
            hint:
                "check that the widget calls setHasContent:forWidgetWithBundleIdentifier: with NO and its own bundle identifier only when its source is empty, and with YES as soon as it has content again",
            areas: [.todayWidget],
            widgetProbe: { host in
                try host.setSource(.content("2 events today"))
                var observations = try host.refreshSnapshot()
                try host.setSource(.nothing)
                observations += try host.refreshSnapshot()
                observations += try host.refreshSnapshot()
                try host.setSource(.content("1 event today"))
                observations += try host.refreshSnapshot()
                return observations
            },
            checks: [
                CaseCheck("premise: the widget completes all four updates", rules: [], completedUpdates(4)),
                CaseCheck(
                    "a declaration of no content names the widget itself and comes only when it has nothing to show", rules: ["TODAY-051"], hidesOnlyWhenEmpty),
                CaseCheck("a widget that hid itself declares content again once its source has content", rules: ["TODAY-049"], declaresContentWhenBack),
            ]),
    ]

    /// Both openings of the Today view ended with the live view, after a completed update.
    static let onScreenTwice = CaseExpectation.check("on screen twice") { evidence in
        let opened = evidence.widgetSteps.filter { $0.action == .openTodayView }
        guard opened.count == 2, opened.allSatisfy({ WidgetObservationReading.liveView($0.observations) != nil }) else {
            return "the widget did not come on screen up to date both times: \(WidgetObservationReading.describe(evidence.widget))"
        }
        return nil
    }

    /// The live view after the source changed differs from the one before (TODAY-044).
    /// Nothing to judge when either opening showed no live view; the premise reports it.
    static let viewFollowsSource = CaseExpectation.check("the view follows the source") { evidence in
        guard let before = WidgetObservationReading.step(.openTodayView, 0, in: evidence.widgetSteps).flatMap(WidgetObservationReading.liveView),
            let after = WidgetObservationReading.step(.openTodayView, 1, in: evidence.widgetSteps).flatMap(WidgetObservationReading.liveView)
        else { return nil }
        return before == after ? "the widget's source changed before its update, but its view still shows \"\(after)\"" : nil
    }

    /// The update after the source became unreachable reported NCUpdateResultFailed (TODAY-048).
    static let errorReportedAsFailed = CaseExpectation.check("an error reported as failed") { evidence in
        guard let failing = WidgetObservationReading.refreshes(evidence.widgetSteps).last(where: { $0.source == .unreachable }),
            let result = WidgetObservationReading.updateResults(failing.observations).first
        else { return nil }
        return result == .failed ? nil : "the widget's source could not be read, yet its update completed with \(result.constantName)"
    }

    /// No content is declared only while the source has nothing, and always for the widget's
    /// own bundle identifier (TODAY-051). A widget that never declares holds.
    static let hidesOnlyWhenEmpty = CaseExpectation.check("no content declared only when empty") { evidence in
        for refresh in WidgetObservationReading.refreshes(evidence.widgetSteps) {
            let empty = refresh.source == .nothing
            if !empty, WidgetObservationReading.declarations(refresh.observations).contains(false) {
                return "the widget declared it has no content while its source had content to show"
            }
            for case .contentStateIgnored(let identifier) in refresh.observations where empty {
                return "with nothing to show, the widget declared its content state for '\(identifier)', not its own bundle identifier, so it was not hidden"
            }
        }
        return nil
    }

    /// A widget that declared no content declares content again in the update that finds
    /// content, and never declares content while it has nothing (TODAY-049).
    static let declaresContentWhenBack = CaseExpectation.check("content declared when it returns") { evidence in
        var hidden = false
        for refresh in WidgetObservationReading.refreshes(evidence.widgetSteps) {
            let declared = WidgetObservationReading.declarations(refresh.observations)
            if refresh.source == .nothing, declared.contains(true) {
                return "the widget declared it has content while its source had nothing to show"
            }
            for case .contentStateIgnored(let identifier) in refresh.observations where refresh.source != .nothing {
                return "the widget declared its content state for '\(identifier)', not its own bundle identifier"
            }
            if hidden, refresh.source != .nothing, declared.last != true {
                return "the widget declared it has no content, and did not declare content again when its source had some, so it stays hidden"
            }
            if let last = declared.last { hidden = !last }
        }
        return nil
    }
}
