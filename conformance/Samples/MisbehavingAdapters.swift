import Foundation
import LifecycleConformance
import LifecycleModel

/// Adapters that misbehave as code rather than as a life cycle: they throw, hang or trap.
/// They show that one bad case fails alone and the run goes on.
public enum Misbehaviour: String, Sendable, CaseIterable {
    /// `makeSystem()` throws.
    case throwsOnCreation = "throws-on-creation"
    /// Blocks forever when asked to answer a call.
    case hangsOnAnswerCall = "hangs-on-answer-call"
    /// Traps (a Swift runtime crash) when the device reboots.
    case trapsOnReboot = "traps-on-reboot"
}

/// An adapter with one code-level misbehaviour and otherwise the reference behaviour.
public struct MisbehavingAdapter: LifecycleAdapter {
    /// The misbehaviour the adapter shows.
    public let misbehaviour: Misbehaviour
    /// Creates an adapter with one misbehaviour.
    public init(_ misbehaviour: Misbehaviour) { self.misbehaviour = misbehaviour }
    /// `misbehaving-<misbehaviour>`.
    public var name: String { "misbehaving-\(misbehaviour.rawValue)" }
    /// The adapter contract version.
    public var version: String { adapterContractVersion }

    /// The reference system wrapped with the misbehaviour.
    ///
    /// - Throws: An error for ``Misbehaviour/throwsOnCreation``.
    public func makeSystem() throws -> (any SystemSide)? {
        if misbehaviour == .throwsOnCreation { throw MisbehaviourError() }
        return MisbehavingSystem(misbehaviour: misbehaviour, reference: try ReferenceSystem())
    }

    /// A reference app.
    public func makeApp() throws -> (any AppSide)? { ReferenceApp() }
}

struct MisbehaviourError: Error, CustomStringConvertible {
    var description: String { "the emulator failed to start (simulated)" }
}

/// The reference system with a misbehaviour on one stimulus.
final class MisbehavingSystem: SystemSide {
    let misbehaviour: Misbehaviour
    let reference: ReferenceSystem

    init(misbehaviour: Misbehaviour, reference: ReferenceSystem) {
        self.misbehaviour = misbehaviour
        self.reference = reference
    }

    var state: AppState { reference.state }

    func configure(_ configuration: Configuration, app: any AppSide) throws(LifecycleError) {
        try reference.configure(configuration, app: app)
    }

    func send(_ stimulus: Stimulus) throws(LifecycleError) -> [Observation] {
        switch (misbehaviour, stimulus) {
        case (.hangsOnAnswerCall, .answerCall):
            // A deadlock: the thread waits for something that never comes.
            DispatchSemaphore(value: 0).wait()
        case (.trapsOnReboot, .reboot):
            let registers: [Int] = []
            _ = registers[0]
        default:
            break
        }
        return try reference.send(stimulus)
    }
}

/// A misbehaving system answers the app's questions as the reference system does.
extension MisbehavingSystem: ForwardingSystemServices {
    /// The reference system underneath.
    var forwardedServices: any SystemServices { reference }
}
