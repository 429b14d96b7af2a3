import LifecycleModel

/// Background execution: background modes, finite-length tasks, background events and
/// relaunch, local notifications, and the duties of a responsible background app.
enum BackgroundExecutionCases {
    static let all: [ConformanceCase] =
        taskCases + dutyCases + notifyCases

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
