import LifecycleCommandLine
import LifecycleModel
import LifecycleSpec

extension BackgroundMode: ArgumentValue {
    /// `MODE`.
    public static var valueName: String { "MODE" }
}

extension SleepWakeBehaviour: ArgumentValue {
    /// `READING`.
    public static var valueName: String { "READING" }
}

extension RuleLevel: ArgumentValue {
    /// `LEVEL`.
    public static var valueName: String { "LEVEL" }
}

extension RuleSubject: ArgumentValue {
    /// `SUBJECT`.
    public static var valueName: String { "SUBJECT" }
}

extension Testability: ArgumentValue {
    /// `TESTABILITY`.
    public static var valueName: String { "TESTABILITY" }
}
