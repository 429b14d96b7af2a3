import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How a finished staging report takes the target's place.
///
/// With `renameat2`: a missing target is created by renaming `report/` to it with
/// `RENAME_NOREPLACE` (which fails rather than replace something that appeared meanwhile);
/// an existing one (empty, or an unchanged report) is swapped with `report/` by
/// `RENAME_EXCHANGE`, so the target name always holds one complete report, and the old one
/// ends up in the staging folder, which is then removed.
///
/// Without it (another system, or a file system that rejects the flags): two renames,
/// target → `staging/retired`, then `report/` → target. Between them the target name is
/// missing and the complete old report is in `retired/`; both renames run as one
/// uninterruptible step, and a writer killed between them (SIGKILL, power loss) leaves a
/// staging folder that the next write recognises and renames back (`LeftoverSweeper`).
enum FolderSwap {
    /// Which rename protocol to use.
    enum RenameProtocol: Sendable {
        /// `renameat2` when it works here, the two renames otherwise.
        case automatic
        /// Always the two renames (for tests of the fallback).
        case twoRenames
    }

    /// Puts the report in `staging` at `target`, whose current state is `state`.
    static func install(
        _ staging: StagingFolder, at target: OutputFolderTarget, over state: OutputFolderState, using renameProtocol: RenameProtocol,
        registry: CleanupRegistry
    ) throws(FileProblem) {
        let outcome: Result<Void, SystemFailure> = registry.uninterrupted {
            switch state {
            case .absent: create(target.path, from: staging.reportPath, renameProtocol: renameProtocol)
            case .empty, .previousReport: replace(target.path, with: staging, renameProtocol: renameProtocol)
            }
        }
        if case .failure(let failure) = outcome {
            if EntryKind.kind(ofPathFollowingNothing: staging.retiredPath) == .folder {
                staging.keep()
                throw FileProblem(target.shown, id: "file.swap.stranded", ["reason": failure.text, "retired": staging.retiredPath])
            }
            switch (state, failure.code) {
            case (.absent, EEXIST), (.absent, ENOTEMPTY): throw FileProblem(target.shown, id: "file.swap.appeared")
            default: throw FileProblem(target.shown, id: "file.replace.failed", ["reason": failure.text])
            }
        }
        do throws(SystemFailure) {
            try FileOutput.syncFolder(target.parent)
        } catch {
            throw FileProblem(target.shown, id: "file.swap.cannot-flush", ["reason": error.text])
        }
    }

    /// Renames `report` to the missing `target`.
    private static func create(_ target: String, from report: String, renameProtocol: RenameProtocol) -> Result<Void, SystemFailure> {
        if renameProtocol == .automatic {
            switch AtomicRename.rename(report, target, flags: AtomicRename.noReplace) {
            case .done: return .success(())
            case .failed(let code): return .failure(SystemFailure(code: code))
            case .unsupported: break
            }
        }
        // rename(2) replaces at most an empty folder that appeared meanwhile.
        return rename(report, target) == 0 ? .success(()) : .failure(SystemFailure(code: errno))
    }

    /// Swaps `staging/report` with the existing `target`.
    private static func replace(_ target: String, with staging: StagingFolder, renameProtocol: RenameProtocol) -> Result<Void, SystemFailure> {
        if renameProtocol == .automatic {
            switch AtomicRename.rename(staging.reportPath, target, flags: AtomicRename.exchange) {
            case .done: return .success(())
            case .failed(let code): return .failure(SystemFailure(code: code))
            case .unsupported: break
            }
        }
        guard rename(target, staging.retiredPath) == 0 else { return .failure(SystemFailure(code: errno)) }
        guard rename(staging.reportPath, target) == 0 else {
            let failure = SystemFailure(code: errno)
            _ = rename(staging.retiredPath, target)
            return .failure(failure)
        }
        return .success(())
    }
}
