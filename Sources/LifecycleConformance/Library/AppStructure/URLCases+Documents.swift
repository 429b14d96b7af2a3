import LifecycleModel

/// Files sent to the app (URL-201…202): the system hands over only files whose type the app
/// declares (APG-392), and an app that receives one while in the background notes that it
/// waits to be opened (APG-395).
extension URLCases {
    /// An app that declares PNG images among its document types, and nothing else.
    static let opensPNG = Configuration.with { $0.documentTypes = ["public.png"] }

    static let documents: [ConformanceCase] = [
        ConformanceCase(
            "URL-201", "a file reaches the app only when the app declares its type among its document types",
            hint: "check that the UTIs of the app's document types decide which files are handed to application:openURL:…",
            configuration: opensPNG, areas: [.urlHandling], setup: [.tapIcon],
            stimuli: [.receiveFile(type: "public.png"), .receiveFile(type: "com.adobe.pdf")],
            checks: [
                CaseCheck(
                    "a file of a declared type is handed to the app's open-URL method", rules: ["APG-392"],
                    .check("the declared file is handed over") { evidence in
                        let handed = evidence.perStimulus.first.map(handsFileOver) ?? false
                        return handed ? nil : "a file of the declared type public.png never reached the app's open-URL method"
                    }),
                CaseCheck(
                    "a file of a type the app does not declare is not handed to it", rules: ["APG-392"],
                    .check("the undeclared file is not handed over") { evidence in
                        let handed = evidence.perStimulus.dropFirst().first.map(handsFileOver) ?? false
                        return handed ? "a file of the undeclared type com.adobe.pdf reached the app's open-URL method" : nil
                    }),
            ]),
        ConformanceCase(
            "URL-202", "an app handed a file while in the background notes that the file waits to be opened",
            subject: .app, hint: "check that application:openURL:… called while the app is in the background records a pending file",
            configuration: opensPNG, areas: [.urlHandling], setup: [.tapIcon, .homeButton], stimuli: [.receiveFile(type: "public.png")],
            checks: [
                CaseCheck(
                    "after receiving a file in the background the app holds a note that a file is waiting", rules: ["APG-395"],
                    .check("the file received in the background is noted") { evidence in
                        // A system that brings the app forward for the file leaves the app nothing to note.
                        guard let first = evidence.perStimulus.first, first.contains(where: isBackgroundFileHandOver),
                            let after = evidence.holdingsAfter.first
                        else { return nil }
                        return after.filePending ? nil : "the app received a file in the background but noted no file waiting to be opened"
                    })
            ]),
    ]

    /// Whether the observations hold a call of an open-URL method (app or scene delegate).
    static func handsFileOver(_ observations: [Observation]) -> Bool {
        observations.contains { observation in
            guard case .callback(let callback, _, _) = observation else { return false }
            return callback == .openURL || callback == .sceneOpenURLContexts
        }
    }

    /// Whether the observation is an open-URL call the app receives while in the background.
    static func isBackgroundFileHandOver(_ observation: Observation) -> Bool {
        guard case .callback(let callback, _, let state) = observation else { return false }
        return (callback == .openURL || callback == .sceneOpenURLContexts) && state == .background
    }
}
