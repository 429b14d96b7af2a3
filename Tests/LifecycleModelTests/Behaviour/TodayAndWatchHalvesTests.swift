import Foundation
import LifecycleModel
import Testing

/// Written from the Today widget guide's sections on updating content and on when a widget
/// appears: a test changes the reference widget's data source between updates through the
/// source hook, and the kit's Today view (through the `TodayView` protocol) shows what the
/// widget declares.
@Suite("The widget's data source hook and the Today view as a replaceable half", .tags(.snapshot), .citedRulesExist)
struct WidgetSourceHookTests {
    @Test("[TODAY-044, TODAY-048] new content reaches the view on the next update; an unreachable source gives NCUpdateResultFailed", .tags(.recommended))
    func sourceChanges() throws {
        let widget = ReferenceTodayWidget(sourceContent: "")
        let view: any TodayView = try TodayWidgetHost(widget: widget)
        widget.sourceDidChange(to: .content("Lunch with Ana"))
        #expect(widget.viewContent == "", "the hook only notes the change; the view waits for the update")
        #expect(try view.refreshSnapshot().contains(.updateCompleted(.newData)))
        #expect(widget.viewContent == "Lunch with Ana")
        widget.sourceDidChange(to: .content("Dinner moved to 8"))
        _ = try view.refreshSnapshot()
        #expect(widget.viewContent == "Dinner moved to 8")
        widget.sourceDidChange(to: .unreachable)
        let failing = try view.refreshSnapshot()
        #expect(failing.contains(.updateCompleted(.failed)))
        #expect(widget.viewContent == "Dinner moved to 8", "a failed read keeps what the widget showed")
    }

    @Test("[TODAY-049, TODAY-050, TODAY-051, TODAY-052] an emptied source hides the widget, which stays hidden until content returns", .tags(.required))
    func emptiedSource() throws {
        let widget = ReferenceTodayWidget.appearingWithContent("2 reminders")
        let view: any TodayView = try TodayWidgetHost(widget: widget)
        _ = try view.refreshSnapshot()
        _ = try view.openTodayView()
        widget.sourceDidChange(to: .nothing)
        let emptied = try view.refreshSnapshot()
        #expect(emptied.contains(.contentStateDeclared(hasContent: false)))
        #expect(emptied.contains(.widgetHidden))
        try view.closeTodayView()
        #expect(try view.openTodayView() == [.keptHidden])
        #expect(!(try view.refreshSnapshot()).contains(.widgetShown), "still nothing to show: the widget stays hidden")
        widget.sourceDidChange(to: .content("1 reminder"))
        let back = try view.refreshSnapshot()
        #expect(back.contains(.contentStateDeclared(hasContent: true)))
        #expect(back.contains(.widgetShown))
        #expect(back.last == .liveViewDisplayed("1 reminder"))
    }

    @Test(
        "[TODAY-021, TODAY-022, TODAY-023] the reference widget's declarations pass the Info.plist checks; its scheme is the containing app's", .tags(.required)
    )
    func referenceDeclarations() throws {
        let declarations = TodayWidgetDeclarations.reference
        let info = try #require(declarations.extensionInfo)
        #expect(info.extensionPointIdentifier == "com.apple.widget-extension")
        let findings = info.findings(viewControllerClass: declarations.viewControllerClass)
        #expect(findings.map(\.ruleID).sorted() == ["TODAY-021", "TODAY-022", "TODAY-023"])
        #expect(findings.violations.isEmpty)
        #expect(declarations.containingAppURLSchemes == ["lifecyclekit-reference"])
        #expect(!declarations.elementsOpeningContainingApp.isEmpty)
    }
}

/// Written from the watchOS guide's overview and its section on running independently: what
/// the kit's watch runtime answers for each kind of app, stated here from the documents.
@Suite("The kit's watch runtime", .tags(.configuration), .citedRulesExist)
struct ReferenceWatchRuntimeTests {
    let runtime: any WatchRuntime = ReferenceWatchRuntime()
    let watchOS6 = WatchOSVersion(6, 0)

    var independent: WatchAppConfiguration {
        var app = WatchAppConfiguration()
        app.runsIndependentlyOfCompanionApp = true
        app.projectContainsIOSApp = true
        return app
    }

    var dependent: WatchAppConfiguration {
        var app = WatchAppConfiguration()
        app.projectContainsIOSApp = true
        return app
    }

    @Test("[WATCH-007] an independent app: either app, or both, and a launch with no iOS app at all", .tags(.required))
    func independentApp() {
        #expect(runtime.installChoices(for: independent, on: watchOS6) == [.watchAppOnly, .iOSAppOnly, .both])
        #expect(runtime.canLaunch(independent, on: watchOS6, companion: .notInstalled))
        #expect(runtime.canLaunch(independent, on: watchOS6, companion: .installing))
    }

    @Test("[WATCH-010, WATCH-016] a dependent app comes with its iOS app and waits for that app's installation to finish", .tags(.required))
    func dependentApp() {
        let choices = runtime.installChoices(for: dependent, on: watchOS6)
        #expect(!choices.contains(.watchAppOnly))
        #expect(choices.contains(.both))
        #expect(!runtime.canLaunch(dependent, on: watchOS6, companion: .notInstalled))
        #expect(!runtime.canLaunch(dependent, on: watchOS6, companion: .installing))
        #expect(runtime.canLaunch(dependent, on: watchOS6, companion: .installed))
    }

    @Test("[WATCH-035] WatchConnectivity data arrives from the companion only while the iPhone is nearby", .tags(.required))
    func connectivity() {
        for app in [dependent, independent] {
            #expect(runtime.canReceiveWatchConnectivityData(app, companion: .installed, iPhoneNearby: true))
            #expect(!runtime.canReceiveWatchConnectivityData(app, companion: .installed, iPhoneNearby: false))
        }
    }
}
