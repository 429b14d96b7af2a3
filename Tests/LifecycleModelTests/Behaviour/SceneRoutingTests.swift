import Testing
import LifecycleModel
import LifecycleSpec

@Suite("Scene-delegate routing on iOS 13 and later, app-delegate routing before", .tags(.scenes), .citedRulesExist)
struct SceneRoutingTests {
    @Test("[SCENE-041] on iOS 13 a scene-based app's deactivation and background callbacks go to the scene delegate", .tags(.required))
    func sceneRoutingOnIOS13() throws {
        let scenario = try Scenario {
            $0.iosVersion = IOSVersion(13, 0)
            $0.linkedSDKVersion = IOSVersion(13, 0)
            $0.appSupportsScenes = true
        }
        let launch = TraceProjection.events(try scenario.trace(.tapIcon))
        #expect(launch.contains("scene.sceneWillConnect@inactive"))
        #expect(launch.contains { $0.hasPrefix("scene.sceneDidBecomeActive") })
        #expect(!launch.contains { $0.hasPrefix("didBecomeActive") })
        let home = TraceProjection.events(try scenario.trace(.homeButton)).filter { !$0.hasPrefix("post ") }
        #expect(home == ["scene.sceneWillResignActive@active", "scene.sceneDidEnterBackground@background", "snapshot"])
    }

    @Test("[SCENE-042] the same app on iOS 12 gets the app-delegate callbacks", .tags(.required))
    func appDelegateRoutingBefore13() throws {
        let scenario = try Scenario { $0.appSupportsScenes = true }
        try scenario.run(.tapIcon)
        let home = TraceProjection.events(try scenario.trace(.homeButton)).filter { !$0.hasPrefix("post ") }
        #expect(home == ["willResignActive@active", "didEnterBackground@background", "snapshot"])
    }
}
