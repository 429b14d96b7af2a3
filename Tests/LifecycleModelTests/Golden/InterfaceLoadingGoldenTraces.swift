import LifecycleModel
import LifecycleSpec
import Testing

/// Golden traces for loading the interface at launch, written from the launch cycle of the
/// App States chapter (the main function loads the main interface file the Info.plist names;
/// a storyboard's initial view controller goes into the window, a nib's contents are only
/// loaded; a background launch loads the file but keeps the window hidden; a device held in
/// another orientation has the root view controller rotate before the window shows) and from
/// the scene article (windows shown and viewWillAppear: once the activation method returns).
@Suite("Golden traces for loading the interface", .tags(.golden, .required), .citedRulesExist)
struct InterfaceLoadingGoldenTraces {
    /// Callbacks and interface observations, in the order reported.
    static func interface(_ observations: [Observation]) -> [String] {
        observations.compactMap { observation in
            switch observation {
            case .callback(let callback, let receiver, _): (receiver == .sceneDelegate ? "scene." : "") + callback.shortName
            case .interfaceFileLoaded(let file): "loaded \(file)"
            case .initialViewControllerInstalled: "root installed"
            case .rootViewControllerRotated: "root rotated"
            case .windowMadeVisible: "window visible"
            case .viewWillAppear: "viewWillAppear"
            default: nil
            }
        }
    }

    @Test("[STATES-056, STATES-057, STATES-062, APG-206, LIFECYCLE-009, SCENE-023, SCENE-024] a storyboard app's launch into the foreground")
    func storyboardLaunch() throws {
        let scenario = try Scenario { $0.mainStoryboardFile = "Main" }
        #expect(
            Self.interface(try scenario.run(.tapIcon)) == [
                "loaded storyboard:Main", "root installed", "willFinishLaunching", "didFinishLaunching", "didBecomeActive", "window visible",
                "viewWillAppear",
            ])
    }

    @Test("[STATES-056, STATES-058, STATES-062] a nib app's launch loads the nib and installs nothing")
    func nibLaunch() throws {
        let scenario = try Scenario { $0.mainNibFile = "MainWindow" }
        #expect(
            Self.interface(try scenario.run(.tapIcon)) == [
                "loaded nib:MainWindow", "willFinishLaunching", "didFinishLaunching", "didBecomeActive", "window visible", "viewWillAppear",
            ])
    }

    @Test("[APG-215, STATES-042] a launch into the background loads the interface file and keeps the window hidden")
    func backgroundLaunch() throws {
        let scenario = try Scenario {
            $0.mainStoryboardFile = "Main"
            $0.backgroundModes = [.fetch]
        }
        let trace = Self.interface(try scenario.run(.backgroundEvent(.fetch)))
        #expect(trace.prefix(2) == ["loaded storyboard:Main", "root installed"])
        #expect(!trace.contains("window visible") && !trace.contains("viewWillAppear"))
        // Brought to the foreground later, the app's window is shown after the activation.
        #expect(Self.interface(try scenario.run(.tapIcon)) == ["willEnterForeground", "didBecomeActive", "window visible", "viewWillAppear"])
    }

    @Test("[STATES-070] a device held in landscape at launch: the root view controller rotates before the window shows")
    func landscapeLaunch() throws {
        let scenario = try Scenario {
            $0.mainStoryboardFile = "Main"
            $0.deviceOrientationAtLaunch = .landscape
        }
        let trace = Self.interface(try scenario.run(.tapIcon))
        let rotated = try #require(trace.firstIndex(of: "root rotated"))
        let shown = try #require(trace.firstIndex(of: "window visible"))
        #expect(rotated < shown)
    }

    @Test("[SCENE-023, SCENE-024] a scene-based app: the window shows once sceneDidBecomeActive: has returned")
    func sceneLaunch() throws {
        let scenario = try Scenario {
            $0.iosVersion = IOSVersion(13, 0)
            $0.linkedSDKVersion = IOSVersion(13, 0)
            $0.appSupportsScenes = true
        }
        let trace = Self.interface(try scenario.run(.tapIcon))
        #expect(trace.suffix(3) == ["scene.sceneDidBecomeActive", "window visible", "viewWillAppear"])
        #expect(!trace.contains { $0.hasPrefix("loaded") }, "nothing named in the Info.plist, nothing loaded: the app builds its window in code")
    }

}
