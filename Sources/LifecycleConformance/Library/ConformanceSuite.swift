/// Every conformance case of the kit, in a stable order. Third parties run exactly these.
public enum ConformanceSuite {
    /// Every case, family by family: the life cycle (launch, interruptions, background and
    /// foreground transitions, suspension, snapshots, termination, memory, states, queued
    /// changes), app structure, background execution, widgets and watch apps, the readings
    /// of the documents' conflicts, the extensions beyond the documents, then the cases
    /// generated from the tables.
    public static let allCases: [ConformanceCase] =
        LaunchCases.all + InterruptCases.all + BackgroundCases.all + ForegroundCases.all + SuspendCases.all + SnapshotCases.all + TerminateCases.all
        + MemoryCases.all + StateCases.all + QueuedCases.all + EnvironmentCases.all + EnvironmentCases.reloads
        + RestoreCases.all + URLCases.all + URLCases.documents + ProtectCases.all + StructureCases.all + FileCases.all + FileCases.system
        + ModeCases.all + AudioCases.all + LocationCases.all + VoIPCases.all + VoIPCases.pushKit
        + AccessoryCases.all + FetchCases.all + PushCases.all + NewsstandCases.all + DownloadCases.all
        + TaskCases.all + DutyCases.all + NotifyCases.all + NotifyCases.management + NotifyCases.alertKinds + DutyCases.idleTimer + DutyCases.launch
        + WidgetCases.all
        + WatchAppCases.all + WatchAppCases.runtime + TodayViewCases.all
        + InterfaceCases.all + ConflictCases.all + UIKitExtensionCases.all + RelaunchMatrix.all + BackgroundModeMatrix.all + TransitionRowMatrix.all
        // Background execution: transfers finishing while the app runs, accessory wakes, shared resources.
        + DownloadCases.whileRunning + AccessoryCases.connectionWakes + TerminateCases.sharedResources + TaskCases.beyondTheCallback
        + TaskCases.expirationHandler
        + AudioCases.stoppingPlayback
        // Background execution: what the system closes of the app's own, and accessory sessions.
        + AccessoryCases.sessions + SuspendCases.systemClosings + BackgroundCases.alerts + ForegroundCases.sockets
        // Screen content: the launch image, the snapshot and the interface as the app comes on screen.
        + ScreenCases.all + ScreenCases.statusBar + ScreenCases.keptSnapshot + SnapshotCases.screenUpdates
        // User interface in the background.
        + DutyCases.views
        // The activation work on a return, compared with the launch's.
        + ForegroundCases.activation
        // Threads: which thread the app's UIKit work and concurrent work run on.
        + DutyCases.threads
        // Event routing: the objects of the app each user event reaches.
        + RoutingCases.all
        // Changes made in the Settings app: a new password, an access permission.
        + SettingsCases.all
        + DeviceCases.all

    /// The cases by id, built once (the first case of an id wins, as a search in order would).
    private static let casesByID = Dictionary(allCases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The case with an id, if any: a dictionary lookup, since reports look a case up for
    /// every test entry of every rule.
    public static func `case`(_ id: String) -> ConformanceCase? { casesByID[id] }
}
