import LifecycleModel

/// Duties at launch (DUTY-103): an app that draws with OpenGL ES waits for the activation,
/// so nothing is set up for drawing, and nothing is drawn, when the finish-launching methods
/// return (STATES-066, STATES-067; callback-duty rows CD-050…053).
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
            ])
    ]
}
