import LifecycleModel

/// Behaviour of UIKit the five documents do not describe (contract §11): the app-level
/// notifications they never name and the scene-connection call. Every check here is an
/// extension check; its rules have level `extension` and never count toward the verdict.
enum UIKitExtensionCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "EXTENSION-001", "UIKit posts the launch and activation notifications along with their callbacks",
            hint: "check that UIApplicationDidFinishLaunchingNotification and UIApplicationDidBecomeActiveNotification are posted with their callbacks",
            stimuli: [.tapIcon],
            checks: [
                CaseCheck(
                    "UIApplicationDidFinishLaunchingNotification accompanies application:didFinishLaunchingWithOptions:", rules: ["EXT-001"],
                    .inOrder(["didFinishLaunching@*", "post UIApplicationDidFinishLaunchingNotification"], filter: .events), isExtension: true),
                CaseCheck(
                    "UIApplicationDidBecomeActiveNotification accompanies applicationDidBecomeActive:", rules: ["EXT-002"],
                    .inOrder(["didBecomeActive@*", "post UIApplicationDidBecomeActiveNotification"], filter: .events), isExtension: true),
            ]),
        ConformanceCase(
            "EXTENSION-002", "UIKit posts the resign-active notification along with its callback",
            hint: "check that UIApplicationWillResignActiveNotification is posted when the app resigns active",
            areas: [.interruptions], setup: [.tapIcon], stimuli: [.incomingCall],
            checks: [
                CaseCheck(
                    "UIApplicationWillResignActiveNotification accompanies applicationWillResignActive:", rules: ["EXT-003"],
                    .inOrder(["willResignActive@*", "post UIApplicationWillResignActiveNotification"], filter: .events), isExtension: true)
            ]),
        ConformanceCase(
            "EXTENSION-003", "UIKit posts the termination notification along with applicationWillTerminate:",
            hint: "check that UIApplicationWillTerminateNotification is posted when a running app is terminated",
            app: .finishingWork, areas: [.termination], setup: [.tapIcon, .homeButton], stimuli: [.systemTerminate],
            checks: [
                CaseCheck(
                    "UIApplicationWillTerminateNotification accompanies applicationWillTerminate:", rules: ["EXT-004"],
                    .inOrder(["willTerminate@*", "post UIApplicationWillTerminateNotification"], filter: .events), isExtension: true)
            ]),
        ConformanceCase(
            "EXTENSION-004", "a scene-based launch connects the scene before it first becomes active",
            hint: "check that scene(_:willConnectTo:options:) is called after the launch methods and before sceneDidBecomeActive(_:)",
            configuration: .scenes, stimuli: [.tapIcon],
            checks: [
                CaseCheck(
                    "the scene connects between the launch methods and its activation", rules: ["EXT-005"],
                    .inOrder(["didFinishLaunching@*", "scene.sceneWillConnect@*", "scene.sceneDidBecomeActive@*"], filter: .callbacks),
                    isExtension: true)
            ]),
    ]
}
