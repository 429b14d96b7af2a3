/// Every conformance case of the kit, in a stable order. Third parties run exactly these.
public enum ConformanceSuite {
    /// Every case, grouped by library file: launch, interruptions, background and foreground
    /// transitions, termination, and so on.
    public static let allCases: [ConformanceCase] =
        LaunchCases.all + InterruptionCases.all + BackgroundTransitionCases.all + ForegroundTransitionCases.all + TerminationCases.all
        + RestoreCases.all + URLCases.all + ProtectCases.all + StructureCases.all
        + LifecycleStateCases.all + EnvironmentCases.all
        + ModeCases.all + AudioCases.all + LocationCases.all + VoIPCases.all
        + AccessoryCases.all + FetchCases.all + PushCases.all + NewsstandCases.all + DownloadCases.all
        + TaskCases.all + DutyCases.all + NotifyCases.all + WidgetCases.all + WatchAppCases.all
        + UIKitExtensionCases.all + RelaunchMatrix.all + BackgroundModeMatrix.all

    /// The case with an id, if any.
    public static func `case`(_ id: String) -> ConformanceCase? { allCases.first { $0.id == id } }
}
