import LifecycleModel

/// Duties at launch (DUTY-103…104): an app that draws with OpenGL ES waits for the activation,
/// so nothing is set up for drawing, and nothing is drawn, when the finish-launching methods
/// return (STATES-066, STATES-067; callback-duty rows CD-050…053); and no lengthy work runs
/// on the main thread, as the app side declares it, at launch, activation and on entering the
/// background (LIFECYCLE-083, LIFECYCLE-084, LIFECYCLE-086; rows CD-054…057); a VoIP app has
/// its keep-alive handler installed before it is in the background (BGEXEC-110; DUTY-106).
extension DutyCases {
    static let launch: [ConformanceCase] = [
        ConformanceCase(
            "DUTY-103", "an OpenGL ES app neither sets up nor starts drawing before applicationDidBecomeActive:",
            subject: .app,
            hint: "check that the OpenGL ES context and the first drawing calls come in applicationDidBecomeActive:, not in the finish-launching methods",
            areas: [.appDuties], stimuli: [.tapIcon],
            checks: [
                .duty("no OpenGL ES context exists when the finish-launching methods return", rules: ["STATES-066"]),
                .duty("no OpenGL ES drawing is under way when the finish-launching methods return", rules: ["STATES-067"]),
            ]),
        ConformanceCase(
            "DUTY-104", "the app keeps lengthy work off its main thread at launch, on activation and on entering the background",
            subject: .app,
            hint: "check that network and file access and the processing of large data go through GCD or operation queues, never the main thread",
            areas: [.appDuties], stimuli: [.tapIcon, .homeButton],
            checks: [
                .duty(
                    "no lengthy work runs on the main thread when the finish-launching methods return",
                    rules: ["LIFECYCLE-086", "LIFECYCLE-085", "LIFECYCLE-087"]),
                .duty("no lengthy work runs on the main thread when a life-cycle callback returns", rules: ["LIFECYCLE-083", "LIFECYCLE-084"]),
            ]),
        // BGEXEC-110 (VoIP step 3): rows CD-061/062. Met by any app that configures no VoIP
        // sockets, so the case asks something only of a VoIP app.
        ConformanceCase(
            "DUTY-106", "a VoIP app installs its keep-alive handler before it moves to the background",
            subject: .app,
            hint:
                "check that an app whose sockets are configured for VoIP calls setKeepAliveTimeout:handler: by the time applicationDidEnterBackground: returns",
            configuration: .with { $0.backgroundModes = [.voip] }, app: .with { $0.providesVoIPCalls = true }, areas: [.appDuties],
            stimuli: [.tapIcon, .homeButton],
            checks: [.duty("the keep-alive handler is installed when the background method returns", rules: ["BGEXEC-110"])]),
    ]
}
