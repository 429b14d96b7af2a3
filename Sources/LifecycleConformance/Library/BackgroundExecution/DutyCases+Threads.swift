import LifecycleModel

/// Threads (THREAD-001…002): the app side declares which thread its work runs on, the way
/// it declares lengthy work on the main thread (DUTY-104). Work on views, Core Animation and
/// other UIKit classes stays on the main thread at launch, activation and on entering the
/// background (LIFECYCLE-080, LIFECYCLE-082, APG-073; callback-duty rows CD-080…083), and
/// from launch on the app hands its concurrent work to GCD, operation queues or asynchronous
/// interfaces instead of threads of its own (LIFECYCLE-078; rows CD-084…085).
extension DutyCases {
    static let threads: [ConformanceCase] = [
        ConformanceCase(
            "THREAD-001", "the app does its UIKit and Core Animation work on the main thread",
            subject: .app,
            hint:
                "check that every change to views, layers and other UIKit objects is made on the main thread, for example by dispatching it to the main queue",
            areas: [.appDuties], stimuli: [.tapIcon, .homeButton],
            checks: [
                .duty("no UIKit work runs off the main thread when a life-cycle callback returns", rules: ["LIFECYCLE-080", "LIFECYCLE-082", "APG-073"])
            ]),
        ConformanceCase(
            "THREAD-002", "the app leaves thread management to GCD and operation queues",
            subject: .app,
            hint: "check that concurrent work is submitted to dispatch or operation queues rather than to threads the app creates itself",
            areas: [.appDuties], stimuli: [.tapIcon],
            checks: [
                .duty("no thread of the app's own making runs when the finish-launching methods return", rules: ["LIFECYCLE-078"])
            ]),
    ]
}
