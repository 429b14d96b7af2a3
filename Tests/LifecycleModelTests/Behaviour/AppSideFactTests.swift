import LifecycleModel
import Testing

/// Written from the App States document's iCloud note: a user who signs out of iCloud takes
/// the app's iCloud files with them, so the app must let go of every reference to them.
@Suite("The iCloud account change reaches the app, which drops its iCloud references after a sign-out")
struct ICloudSignOutTests {
    @Test("[STATES-177] a sign-out while suspended is delivered on the return, and the app then holds no iCloud reference", .tags(.required))
    func signOutDropsReferences() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        #expect(scenario.app.holdings.iCloudFileReferences > 0, "premise: the running app uses iCloud files")
        try scenario.run(.homeButton, .wait(seconds: 60), .systemChange(.icloudAccount, value: 0))
        #expect(scenario.system.ubiquityIdentityAvailable == false)
        let back = try scenario.trace(.tapIcon)
        #expect(back.contains(.notification(NotificationName.ubiquityIdentityDidChange.rawValue)))
        #expect(scenario.app.holdings.iCloudFileReferences == 0)
    }

    @Test("[STATES-177] a change that leaves a user signed in keeps the references")
    func signInKeepsReferences() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .homeButton, .wait(seconds: 60), .systemChange(.icloudAccount, value: 2), .tapIcon)
        #expect(scenario.system.ubiquityIdentityAvailable)
        #expect(scenario.app.holdings.iCloudFileReferences > 0)
    }
}

/// Written from the App Programming Guide's AirDrop section: a file handed to an app in the
/// foreground is shown to the user from `application:openURL:…`.
@Suite("A file received in the foreground is shown")
struct FileReceiptTests {
    @Test("[APG-394] the active app shows a file handed to it through openURL; so does an app launched for the file", .tags(.required))
    func shownOnReceipt() throws {
        let active = try Scenario()
        try active.run(.tapIcon)
        #expect(!active.app.holdings.receivedFileShown)
        try active.run(.openURL)
        #expect(active.app.holdings.receivedFileShown)
        let launched = try Scenario()
        try launched.run(.openURL)
        #expect(launched.app.holdings.receivedFileShown, "a URL launch hands the file over in the foreground, before activation")
    }
}

/// Written from the responsible-background-app lists of the App Programming Guide and the
/// background execution document: windows and views cannot be seen in the background, so an
/// app stops updating them as it goes there and leaves them alone when woken there.
@Suite("The app stops updating its views in the background")
struct ViewUpdateTests {
    @Test("[BGEXEC-206, APG-133] views animate while the app is active, stop as it enters the background, stay still through a fetch wake", .tags(.required))
    func viewsStillInTheBackground() throws {
        let scenario = try Scenario { $0.backgroundModes = [.fetch] }
        try scenario.run(.tapIcon)
        #expect(scenario.app.holdings.updatingViews, "premise: the active app animates its views")
        try scenario.run(.homeButton)
        #expect(!scenario.app.holdings.updatingViews)
        try scenario.run(.backgroundEvent(.fetch))
        #expect(!scenario.app.holdings.updatingViews)
        try scenario.run(.tapIcon)
        #expect(scenario.app.holdings.updatingViews, "back on screen, the views animate again")
    }
}

/// Written from the foreground sections of the App Programming Guide and the App States
/// document: becoming active again after a return, the app starts the same work it starts
/// when it becomes active after a launch.
@Suite("The activation work on a return is the launch's")
struct ActivationWorkTests {
    @Test(
        "[APG-237, STATES-148] timers, queues, metadata queries and the full OpenGL ES frame rate run again after a return as after the launch",
        .tags(.required))
    func sameWorkOnReturn() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        let launched = scenario.app.holdings
        #expect(launched.runningTimers > 0 && launched.runningNonCriticalQueues > 0 && launched.runningMetadataQueries > 0 && launched.glFrameRateFull)
        try scenario.run(.homeButton)
        #expect(scenario.app.holdings.runningTimers == 0 && scenario.app.holdings.runningMetadataQueries == 0, "premise: leaving stopped the work")
        try scenario.run(.tapIcon)
        let back = scenario.app.holdings
        #expect(back.runningTimers == launched.runningTimers)
        #expect(back.runningNonCriticalQueues == launched.runningNonCriticalQueues)
        #expect(back.runningMetadataQueries == launched.runningMetadataQueries)
        #expect(back.glFrameRateFull == launched.glFrameRateFull)
    }
}

/// Written from the App Programming Guide's AirDrop section: the document types an app
/// declares name UTIs, and iOS checks a file's type against them before the app may open it;
/// a file that reaches the app while it is in the background is noted for later.
@Suite("Files sent to the app: the declared document types decide, and a file received in the background is noted")
struct DocumentReceiptTests {
    @Test("[APG-392] a file of a declared type reaches openURL; one of an undeclared type is refused", .tags(.required))
    func declaredTypesDecide() throws {
        let scenario = try Scenario { $0.documentTypes = ["public.png"] }
        try scenario.run(.tapIcon)
        let png = try scenario.trace(.receiveFile(type: "public.png"))
        #expect(TraceProjection.events(png) == ["openURL@active"])
        #expect(throws: LifecycleError.self) { try scenario.run(.receiveFile(type: "com.adobe.pdf")) }
        let none = try Scenario()
        try none.run(.tapIcon)
        #expect(throws: LifecycleError.self) { try none.run(.receiveFile(type: "public.png")) }
    }

    @Test("[APG-395] a file handed to the app in the background is noted as waiting, and shown once the app is active", .tags(.required))
    func notedInBackground() throws {
        let scenario = try Scenario { $0.documentTypes = ["public.png"] }
        try scenario.run(.tapIcon, .homeButton)
        let trace = try scenario.trace(.receiveFile(type: "public.png"))
        #expect(TraceProjection.events(trace) == ["openURL@background"])
        #expect(scenario.system.state == .suspended, "the file does not bring the app forward")
        #expect(scenario.app.holdings.filePending)
        #expect(!scenario.app.holdings.receivedFileShown)
        try scenario.run(.tapIcon)
        #expect(!scenario.app.holdings.filePending)
        #expect(scenario.app.holdings.receivedFileShown)
    }
}
