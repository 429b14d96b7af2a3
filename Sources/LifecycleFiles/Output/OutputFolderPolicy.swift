import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Which folders `--out` may write a report folder to. Accepted: a name that does not
/// exist yet in an existing folder, an empty folder, or a report the kit wrote and nobody
/// changed since (see `ReportManifest`). Everything else is refused with a one-line
/// `FileProblem`: `""`, `.`, `..`, `/`, the home folder, the current folder or any folder
/// holding it, a folder holding `Package.swift` or `.git`, any other non-empty folder, a
/// symbolic link (never followed), anything that is not a folder, and a folder holding an
/// input of the run. Missing parent folders are not created.
public struct OutputFolderPolicy: Sendable {
    /// The folder relative paths start from, and that must never be replaced.
    public var workingDirectory: String
    /// The user's home folder, never replaced; nil: none known.
    public var homeDirectory: String?

    /// A policy for a process: `workingDirectory` defaults to the current folder and
    /// `homeDirectory` to `$HOME` (or the password database's entry).
    public init(workingDirectory: String? = nil, homeDirectory: String? = nil) {
        self.workingDirectory = workingDirectory ?? FileManager.default.currentDirectoryPath
        self.homeDirectory = homeDirectory ?? Self.defaultHomeDirectory()
    }

    /// Resolves and checks `path` and inspects what is there; throws when the kit must not
    /// write there. `inputs` are the files the run reads (events, xUnit, …): none may lie
    /// inside the folder.
    public func check(_ path: String, inputs: [String] = []) throws(FileProblem) -> (target: OutputFolderTarget, state: OutputFolderState) {
        let target = try target(path, inputs: inputs)
        return (target, try inspect(target))
    }

    /// Resolves `path` to its parent's real path and its name, refusing every path that can
    /// never be a report folder whatever it holds.
    public func target(_ path: String, inputs: [String] = []) throws(FileProblem) -> OutputFolderTarget {
        guard !path.isEmpty else { throw FileProblem(path, id: "file.out.empty") }
        let trimmed = String(path.reversed().drop { $0 == "/" }.reversed())
        guard !trimmed.isEmpty else { throw FileProblem(path, id: "file.out.root") }
        let (parentShown, name) = RealPath.split(trimmed)
        guard name != "." else { throw FileProblem(path, id: "file.out.current-folder") }
        guard name != ".." else { throw FileProblem(path, id: "file.out.parent-folder") }
        let parentAbsolute = RealPath.absolute(parentShown, in: workingDirectory)
        guard let parent = RealPath.of(parentAbsolute) else {
            throw FileProblem(path, id: "file.out.parent-missing", ["parent": FileProblem.shown(parentShown)])
        }
        guard try EntryKind.at(parent, shownAs: parentShown) == .folder else {
            throw FileProblem(path, id: "file.out.parent-not-folder", ["parent": FileProblem.shown(parentShown)])
        }
        try LeftoverNames.checkRoom(for: name, shown: path, parent: parent, shownParent: parentShown)
        let target = OutputFolderTarget(shown: path, parent: parent, name: name)
        try refuseProtectedFolders(target)
        try refuseHeldInputs(inputs, target: target)
        return target
    }

    /// What is at `target` now: nothing, an empty folder or an unchanged report. Anything
    /// else is refused.
    public func inspect(_ target: OutputFolderTarget) throws(FileProblem) -> OutputFolderState {
        let kind = try EntryKind.at(target.path, shownAs: target.shown)
        switch kind {
        case .missing: return .absent
        case .folder: break
        case .symbolicLink:
            throw FileProblem(target.shown, id: "file.out.symbolic-link")
        default: throw FileProblem(target.shown, id: "file.out.wrong-kind", valueIDs: ["kind": kind.messageID])
        }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: target.path)
        } catch {
            throw FileProblem(target.shown, id: "file.out.unlistable", ["reason": error.localizedDescription])
        }
        if entries.contains("Package.swift") {
            throw FileProblem(target.shown, id: "file.out.swift-package")
        }
        if entries.contains(".git") {
            throw FileProblem(target.shown, id: "file.out.repository")
        }
        if entries.isEmpty { return .empty }
        guard entries.contains(ReportManifest.fileName) else {
            throw FileProblem(target.shown, id: "file.out.not-report", ["manifest": ReportManifest.fileName])
        }
        return .previousReport(try ReportFolderCheck.verify(folder: target.path, entries: entries, shown: target.shown))
    }

    /// Refuses `/`, the home folder, and the working folder or any folder holding it.
    private func refuseProtectedFolders(_ target: OutputFolderTarget) throws(FileProblem) {
        let path = target.path
        if let home = homeDirectory.flatMap(RealPath.of), path == home {
            throw FileProblem(target.shown, id: "file.out.home")
        }
        let working = RealPath.of(workingDirectory) ?? workingDirectory
        if RealPath.path(working, isInsideOrEqualTo: path) {
            throw FileProblem(target.shown, id: "file.out.holds-current", ["folder": FileProblem.shown(working)])
        }
    }

    /// Refuses a target that is or holds one of `inputs` (compared as real paths).
    private func refuseHeldInputs(_ inputs: [String], target: OutputFolderTarget) throws(FileProblem) {
        for input in inputs {
            let absolute = RealPath.absolute(input, in: workingDirectory)
            let real = RealPath.of(absolute) ?? Self.resolvingParent(of: absolute)
            if RealPath.path(real, isInsideOrEqualTo: target.path) {
                throw FileProblem(target.shown, id: "file.out.holds-input", ["input": FileProblem.shown(input)])
            }
        }
    }

    /// `path` with its parent folder resolved, for a file that does not exist (yet).
    private static func resolvingParent(of path: String) -> String {
        let name = FileOutput.lastComponent(path)
        let parent = String(path.dropLast(name.count))
        return RealPath.of(parent.isEmpty ? "/" : parent).map { RealPath.join($0, name) } ?? path
    }

    /// `$HOME`, or the home folder in the password database.
    private static func defaultHomeDirectory() -> String? {
        if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty { return home }
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        return String(cString: directory)
    }
}
