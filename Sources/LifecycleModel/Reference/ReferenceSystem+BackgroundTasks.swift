extension ReferenceSystem {
    /// Advances the clock, running expiration handlers shortly before background time runs
    /// out and ending the process when tasks outlive it.
    func advanceClock(by seconds: Double) throws(LifecycleError) {
        let target = clock + seconds
        if state == .background, let app {
            if let budget = tables.budget(for: .backgroundTask, on: configuration.iosVersion), !backgroundTasks.isEmpty {
                let expiry = backgroundEnteredAt + budget.seconds
                let lead = tables.budget(for: .backgroundTaskExpirationWarning, on: configuration.iosVersion)?.seconds ?? 0
                let warning = expiry - lead
                if target >= warning {
                    clock = max(clock, warning)
                    for index in backgroundTasks.indices where !backgroundTasks[index].warned {
                        backgroundTasks[index].warned = true
                    }
                    var handlerSeconds = 0.0
                    for token in backgroundTasks.map(\.token) {
                        output.append(.expirationHandlerCalled(token))
                        handlerSeconds += app.backgroundTaskWillExpire(token, services: self)
                    }
                    // The handlers run in the time left before expiry; one still running when
                    // it is up ends the app (BGEXEC-027: termination is imminent).
                    if clock + handlerSeconds > expiry {
                        clock = expiry
                        endProcess(.expirationHandlerOverrun)
                        clock = max(target, clock)
                        return
                    }
                }
                if target >= expiry && !backgroundTasks.isEmpty {
                    clock = expiry
                    endProcess(.backgroundTaskOverrun)
                    clock = target
                    return
                }
            }
            if let deadline = eventWorkDeadline, target >= deadline {
                eventWorkDeadline = nil
            }
        }
        clock = target
    }
}
