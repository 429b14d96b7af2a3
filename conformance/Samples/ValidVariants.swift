import LifecycleConformance
import LifecycleModel

/// A way of reporting the life cycle that differs from the reference's habits where the
/// documents leave a freedom (`conformance/observation-contract.md`). Each variant uses one
/// freedom; each must conform. They guard against false alarms, as the broken samples
/// guard against missed faults.
public enum SystemVariant: String, Sendable, CaseIterable {
    /// Reports every state change of a stimulus before its callbacks (contract §3).
    case statesBeforeCallbacks = "states-before-callbacks"
    /// Reports every state change of a stimulus after everything else (contract §3).
    case statesAfterCallbacks = "states-after-callbacks"
    /// Reports the end of the process before the change to not running (contract §6).
    case terminatedBeforeStateChange = "terminated-before-state-change"
    /// A suspended app returning to the foreground passes through background first (contract §3).
    case resumeThroughBackground = "resume-through-background"
    /// Posts each documented notification just before its callback rather than after (contract §4).
    case notificationsBeforeCallbacks = "notifications-before-callbacks"
    /// Posts none of the life-cycle notifications the documents never name (contract §4).
    case documentedNotificationsOnly = "documented-notifications-only"
    /// A scene-based app's process posts no app-level life-cycle notification (contract §4).
    case sceneAppWithoutApplicationNotifications = "scene-app-without-application-notifications"
    /// Names every ordinary end of the process by whether the app was told, not by its cause (contract §6).
    case plainTerminationKinds = "plain-termination-kinds"
    /// Reports none of the kit's bookkeeping records (contract §8).
    case noBookkeepingRecords = "no-bookkeeping-records"
    /// Delivers queued-change notifications after the stimulus's callbacks, kinds in reverse order (contract §7).
    case queuedChangesLast = "queued-changes-last"
    /// Reports the system's answers to the app's requests after the callback that asked (contract §8).
    case answersAfterCallbacks = "answers-after-callbacks"
    /// Reports what the screen shows after everything else of a stimulus, the status bar's
    /// changes before the pictures of the app (contract §12).
    case screenReportedLast = "screen-reported-last"
    // Interface loading.
    /// Loads the main interface file, and installs a storyboard's controller, after
    /// `application:willFinishLaunchingWithOptions:` rather than before it (contract §13).
    case interfaceLoadedInsideLaunch = "interface-loaded-inside-launch"
    /// Sends `viewWillAppear:` before making the window visible (contract §13).
    case viewWillAppearBeforeWindow = "view-will-appear-before-window"
    /// Reports the rotation of the root view controller as soon as the interface is loaded,
    /// long before the window shows (contract §13).
    case rotationAtLoad = "rotation-at-load"
}

/// The reference system reporting its observations the way a variant does.
public final class VariantSystem: SystemSide {
    let variant: SystemVariant
    let reference: ReferenceSystem
    private var usesScenes = false

    /// The reference system over the bundled tables, reporting as `variant` does.
    public init(_ variant: SystemVariant) throws {
        self.variant = variant
        reference = try ReferenceSystem()
    }

    /// The reference system's state.
    public var state: AppState { reference.state }

    /// Configures the reference system.
    public func configure(_ configuration: Configuration, app: any AppSide) throws(LifecycleError) {
        usesScenes = configuration.usesScenes
        try reference.configure(configuration, app: app)
    }

    /// The reference's observations, reported the variant's way.
    public func send(_ stimulus: Stimulus) throws(LifecycleError) -> [Observation] {
        let before = reference.state
        return ObservationRewriting.rewrite(try reference.send(stimulus), as: variant, stateBefore: before, usesScenes: usesScenes)
    }
}

/// A conforming sample: the reference system reporting as one variant does, with the reference app.
public struct VariantAdapter: LifecycleAdapter {
    /// The freedom the adapter uses.
    public let variant: SystemVariant
    /// An adapter for one variant.
    public init(_ variant: SystemVariant) { self.variant = variant }
    /// `variant-<variant>`.
    public var name: String { "variant-\(variant.rawValue)" }
    /// The adapter contract version.
    public var version: String { adapterContractVersion }
    /// A ``VariantSystem``.
    public func makeSystem() throws -> (any SystemSide)? { try VariantSystem(variant) }
    /// A reference app.
    public func makeApp() throws -> (any AppSide)? { ReferenceApp() }
}

/// A variant answers the app's questions as the reference system does: the variants differ
/// only in how they report.
extension VariantSystem: ForwardingSystemServices {
    /// The reference system underneath.
    public var forwardedServices: any SystemServices { reference }
}
