import LifecycleModel

/// Background execution: background modes, finite-length tasks, background events and
/// relaunch, local notifications, and the duties of a responsible background app.
enum BackgroundExecutionCases {
    static let all: [ConformanceCase] =
        accessoryCases + fetchCases + pushCases + newsstandCases + downloadCases
        + taskCases + dutyCases + notifyCases

    /// The lines of the checked stimulus at `index`, every observation included.
    static func lines(of evidence: CaseEvidence, stimulus index: Int) -> [String] {
        index < evidence.perStimulus.count ? TraceLine.lines(evidence.perStimulus[index], filter: .everything) : []
    }

    /// A failure message when the checked stimulus at `index` suspended or ended the app.
    static func keptRunning(_ evidence: CaseEvidence, stimulus index: Int) -> String? {
        let observed = lines(of: evidence, stimulus: index)
        let stops = observed.filter { $0 == "state:suspended" || $0.hasPrefix("terminated(") }
        return stops.isEmpty
            ? nil : "checked stimulus \(index + 1) stopped the app (\(stops.joined(separator: ", "))); it should still be running in the background"
    }

    /// The tokens of the background tasks that began and ended during the checked stimuli.
    static func taskTokens(_ evidence: CaseEvidence) -> (began: [BackgroundTaskToken], ended: [BackgroundTaskToken]) {
        var began: [BackgroundTaskToken] = []
        var ended: [BackgroundTaskToken] = []
        for observation in evidence.observations {
            switch observation {
            case .backgroundTaskBegan(let token): began.append(token)
            case .backgroundTaskEnded(let token): ended.append(token)
            default: break
            }
        }
        return (began, ended)
    }

    // MARK: Accessories

    static let accessoryCases: [ConformanceCase] = [
        ConformanceCase(
            "ACCESSORY-001", "with the external-accessory mode, data from the accessory wakes the suspended app in the background",
            rules: ["BGEXEC-146", "BGEXEC-142", "BGEXEC-067", "APG-103", "SCENE-073", "BGEXEC-054"],
            hint: "check that an accessory event reaches a suspended app that declares external-accessory",
            configuration: .with { $0.backgroundModes = [.externalAccessory] }, areas: [.backgroundEvents],
            setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.externalAccessory)],
            expect: .all([
                .inOrder(["state:background", "accessoryEvent@background"], filter: .everything),
                .excludes(["didBecomeActive", "willEnterForeground"], filter: .callbacks),
            ])),
        ConformanceCase(
            "ACCESSORY-002", "without the external-accessory mode, accessory data does not wake a suspended app",
            rules: ["BGEXEC-142"],
            hint: "check that accessory events wake only apps that declare the external-accessory mode",
            areas: [.backgroundEvents], setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.externalAccessory)],
            expect: .all([.excludes(["accessoryEvent", "state:background"], filter: .everything), .finalState(.suspended)])),
        ConformanceCase(
            "ACCESSORY-003", "a Bluetooth central app is woken, and relaunched after a system termination, when a peripheral delivers data",
            rules: ["APG-114", "BGEXEC-068", "SCENE-074"],
            hint: "check the bluetooth-central mode: a wake while suspended and a background relaunch once terminated",
            configuration: .with { $0.backgroundModes = [.bluetoothCentral] }, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.bluetoothCentral), .systemTerminate, .backgroundEvent(.bluetoothCentral)],
            expect: .all([
                .inOrder(
                    [
                        "state:background", "bluetoothEvent@background", "launched-in-background(bluetooth-central)", "didFinishLaunching@background",
                        "bluetoothEvent@background",
                    ], filter: .everything),
                .excludes(["didBecomeActive", "willEnterForeground"], filter: .callbacks),
            ])),
        ConformanceCase(
            "ACCESSORY-004", "an app acting as a Bluetooth peripheral is woken, and relaunched after a system termination, for a command from a central",
            rules: ["APG-115", "BGEXEC-069", "SCENE-075"],
            hint: "check the bluetooth-peripheral mode: a wake while suspended and a background relaunch once terminated",
            configuration: .with { $0.backgroundModes = [.bluetoothPeripheral] }, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.bluetoothPeripheral), .systemTerminate, .backgroundEvent(.bluetoothPeripheral)],
            expect: .all([
                .inOrder(
                    [
                        "state:background", "bluetoothEvent@background", "launched-in-background(bluetooth-peripheral)", "didFinishLaunching@background",
                        "bluetoothEvent@background",
                    ], filter: .everything),
                .excludes(["didBecomeActive", "willEnterForeground"], filter: .callbacks),
            ])),
        ConformanceCase(
            "ACCESSORY-005", "the app processes accessory data quickly and lets itself be suspended again",
            rules: ["BGEXEC-151"], subject: .app,
            hint: "check that the app's accessory handler returns promptly and starts no work that keeps it awake",
            configuration: .with { $0.backgroundModes = [.externalAccessory] }, areas: [.backgroundEvents, .appDuties],
            setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.externalAccessory)],
            expect: .all([
                .inOrder(["accessoryEvent@background", "state:suspended"], filter: .everything),
                .excludes(["terminated("], filter: .everything),
                .finalState(.suspended),
            ])),
    ]

    // MARK: Background fetch

    static let fetchCases: [ConformanceCase] = [
        ConformanceCase(
            "FETCH-001", "a fetch app is woken to fetch while suspended and launched into the background to fetch once terminated",
            rules: ["BGEXEC-118", "BGEXEC-071", "APG-102", "BGEXEC-053"],
            hint: "check that fetch opportunities reach an app declaring the fetch mode, suspended or terminated, without activating it",
            configuration: .with { $0.backgroundModes = [.fetch] }, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.fetch), .systemTerminate, .backgroundEvent(.fetch)],
            expect: .all([
                .inOrder(
                    [
                        "state:background", "performFetch@background", "launched-in-background(fetch)", "willFinishLaunching@background",
                        "didFinishLaunching@background", "performFetch@background",
                    ], filter: .everything),
                .excludes(["didBecomeActive", "willEnterForeground"], filter: .callbacks),
            ])),
        ConformanceCase(
            "FETCH-002", "without the fetch mode the app is neither woken nor launched to fetch",
            rules: ["BGEXEC-119"],
            hint: "check that fetch events depend on the fetch value of UIBackgroundModes",
            areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.fetch), .systemTerminate, .backgroundEvent(.fetch)],
            expect: .all([
                .excludes(["performFetch", "launched-in-background", "willFinishLaunching", "state:background"], filter: .everything),
                .finalState(.notRunning),
            ])),
        ConformanceCase(
            "FETCH-003", "the app calls the fetch completion handler as soon as it has fetched, so it is suspended again at once",
            rules: ["BGEXEC-124"], subject: .app,
            hint: "check that application:performFetchWithCompletionHandler: calls its completion handler before returning from the work",
            configuration: .with { $0.backgroundModes = [.fetch] }, areas: [.backgroundEvents, .appDuties],
            setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.fetch)],
            expect: .all([.inOrder(["performFetch@background", "state:suspended"], filter: .everything), .finalState(.suspended)])),
    ]

    // MARK: Push-initiated downloads

    static let pushCases: [ConformanceCase] = [
        ConformanceCase(
            "PUSH-001", "a content-available push wakes a suspended app and relaunches a terminated one to start its download",
            rules: ["BGEXEC-128", "BGEXEC-072", "BGEXEC-130", "SCENE-072"],
            hint: "check that a content-available push reaches an app declaring remote-notification, suspended or terminated",
            configuration: .with { $0.backgroundModes = [.remoteNotification] }, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton],
            stimuli: [.remoteNotification(contentAvailable: true), .systemTerminate, .remoteNotification(contentAvailable: true)],
            expect: .all([
                .inOrder(
                    [
                        "state:background", "didReceiveRemoteNotification@background", "launched-in-background(remote-notification)",
                        "didFinishLaunching@background", "didReceiveRemoteNotification@background",
                    ], filter: .everything),
                .excludes(["didBecomeActive", "willEnterForeground"], filter: .callbacks),
            ])),
        ConformanceCase(
            "PUSH-002", "a push without content-available does not start a background download",
            rules: ["BGEXEC-131"],
            hint: "check that only pushes with content-available set to 1 wake the app",
            configuration: .with { $0.backgroundModes = [.remoteNotification] }, areas: [.backgroundEvents],
            setup: [.tapIcon, .homeButton], stimuli: [.remoteNotification(contentAvailable: false)],
            expect: .all([.excludes(["didReceiveRemoteNotification", "state:background"], filter: .everything), .finalState(.suspended)])),
        ConformanceCase(
            "PUSH-003", "without the remote-notification mode a content-available push does not wake the app",
            rules: ["BGEXEC-130"],
            hint: "check that push-initiated downloads depend on the remote-notification value of UIBackgroundModes",
            areas: [.backgroundEvents], setup: [.tapIcon, .homeButton], stimuli: [.remoteNotification(contentAvailable: true)],
            expect: .all([.excludes(["didReceiveRemoteNotification", "state:background"], filter: .everything), .finalState(.suspended)])),
    ]

    // MARK: Newsstand

    static let newsstandCases: [ConformanceCase] = [
        ConformanceCase(
            "NEWSSTAND-001", "a finished Newsstand download wakes the suspended app and relaunches it once terminated",
            rules: ["BGEXEC-138", "BGEXEC-139", "BGEXEC-137", "BGEXEC-141", "BGEXEC-135", "BGEXEC-066"],
            hint: "check that Newsstand downloads go on while the app is suspended or terminated and that their end reaches the app",
            configuration: .with { $0.backgroundModes = [.newsstandContent] }, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.newsstand), .systemTerminate, .backgroundEvent(.newsstand)],
            expect: .all([
                .inOrder(
                    [
                        "state:background", "newsstandDownloadFinished@background", "launched-in-background(newsstand)", "didFinishLaunching@background",
                        "newsstandDownloadFinished@background",
                    ], filter: .everything),
                .excludes(["didBecomeActive", "willEnterForeground"], filter: .callbacks),
            ]))
    ]

    // MARK: Background downloads

    static let downloadCases: [ConformanceCase] = [
        ConformanceCase(
            "DOWNLOAD-001", "a background session's transfers go on without the app: their end wakes it when suspended and relaunches it once terminated",
            rules: [
                "BGEXEC-043", "BGEXEC-040", "APG-094", "APG-116", "BGEXEC-038", "APG-092", "BGEXEC-031", "APG-083", "BGEXEC-006", "APG-082",
            ],
            hint: "check that a finished background URL session reaches the app with application:handleEventsForBackgroundURLSession:completionHandler:",
            configuration: .with { $0.sessionSendsLaunchEvents = true }, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.urlSessionComplete), .systemTerminate, .backgroundEvent(.urlSessionComplete)],
            expect: .all([
                .inOrder(
                    [
                        "state:background", "handleEventsForBackgroundURLSession@background", "launched-in-background(url-session-complete)",
                        "willFinishLaunching@background", "didFinishLaunching@background", "handleEventsForBackgroundURLSession@background",
                    ], filter: .everything),
                .excludes(["didBecomeActive", "willEnterForeground"], filter: .callbacks),
            ])),
        ConformanceCase(
            "DOWNLOAD-002", "a session without sessionSendsLaunchEvents does not relaunch the terminated app",
            rules: ["BGEXEC-034"],
            hint: "check that the relaunch for a background session depends on sessionSendsLaunchEvents",
            areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton, .systemTerminate], stimuli: [.backgroundEvent(.urlSessionComplete)],
            expect: .all([
                .excludes(["launched-in-background", "willFinishLaunching", "handleEventsForBackgroundURLSession"], filter: .everything),
                .finalState(.notRunning),
            ])),
        ConformanceCase(
            "DOWNLOAD-003", "a user force-quit cancels the app's pending background transfers",
            rules: ["APG-095"],
            hint: "check that no background-session event relaunches an app the user force-quit",
            configuration: .with { $0.sessionSendsLaunchEvents = true }, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton, .forceQuit], stimuli: [.backgroundEvent(.urlSessionComplete)],
            expect: .all([
                .excludes(["launched-in-background", "willFinishLaunching", "handleEventsForBackgroundURLSession"], filter: .everything),
                .finalState(.notRunning),
            ])),
    ]

    // MARK: Finite-length background tasks

    static let taskCases: [ConformanceCase] = [
        ConformanceCase(
            "TASK-001",
            "a background task keeps the app running for a limited time; the expiration handler runs before the time is up and, the task ended, the app is suspended",
            rules: [
                "BGEXEC-019", "BGEXEC-013", "APG-086", "LIFECYCLE-059", "STATES-019", "STATES-118", "BGEXEC-012", "BGEXEC-005", "APG-081", "APG-085",
                "BGEXEC-026", "APG-088",
            ],
            hint:
                "check that an outstanding task postpones suspension, that the expiration handler runs while the app still lives, and that ending the task there avoids termination",
            app: .finishingWork, areas: [.backgroundTasks, .backgroundTransitions], setup: [.tapIcon],
            stimuli: [.homeButton, .wait(seconds: 10), .wait(seconds: 3600)],
            expect: .all([
                .check("task began") { evidence in
                    lines(of: evidence, stimulus: 0).contains("task-began") ? nil : "no background task began when the app entered the background"
                },
                .check("still running after entering the background") { keptRunning($0, stimulus: 0) },
                .check("still running 10 s later") { keptRunning($0, stimulus: 1) },
                .inOrder(["expiration-handler", "task-ended", "state:suspended"], filter: .everything),
                .excludes(["terminated("], filter: .everything),
                .finalState(.suspended),
            ])),
        ConformanceCase(
            "TASK-002", "each beginBackgroundTask returns a new, valid token",
            rules: ["BGEXEC-016"],
            hint: "check the token counter of beginBackgroundTask: tokens are never reused and never invalid for an accepted task",
            app: .finishingWork, areas: [.backgroundTasks], setup: [.tapIcon],
            stimuli: [.homeButton, .wait(seconds: 3600), .tapIcon, .homeButton],
            expect: .check("unique tokens") { evidence in
                let began = taskTokens(evidence).began
                if began.count < 2 { return "expected two background tasks to begin, saw \(began.count)" }
                if began.contains(where: { !$0.isValid }) { return "an accepted task was given the invalid token: \(began)" }
                return Set(began).count == began.count ? nil : "a token was returned twice: \(began)"
            }),
        ConformanceCase(
            "TASK-003", "the app ends each background task with its own token before the time runs out and is then suspended",
            rules: ["BGEXEC-014", "APG-087", "BGEXEC-029", "BGEXEC-017"], subject: .app,
            hint: "check that every beginBackgroundTask is matched by endBackgroundTask with the same token, at the latest in the expiration handler",
            areas: [.backgroundTasks, .appDuties], setup: [.tapIcon], stimuli: [.homeButton, .wait(seconds: 3600)],
            expect: .all([
                .dutiesMet,
                .excludes(["terminated(background-task-overrun)"], filter: .everything),
                .check("tokens ended") { evidence in
                    let (began, ended) = taskTokens(evidence)
                    let stray = ended.filter { !began.contains($0) }
                    let open = began.filter { !ended.contains($0) }
                    if !stray.isEmpty { return "endBackgroundTask was called with tokens that no task of this run had: \(stray)" }
                    return open.isEmpty ? nil : "tasks never ended: \(open)"
                },
                .finalState(.suspended),
            ])),
    ]

    // MARK: Responsible background duties (app side) and foreground priority

    static let dutyCases: [ConformanceCase] = [
        ConformanceCase(
            "DUTY-001", "the app does no OpenGL ES work in the background, neither on entering it nor when woken there",
            rules: ["BGEXEC-188", "BGEXEC-189", "BGEXEC-191", "APG-122", "STATES-133"], subject: .app,
            hint: "check that the app finishes its OpenGL ES work in didEnterBackground and creates no context and draws nothing when woken in the background",
            configuration: .with { $0.backgroundModes = [.fetch] }, areas: [.appDuties, .backgroundEvents], setup: [.tapIcon],
            stimuli: [.homeButton, .backgroundEvent(.fetch)],
            expect: .all([
                .dutiesMet,
                .excludes(["terminated(gl-in-background)"], filter: .everything),
                .check("no OpenGL ES after a background wake") { evidence in
                    evidence.holdings.glWorkActive || evidence.holdings.glContexts > 0
                        ? "after the background wake the app holds \(evidence.holdings.glContexts) OpenGL ES context(s), work active: \(evidence.holdings.glWorkActive)"
                        : nil
                },
            ])),
        ConformanceCase(
            "DUTY-002", "the app cancels its Bonjour services and closes its listening sockets before it is suspended",
            rules: ["BGEXEC-192", "APG-124", "STATES-132", "BGEXEC-193", "APG-125"], subject: .app,
            hint: "check what the app's didEnterBackground does with its network services",
            areas: [.appDuties], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .dutiesMet),
        ConformanceCase(
            "DUTY-003", "the app saves its state before it moves to the background",
            rules: ["BGEXEC-201", "APG-129"], subject: .app,
            hint: "check that unsaved user data is written by the time didEnterBackground returns",
            areas: [.appDuties], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .dutiesMet),
        ConformanceCase(
            "DUTY-004", "the app stops using shared system resources before it is suspended",
            rules: ["BGEXEC-203", "APG-132"], subject: .app,
            hint: "check that the camera, contacts, calendars and microphone are released on entering the background",
            areas: [.appDuties], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .dutiesMet),
        ConformanceCase(
            "DUTY-005", "the app dismisses its alerts and action sheets before it moves to the background",
            rules: ["APG-136"], subject: .app,
            hint: "check that open alert views and action sheets are resolved in didEnterBackground",
            areas: [.appDuties], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .dutiesMet),
        ConformanceCase(
            "DUTY-006", "under memory pressure the foreground app is warned, not terminated, whatever the background apps free",
            rules: ["BGEXEC-186", "APG-120"],
            hint: "check that memory pressure never ends the foreground app: other apps are purged and the foreground app gets a memory warning",
            areas: [.memoryPressure], setup: [.tapIcon], stimuli: [.memoryPressure(megabytes: 5000)],
            expect: .all([
                .inOrder(["didReceiveMemoryWarning@active"], filter: .callbacks),
                .excludes(["terminated("], filter: .events),
                .finalState(.active),
            ])),
    ]

    // MARK: Local notifications

    static let notifyCases: [ConformanceCase] = [
        ConformanceCase(
            "NOTIFY-001", "a local notification that fires while the app is active goes to application:didReceiveLocalNotification:, not to the user",
            rules: ["BGEXEC-165", "BGEXEC-157", "APG-106"],
            hint: "check the delivery of a firing local notification to an active app",
            areas: [.localNotifications], setup: [.tapIcon, .scheduleLocalNotifications(count: 1)], stimuli: [.fireLocalNotification],
            expect: .all([
                .callbacks(["didReceiveLocalNotification@active"]),
                .excludes(["local-delivered(user)"], filter: .everything),
                .finalState(.active),
            ])),
        ConformanceCase(
            "NOTIFY-002",
            "a local notification scheduled from the background fires to the user while the app is suspended and does not bring the app forward",
            rules: ["BGEXEC-164", "APG-105", "APG-104"],
            hint: "check that a notification firing for a suspended app is shown to the user with no callback and no state change",
            app: .finishingWork, areas: [.localNotifications, .backgroundTasks], setup: [.tapIcon, .homeButton],
            stimuli: [.scheduleLocalNotifications(count: 1), .wait(seconds: 3600), .fireLocalNotification],
            expect: .all([
                .check("scheduled from the background") { evidence in
                    lines(of: evidence, stimulus: 0).contains("local-scheduled(1,0)")
                        ? nil : "the background app could not schedule a notification: \(lines(of: evidence, stimulus: 0))"
                },
                .check("shown to the user only") { evidence in
                    let fired = lines(of: evidence, stimulus: 2)
                    return fired == ["local-delivered(user)"] ? nil : "expected only local-delivered(user) when the notification fired, observed \(fired)"
                },
                .finalState(.suspended),
            ])),
        ConformanceCase(
            "NOTIFY-003", "the system keeps at most 128 scheduled local notifications per app",
            rules: ["BGEXEC-162"],
            hint: "check the limit on scheduled local notifications",
            areas: [.localNotifications], setup: [.tapIcon], stimuli: [.scheduleLocalNotifications(count: 100), .scheduleLocalNotifications(count: 30)],
            expect: .trace(oneOf: [["local-scheduled(100,0)", "local-scheduled(128,2)"]], filter: .everything)),
        ConformanceCase(
            "NOTIFY-101", "a scheduled local notification still fires, to the user, after the app has been terminated",
            rules: ["BGEXEC-164"], hint: "check that scheduled local notifications belong to the system, not to the app's process",
            areas: [.localNotifications], setup: [.tapIcon, .scheduleLocalNotifications(count: 1), .homeButton, .systemTerminate],
            stimuli: [.fireLocalNotification],
            expect: .all([.trace(oneOf: [["local-delivered(user)"]], filter: .everything), .finalState(.notRunning)])),
    ]
}
