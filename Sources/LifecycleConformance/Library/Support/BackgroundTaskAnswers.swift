import LifecycleModel

/// The tokens of the background tasks the system began and ended during the checked stimuli.
/// `task-began` and `task-ended` are answers to the app's own calls: the contract fixes their
/// values and leaves their position free (§8), so only the tokens are read, never where they
/// stand in the trace.
struct BackgroundTaskAnswers {
    /// The tokens `beginBackgroundTask` returned, as a list (a token given twice appears twice).
    let began: [BackgroundTaskToken]
    /// The tokens the app passed to `endBackgroundTask:`.
    let ended: [BackgroundTaskToken]

    /// The answers of the checked stimuli.
    init(_ evidence: CaseEvidence) {
        var began: [BackgroundTaskToken] = []
        var ended: [BackgroundTaskToken] = []
        for observation in evidence.observations {
            switch observation {
            case .backgroundTaskBegan(let token): began.append(token)
            case .backgroundTaskEnded(let token): ended.append(token)
            default: break
            }
        }
        self.began = began
        self.ended = ended
    }
}
