/// Every conformance case of the kit, in a stable order. Third parties run exactly these.
public enum ConformanceSuite {
    /// Every case, grouped by family: launch, interruptions, background and foreground
    /// transitions, termination, and so on.
    public static let allCases: [ConformanceCase] =
        LaunchCases.all + InterruptCases.all + BackgroundCases.all + ForegroundCases.all + SuspendCases.all + SnapshotCases.all + TerminateCases.all
        + MemoryCases.all + AppStructureCases.all + StateCases.all + QueuedCases.all + EnvironmentCases.all + BackgroundExecutionCases.all
        + ExtensionCases.all + VoIPCases.all + UIKitExtensionCases.all

    /// The case with an id, if any.
    public static func `case`(_ id: String) -> ConformanceCase? { allCases.first { $0.id == id } }
}
