import LifecycleModel

/// The duties of a responsible background app (app side), and the foreground app's
/// priority over background apps for memory (system side).
enum DutyCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "DUTY-001", "the app does no OpenGL ES work in the background, neither on entering it nor when woken there",
            subject: .app,
            hint: "check that the app finishes its OpenGL ES work in didEnterBackground and creates no context and draws nothing when woken in the background",
            configuration: .with { $0.backgroundModes = [.fetch] }, areas: [.appDuties, .backgroundEvents], setup: [.tapIcon],
            stimuli: [.homeButton, .backgroundEvent(.fetch)],
            checks: [
                CaseCheck(
                    "the app's OpenGL ES work is finished and stopped as it enters the background",
                    rules: ["BGEXEC-189", "BGEXEC-191", "APG-122", "STATES-133"],
                    .all([.dutiesMet, .excludes(["terminated(gl-in-background)"], filter: .everything)])),
                // BGEXEC-189, APG-122: no OpenGL ES call in the background, read from what the
                // app holds after the background wake.
                CaseCheck(
                    "woken in the background, the app issues no OpenGL ES work", rules: ["BGEXEC-189", "APG-122"],
                    .check("no OpenGL ES work after a background wake") { evidence in
                        evidence.holdings.glWorkActive ? "after the background wake the app is issuing OpenGL ES work" : nil
                    }),
                // BGEXEC-188: no EAGLContext created in the background, read from what the app holds.
                CaseCheck(
                    "woken in the background, the app holds no OpenGL ES context", rules: ["BGEXEC-188"],
                    .check("no OpenGL ES context after a background wake") { evidence in
                        evidence.holdings.glContexts > 0 ? "after the background wake the app holds \(evidence.holdings.glContexts) OpenGL ES context(s)" : nil
                    }),
            ]),
        ConformanceCase(
            "DUTY-002", "the app cancels its Bonjour services and closes its listening sockets before it is suspended",
            subject: .app, hint: "check what the app's didEnterBackground does with its network services",
            areas: [.appDuties], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck("the app cancels its Bonjour services before it is suspended", rules: ["BGEXEC-192", "APG-124", "STATES-132"], .dutiesMet),
                CaseCheck("the app closes its listening sockets before it is suspended", rules: ["BGEXEC-193", "APG-125"], .dutiesMet),
            ]),
        ConformanceCase(
            "DUTY-003", "the app saves its state before it moves to the background",
            subject: .app, hint: "check that unsaved user data is written by the time didEnterBackground returns",
            areas: [.appDuties], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [CaseCheck("the app's state is saved by the time it is in the background", rules: ["BGEXEC-201", "APG-129"], .dutiesMet)]),
        ConformanceCase(
            "DUTY-004", "the app stops using shared system resources before it is suspended",
            subject: .app, hint: "check that the camera, contacts, calendars and microphone are released on entering the background",
            areas: [.appDuties], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [CaseCheck("the app holds no shared system resource once in the background", rules: ["BGEXEC-203", "APG-132"], .dutiesMet)]),
        ConformanceCase(
            "DUTY-005", "the app dismisses its alerts and action sheets before it moves to the background",
            subject: .app, hint: "check that open alert views and action sheets are resolved in didEnterBackground",
            areas: [.appDuties], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [CaseCheck("the app has no alert or action sheet open once in the background", rules: ["APG-136"], .dutiesMet)]),
        ConformanceCase(
            "DUTY-006", "under memory pressure the foreground app is warned, not terminated, whatever the background apps free",
            hint: "check that memory pressure never ends the foreground app: other apps are purged and the foreground app gets a memory warning",
            areas: [.memoryPressure], setup: [.tapIcon], stimuli: [.memoryPressure(megabytes: 5000)],
            checks: [
                CaseCheck(
                    "the foreground app is warned and keeps running, active", rules: ["BGEXEC-186", "APG-120"],
                    .all([
                        .inOrder(["didReceiveMemoryWarning@active"], filter: .callbacks), .excludes(["terminated("], filter: .events),
                        .finalState(.active),
                    ]))
            ]),
    ]
}
