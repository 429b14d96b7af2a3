import LifecycleConformance

/// What was checked: the implementation, its version, the adapter that drove it and the
/// capabilities it declared.
public struct ImplementationInfo: Sendable, Hashable, Codable {
    public var name: String
    public var version: String
    public var adapter: String
    /// The declared capabilities; nil when the run does not state them (an event stream).
    public var capabilities: CapabilitiesEntry?

    public init(name: String, version: String, adapter: String, capabilities: CapabilitiesEntry?) {
        self.name = name
        self.version = version
        self.adapter = adapter
        self.capabilities = capabilities
    }

    /// The description of a built-in or third-party adapter.
    public init(adapter: any LifecycleAdapter) {
        self.init(name: adapter.name, version: adapter.version, adapter: adapter.name, capabilities: CapabilitiesEntry(adapter.capabilities))
    }
}

/// `AdapterCapabilities` with its sets as sorted lists, so `report.json` is deterministic.
public struct CapabilitiesEntry: Sendable, Hashable, Codable {
    public var iosFrom: String?
    public var iosBefore: String?
    public var scenes: Bool
    public var multitasking: Bool
    public var noMultitaskingConfigurations: Bool
    public var alternativeReadings: Bool
    public var backgroundModes: [String]
    public var areas: [String]

    public init(_ capabilities: AdapterCapabilities) {
        iosFrom = capabilities.iosVersions.from?.description
        iosBefore = capabilities.iosVersions.before?.description
        scenes = capabilities.scenes
        multitasking = capabilities.multitasking
        noMultitaskingConfigurations = capabilities.noMultitaskingConfigurations
        alternativeReadings = capabilities.alternativeReadings
        backgroundModes = capabilities.backgroundModes.map(\.rawValue).sorted()
        areas = capabilities.areas.map(\.rawValue).sorted()
    }
}
