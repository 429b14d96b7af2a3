import Foundation
import LifecycleModel
import Testing

/// A widget whose update, taps and footprint each test scripts, so that it can break the
/// rules the reference widget keeps.
final class ScriptedWidget: WidgetProviding {
    let bundleIdentifier: String
    var viewContent = ""
    var memoryFootprintMegabytes = 4
    /// What the widget does inside `widgetPerformUpdateWithCompletionHandler:`.
    var update: (ScriptedWidget, WidgetUpdateCompletionHandler, TodayWidgetServices) -> Void = { _, handler, _ in handler(.noData) }
    private(set) var updatesReceived = 0

    init(bundleIdentifier: String = "com.example.scripted.today") {
        self.bundleIdentifier = bundleIdentifier
    }

    func widgetPerformUpdate(completionHandler: WidgetUpdateCompletionHandler, services: TodayWidgetServices) {
        updatesReceived += 1
        update(self, completionHandler, services)
    }
}

/// A widget whose view controller does not adopt `NCWidgetProviding`.
final class PlainWidget: TodayWidget {
    let bundleIdentifier = "com.example.plain.today"
    var viewContent = "static text"
    let memoryFootprintMegabytes = 4
}

@Suite("A Today widget in the Today view: updates, snapshots, content state, opening the app", .tags(.snapshot), .citedRulesExist)
struct TodayWidgetTests {
    static let widgetID = "com.example.lifecyclekit.today"

    func host(_ widget: any TodayWidget, schemes: Set<String> = [], containingApp: (any SystemSide)? = nil) throws -> TodayWidgetHost {
        var settings = TodayWidgetHost.Settings()
        settings.containingAppURLSchemes = schemes
        return try TodayWidgetHost(widget: widget, settings: settings, containingApp: containingApp)
    }

    // MARK: - The update callback and the snapshot

    @Test("[TODAY-040, TODAY-043] the system calls the update method before it captures a snapshot", .tags(.required))
    func updateBeforeSnapshot() throws {
        let widget = ReferenceTodayWidget(sourceContent: "3 events today")
        let host = try host(widget)
        let observations = try host.refreshSnapshot()
        #expect(
            observations == [
                .callback(.widgetPerformUpdate), .updateCompleted(.newData), .snapshotCaptured(WidgetSnapshot(content: "3 events today", sequence: 1)),
            ])
        #expect(host.snapshot == WidgetSnapshot(content: "3 events today", sequence: 1))
    }

    @Test("[TODAY-044, TODAY-046] with new content the widget updates its view and reports newData; the host captures a new snapshot", .tags(.required))
    func newDataRefreshesSnapshot() throws {
        let widget = ReferenceTodayWidget(sourceContent: "AAPL 100")
        let host = try host(widget)
        _ = try host.refreshSnapshot()
        widget.sourceContent = "AAPL 101"
        let observations = try host.refreshSnapshot()
        #expect(widget.viewContent == "AAPL 101")
        #expect(observations.contains(.updateCompleted(.newData)))
        #expect(observations.contains(.snapshotCaptured(WidgetSnapshot(content: "AAPL 101", sequence: 2))))
        #expect(host.snapshot == WidgetSnapshot(content: "AAPL 101", sequence: 2))
    }

    @Test("[TODAY-047] when nothing changed the widget reports noData and the previous snapshot is kept", .tags(.required))
    func noDataKeepsSnapshot() throws {
        let widget = ReferenceTodayWidget(sourceContent: "Sunny, 21°")
        let host = try host(widget)
        _ = try host.refreshSnapshot()
        let observations = try host.refreshSnapshot()
        let first = WidgetSnapshot(content: "Sunny, 21°", sequence: 1)
        #expect(observations == [.callback(.widgetPerformUpdate), .updateCompleted(.noData), .snapshotKept(first)])
        #expect(host.snapshot == first)
    }

    @Test("[TODAY-048] a widget whose update fails reports failed, and its old snapshot is kept", .tags(.required))
    func failedKeepsOldSnapshot() throws {
        let widget = ReferenceTodayWidget(sourceContent: "Meeting at 10")
        let host = try host(widget)
        _ = try host.refreshSnapshot()
        widget.sourceContent = nil
        let observations = try host.refreshSnapshot()
        let old = WidgetSnapshot(content: "Meeting at 10", sequence: 1)
        #expect(observations == [.callback(.widgetPerformUpdate), .updateCompleted(.failed), .snapshotKept(old)])
        #expect(host.snapshot == old)
        #expect(widget.viewContent == "Meeting at 10")
    }

    @Test("[TODAY-048] a widget that changes its view but reports failed does not get the change into the snapshot", .tags(.required))
    func failedWithChangedView() throws {
        let widget = ScriptedWidget()
        let host = try host(widget)
        widget.update = { widget, handler, _ in
            widget.viewContent = "first"
            handler(.newData)
        }
        _ = try host.refreshSnapshot()
        widget.update = { widget, handler, _ in
            widget.viewContent = "half-loaded"
            handler(.failed)
        }
        let observations = try host.refreshSnapshot()
        #expect(observations.last == .snapshotKept(WidgetSnapshot(content: "first", sequence: 1)))
        #expect(host.snapshot?.content == "first")
    }

    @Test("[TODAY-045] a widget that never calls its completion handler is reported and the snapshot is kept", .tags(.required))
    func completionHandlerNeverCalled() throws {
        let widget = ScriptedWidget()
        widget.viewContent = "before"
        let host = try host(widget)
        widget.update = { widget, _, _ in widget.viewContent = "after" }
        let observations = try host.refreshSnapshot()
        #expect(observations == [.callback(.widgetPerformUpdate), .completionHandlerNotCalled, .snapshotKept(nil)])
        #expect(host.snapshot == nil)
    }

    @Test("[TODAY-045] a widget that calls its completion handler twice is reported and the snapshot is kept", .tags(.required))
    func completionHandlerCalledTwice() throws {
        let widget = ScriptedWidget()
        let host = try host(widget)
        widget.update = { widget, handler, _ in
            widget.viewContent = "twice"
            handler(.newData)
            handler(.noData)
        }
        let observations = try host.refreshSnapshot()
        #expect(observations == [.callback(.widgetPerformUpdate), .completionHandlerCalledRepeatedly([.newData, .noData]), .snapshotKept(nil)])
    }

    @Test("[TODAY-042] a widget that does not adopt NCWidgetProviding gets no update before its snapshot", .tags(.required))
    func noWidgetProviding() throws {
        let widget = PlainWidget()
        let host = try host(widget)
        let observations = try host.refreshSnapshot()
        #expect(!observations.contains(.callback(.widgetPerformUpdate)))
        #expect(observations == [.updateNotOffered, .snapshotCaptured(WidgetSnapshot(content: "static text", sequence: 1))])
    }

    // MARK: - Coming on screen

    @Test("[TODAY-041] a widget coming on screen shows its most recent snapshot until its live view is up to date", .tags(.required))
    func snapshotUntilLiveView() throws {
        let widget = ReferenceTodayWidget(sourceContent: "2 unread")
        let host = try host(widget)
        _ = try host.refreshSnapshot()
        widget.sourceContent = "5 unread"
        let observations = try host.openTodayView()
        let shown = try #require(observations.firstIndex(of: .snapshotDisplayed(WidgetSnapshot(content: "2 unread", sequence: 1))))
        let update = try #require(observations.firstIndex(of: .callback(.widgetPerformUpdate)))
        let live = try #require(observations.firstIndex(of: .liveViewDisplayed("5 unread")))
        #expect(shown < update && update < live)
        #expect(host.isWidgetDisplayed)
    }

    @Test("[TODAY-041, TODAY-045] when the update never completes, the snapshot stays on screen and no live view replaces it", .tags(.required))
    func snapshotStaysWithoutCompletion() throws {
        let widget = ScriptedWidget()
        let host = try host(widget)
        widget.update = { widget, handler, _ in
            widget.viewContent = "cached"
            handler(.newData)
        }
        _ = try host.refreshSnapshot()
        widget.update = { _, _, _ in }
        let observations = try host.openTodayView()
        #expect(observations.contains(.snapshotDisplayed(WidgetSnapshot(content: "cached", sequence: 1))))
        #expect(!observations.contains { if case .liveViewDisplayed = $0 { true } else { false } })
    }

    @Test("[TODAY-031] a widget learns the proposed margins and the system applies the ones it returns", .tags(.optional))
    func marginInsets() throws {
        var options = ReferenceTodayWidget.Options()
        options.preferredMarginInsets = WidgetMarginInsets(top: 0, left: 0, bottom: 0, right: 0)
        let widget = ReferenceTodayWidget(sourceContent: "x", options: options)
        let proposed = TodayWidgetHost.Settings().proposedMarginInsets
        let host = try host(widget)
        let observations = try host.openTodayView()
        #expect(widget.proposedMarginInsets == proposed)
        #expect(observations.contains(.marginInsetsApplied(proposed: proposed, applied: WidgetMarginInsets(top: 0, left: 0, bottom: 0, right: 0))))
        #expect(host.marginInsets == WidgetMarginInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    @Test("[TODAY-031] a widget that does not implement the margin method keeps the proposed margins", .tags(.optional))
    func defaultMarginInsets() throws {
        let host = try host(ScriptedWidget())
        _ = try host.openTodayView()
        #expect(host.marginInsets == TodayWidgetHost.Settings().proposedMarginInsets)
    }

    // MARK: - Content state

    @Test("[TODAY-049, TODAY-050, TODAY-051] a widget with nothing to show declares no content and is hidden in the open Today view", .tags(.required))
    func declaresNoContent() throws {
        var options = ReferenceTodayWidget.Options()
        options.appearsOnlyWithContent = true
        let widget = ReferenceTodayWidget(sourceContent: "Flight boards at 9:40", options: options)
        let host = try host(widget)
        let opening = try host.openTodayView()
        #expect(opening.contains(.contentStateDeclared(hasContent: true)))
        #expect(opening.contains(.liveViewDisplayed("Flight boards at 9:40")))
        widget.sourceContent = ""
        let observations = try host.refreshSnapshot()
        #expect(Array(observations.prefix(3)) == [.callback(.widgetPerformUpdate), .contentStateDeclared(hasContent: false), .widgetHidden])
        #expect(!host.isWidgetDisplayed)
    }

    @Test("[TODAY-052] a widget marked as having no content stays hidden until content is declared again", .tags(.required))
    func hiddenUntilContentDeclared() throws {
        let widget = ReferenceTodayWidget(bundleIdentifier: Self.widgetID, sourceContent: "News")
        let host = try host(widget)
        #expect(try host.setHasContent(false, forWidgetWithBundleIdentifier: Self.widgetID) == [.contentStateDeclared(hasContent: false)])
        #expect(try host.openTodayView() == [.keptHidden])
        _ = try host.refreshSnapshot()
        #expect(!host.isWidgetDisplayed, "an update alone does not bring the widget back")
        try host.closeTodayView()
        #expect(try host.openTodayView() == [.keptHidden])
        let shown = try host.setHasContent(true, forWidgetWithBundleIdentifier: Self.widgetID)
        #expect(Array(shown.prefix(2)) == [.contentStateDeclared(hasContent: true), .widgetShown])
        #expect(shown.contains(.liveViewDisplayed("News")))
        #expect(host.isWidgetDisplayed)
    }

    @Test("[TODAY-049, TODAY-052] a hidden widget comes back, snapshot first, once it declares content again", .tags(.required))
    func comesBackWithContent() throws {
        var options = ReferenceTodayWidget.Options()
        options.appearsOnlyWithContent = true
        let widget = ReferenceTodayWidget(sourceContent: "Parcel shipped", options: options)
        let host = try host(widget)
        _ = try host.refreshSnapshot()
        widget.sourceContent = ""
        _ = try host.refreshSnapshot()
        #expect(try host.openTodayView() == [.keptHidden])
        #expect(try host.refreshSnapshot().contains(.widgetShown) == false, "still nothing to show: the widget stays hidden")
        widget.sourceContent = "Parcel arriving today"
        let observations = try host.refreshSnapshot()
        let proposed = TodayWidgetHost.Settings().proposedMarginInsets
        #expect(
            observations == [
                .callback(.widgetPerformUpdate), .contentStateDeclared(hasContent: true), .widgetShown,
                .marginInsetsApplied(proposed: proposed, applied: proposed), .snapshotDisplayed(WidgetSnapshot(content: "", sequence: 2)),
                .updateCompleted(.newData), .snapshotCaptured(WidgetSnapshot(content: "Parcel arriving today", sequence: 3)),
                .liveViewDisplayed("Parcel arriving today"),
            ])
        #expect(host.isWidgetDisplayed)
    }

    @Test("[TODAY-050] declaring content for a bundle identifier the Today view does not host is an error naming it", .tags(.errors))
    func unknownBundleIdentifier() throws {
        let host = try host(ReferenceTodayWidget(bundleIdentifier: Self.widgetID))
        let error = try #require(throws: LifecycleError.self) { try host.setHasContent(false, forWidgetWithBundleIdentifier: "com.example.other") }
        #expect(error.kind == .invalidArgument)
        #expect(error.message.contains("'com.example.other'"))
        #expect(host.hasContent)
    }

    @Test("[TODAY-050] a widget's declaration for another bundle identifier is ignored and reported", .tags(.required))
    func widgetDeclaresForOtherIdentifier() throws {
        let widget = ScriptedWidget()
        let host = try host(widget)
        widget.update = { _, handler, services in
            services.setHasContent(false, forWidgetWithBundleIdentifier: "com.example.other")
            handler(.noData)
        }
        let observations = try host.refreshSnapshot()
        #expect(observations.contains(.contentStateIgnored(bundleIdentifier: "com.example.other")))
        #expect(host.hasContent)
    }

    // MARK: - Memory

    @Test("[TODAY-010] a widget over the memory limit is terminated, its update is lost and the old snapshot is kept", .tags(.memory))
    func memoryTermination() throws {
        let widget = ReferenceTodayWidget(sourceContent: "light")
        let host = try host(widget)
        _ = try host.refreshSnapshot()
        widget.sourceContent = "heavy"
        widget.options.memoryFootprintMegabytes = 64
        let observations = try host.refreshSnapshot()
        let limit = TodayWidgetHost.Settings().memoryLimitMegabytes
        #expect(
            observations == [
                .callback(.widgetPerformUpdate), .terminated(footprintMegabytes: 64, limitMegabytes: limit),
                .snapshotKept(WidgetSnapshot(content: "light", sequence: 1)),
            ])
        #expect(!host.isWidgetRunning)
        widget.options.memoryFootprintMegabytes = 8
        let next = try host.refreshSnapshot()
        #expect(next.first == .widgetRelaunched)
        #expect(host.isWidgetRunning)
    }

    // MARK: - Opening the containing app

    @Test("[TODAY-054, TODAY-055, TODAY-056] a tap asks the system to open the URL, which launches the containing app to handle it", .tags(.required))
    func openContainingApp() throws {
        let scenario = try Scenario()
        let widget = ReferenceTodayWidget(sourceContent: "Lunch with Ana")
        let host = try host(widget, schemes: [widget.options.urlScheme], containingApp: scenario.system)
        _ = try host.openTodayView()
        let observations = try host.userTaps("event-42")
        let url = try #require(URL(string: "\(widget.options.urlScheme)://open/event-42"))
        #expect(observations.first == .openURLRequested(url))
        guard case .containingAppLaunched(let launchedURL, let appObservations) = observations.last else {
            Issue.record("the containing app was not launched: \(observations)")
            return
        }
        #expect(launchedURL == url)
        #expect(TraceProjection.events(appObservations).contains("openURL@inactive"))
        #expect(scenario.system.state == .active)
    }

    @Test("[TODAY-054, TODAY-056] a URL whose scheme the containing app does not declare is refused and launches nothing", .tags(.required))
    func undeclaredSchemeRefused() throws {
        let scenario = try Scenario()
        let widget = ReferenceTodayWidget(sourceContent: "x")
        let host = try host(widget, schemes: ["someotherapp"], containingApp: scenario.system)
        _ = try host.openTodayView()
        let observations = try host.userTaps("item")
        let url = try #require(URL(string: "\(widget.options.urlScheme)://open/item"))
        #expect(
            observations == [.openURLRequested(url), .openURLRejected(url, reason: "the containing app declares no URL scheme '\(widget.options.urlScheme)'")])
        #expect(scenario.system.state == .notRunning)
    }

    // MARK: - Nonsense stimuli

    @Test("tapping a widget that is not on screen is an error, never a crash", .tags(.errors))
    func tapOffScreen() throws {
        let host = try host(ReferenceTodayWidget())
        let error = try #require(throws: LifecycleError.self) { try host.userTaps("row") }
        #expect(error.kind == .stimulusNotApplicable)
        #expect(throws: LifecycleError.self) { try host.closeTodayView() }
        _ = try host.openTodayView()
        #expect(throws: LifecycleError.self) { try host.openTodayView() }
    }

    @Test("a host with a malformed URL scheme or no memory limit is refused", .tags(.errors))
    func invalidSettings() throws {
        #expect(throws: LifecycleError.self) { try host(ReferenceTodayWidget(), schemes: ["1bad scheme"]) }
        var settings = TodayWidgetHost.Settings()
        settings.memoryLimitMegabytes = 0
        let error = try #require(throws: LifecycleError.self) { try TodayWidgetHost(widget: ReferenceTodayWidget(), settings: settings) }
        #expect(error.kind == .invalidArgument)
        #expect(throws: LifecycleError.self) { try TodayWidgetHost(widget: ScriptedWidget(bundleIdentifier: "")) }
    }
}

@Suite("A Today widget extension's Info.plist", .tags(.configuration), .citedRulesExist)
struct TodayExtensionInfoTests {
    static let templateXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>NSExtension</key>
            <dict>
                <key>NSExtensionPointIdentifier</key>
                <string>com.apple.widget-extension</string>
                <key>NSExtensionPrincipalClass</key>
                <string>TodayViewController</string>
            </dict>
        </dict>
        </plist>
        """

    func write(_ data: Data) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("today-plist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("Info.plist")
        try data.write(to: url)
        return url
    }

    @Test("[TODAY-021, TODAY-023] the template's Info.plist identifies a Today widget whose principal class is TodayViewController", .tags(.required))
    func templatePlist() throws {
        let info = try TodayExtensionInfo(contentsOf: try write(Data(Self.templateXML.utf8)))
        #expect(info.isTodayWidget)
        #expect(info.principalClass == "TodayViewController")
        let findings = info.findings()
        #expect(findings.finding(for: "TODAY-021")?.met == true)
        #expect(findings.finding(for: "TODAY-023")?.met == true)
        #expect(findings.violations.isEmpty)
    }

    @Test("[TODAY-021] a binary Info.plist reads the same as its XML form", .tags(.required))
    func binaryPlist() throws {
        let object = try PropertyListSerialization.propertyList(from: Data(Self.templateXML.utf8), format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let fromBinary = try TodayExtensionInfo(contentsOf: try write(binary))
        #expect(fromBinary.extensionPointIdentifier == "com.apple.widget-extension")
        #expect(fromBinary.principalClass == "TodayViewController")
    }

    @Test("[TODAY-021] another extension point, or no NSExtension dictionary, is not a Today widget", .tags(.required))
    func notAWidget() throws {
        let share = try TodayExtensionInfo(plist: ["NSExtension": ["NSExtensionPointIdentifier": "com.apple.share-services"]])
        #expect(!share.isTodayWidget)
        #expect(share.findings().count == 1, "only the identification is checked for a non-widget")
        #expect(share.findings().finding(for: "TODAY-021")?.met == false)
        #expect(share.findings().finding(for: "TODAY-021")?.message.contains("com.apple.share-services") == true)
        let bare = try TodayExtensionInfo(plist: [:])
        #expect(bare.findings().finding(for: "TODAY-021")?.met == false)
    }

    @Test("[TODAY-022] a widget with its own view controller must name it as the principal class", .tags(.required))
    func ownViewController() throws {
        let template = try TodayExtensionInfo(data: Data(Self.templateXML.utf8), file: "Info.plist")
        let stale = template.findings(viewControllerClass: "StocksViewController").finding(for: "TODAY-022")
        #expect(stale?.met == false)
        #expect(stale?.message.contains("'TodayViewController'") == true)
        let renamed = TodayExtensionInfo(
            extensionPointIdentifier: "com.apple.widget-extension", principalClass: "StocksWidget.StocksViewController", mainStoryboard: nil)
        #expect(renamed.findings(viewControllerClass: "StocksViewController").finding(for: "TODAY-022")?.met == true)
    }

    @Test("[TODAY-023] a widget without the storyboard that keeps the storyboard key, or names no principal class, is reported", .tags(.required))
    func storyboardKeys() throws {
        let both = try TodayExtensionInfo(plist: [
            "NSExtension": [
                "NSExtensionPointIdentifier": "com.apple.widget-extension", "NSExtensionPrincipalClass": "TodayViewController",
                "NSExtensionMainStoryboard": "MainInterface",
            ]
        ])
        #expect(both.findings().finding(for: "TODAY-023")?.met == false)
        #expect(both.findings().finding(for: "TODAY-023")?.message.contains("NSExtensionMainStoryboard") == true)
        let neither = try TodayExtensionInfo(plist: ["NSExtension": ["NSExtensionPointIdentifier": "com.apple.widget-extension"]])
        #expect(neither.findings().finding(for: "TODAY-023")?.met == false)
        let storyboard = try TodayExtensionInfo(plist: [
            "NSExtension": ["NSExtensionPointIdentifier": "com.apple.widget-extension", "NSExtensionMainStoryboard": "MainInterface"]
        ])
        #expect(storyboard.findings().violations.isEmpty, "a widget that uses the storyboard needs no principal class")
    }

    @Test("a value of the wrong type is an error naming the file and the key")
    func wrongType() throws {
        let xml = Self.templateXML.replacingOccurrences(of: "<string>TodayViewController</string>", with: "<integer>7</integer>")
        #expect(xml != Self.templateXML)
        let url = try write(Data(xml.utf8))
        let error = try #require(throws: InfoPlistError.self) { try TodayExtensionInfo(contentsOf: url) }
        #expect(error.file == url.path)
        #expect(error.key == "NSExtension.NSExtensionPrincipalClass")
        #expect(error.message.hasPrefix("wrong type: expected a string"))
        let notADictionary = try #require(throws: InfoPlistError.self) { try TodayExtensionInfo(plist: ["NSExtension": "widget"], file: "Widget/Info.plist") }
        #expect(notADictionary.description.hasPrefix("Widget/Info.plist: key 'NSExtension': wrong type: expected a dictionary"))
    }
}
