import Foundation

/// Writes a report folder so that it can only ever replace what the kit itself wrote, and
/// so that the folder always holds either the complete old report or the complete new one.
///
/// 1. `OutputFolderPolicy` resolves and checks the path (and the run's inputs).
/// 2. Leftovers of dead writers beside it are swept (`LeftoverSweeper`).
/// 3. What is there is inspected: nothing, an empty folder, or an unchanged report;
///    anything else is refused before a byte is written.
/// 4. The files and their `ReportManifest` go into a locked staging folder beside the
///    target, registered with `InterruptCleanup`, each flushed to disk.
/// 5. The target is inspected again and the staging report takes its place (`FolderSwap`);
///    the old report, now in the staging folder, is removed with it.
public struct ReportFolderWriter: Sendable {
    /// The report folder as the user named it.
    public let path: String
    /// The files the run read; the report folder may not hold any of them.
    public let inputs: [String]
    /// The rules for `path`.
    public let policy: OutputFolderPolicy
    /// Which rename protocol to use; tests force the fallback.
    var renameProtocol: FolderSwap.RenameProtocol = .automatic
    /// Called with the staging report's path once it is complete, before the target is
    /// inspected again and swapped; for tests.
    var beforeSwap: (@Sendable (String) -> Void)?

    /// A writer for the report folder `path` of a run that read `inputs`.
    public init(path: String, inputs: [String] = [], policy: OutputFolderPolicy = OutputFolderPolicy()) {
        self.path = path
        self.inputs = inputs
        self.policy = policy
    }

    /// Writes `files` (plain names, no folders) and the manifest. Throws, leaving the
    /// target as it was, when the policy refuses the folder or anything fails.
    public func write(files: [(name: String, data: Data)]) throws(FileProblem) {
        let target = try policy.target(path, inputs: inputs)
        InterruptCleanup.registry.install()
        try checkNames(files.map(\.name), target: target)
        LeftoverSweeper.sweepReportLeftovers(of: target)
        _ = try policy.inspect(target)
        let registry = InterruptCleanup.registry
        let staging = try StagingFolder(for: target, registry: registry)
        defer { staging.remove() }
        for file in files { try staging.add(file.name, file.data) }
        try staging.add(ReportManifest.fileName, ReportManifest(files: files).encoded())
        try staging.seal()
        beforeSwap?(staging.reportPath)
        let state = try policy.inspect(target)
        try FolderSwap.install(staging, at: target, over: state, using: renameProtocol, registry: registry)
    }

    /// Refuses names that are not plain, are repeated, or are the manifest's.
    private func checkNames(_ names: [String], target: OutputFolderTarget) throws(FileProblem) {
        var seen: Set<String> = []
        for name in names {
            guard ReportManifest.isPlainName(name), name != ReportManifest.fileName, seen.insert(name).inserted else {
                throw FileProblem(target.shown, id: "file.out.bad-file-name", ["name": FileProblem.shown(name)])
            }
        }
    }
}
