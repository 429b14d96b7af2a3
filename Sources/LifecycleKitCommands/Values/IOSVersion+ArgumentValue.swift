import LifecycleCommandLine
import LifecycleSpec

extension IOSVersion: ArgumentValue {
    /// A version such as `12.0` or `13`.
    public init(argument: String) throws(InvalidArgumentValue) {
        guard let version = IOSVersion(parsing: argument) else { throw InvalidArgumentValue(expectedID: "value.ios-version") }
        self = version
    }

    /// `VERSION`.
    public static var valueName: String { "VERSION" }
    /// `12.0`.
    public var argumentText: String { description }
}
