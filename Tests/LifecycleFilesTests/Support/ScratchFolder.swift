import Foundation
import LifecycleFiles

#if canImport(Glibc)
    import Glibc
#endif

/// A fresh folder under the system's temporary directory, with helpers to fill it; removed
/// by `remove()`. Every test that writes does so in one of these.
struct ScratchFolder {
    /// The folder's real path.
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("LifecycleFilesTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.resolvingSymlinksInPath().path
    }

    /// `path/relative`.
    func at(_ relative: String) -> String {
        path + "/" + relative
    }

    /// Writes `text` to `relative`, creating its folders, and returns the full path.
    @discardableResult
    func file(_ relative: String, _ text: String = "") throws -> String {
        let full = at(relative)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        return full
    }

    /// Creates the folder `relative` (and its parents) and returns the full path.
    @discardableResult
    func folder(_ relative: String) throws -> String {
        let full = at(relative)
        try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
        return full
    }

    /// Makes `relative` a symbolic link to `destination`.
    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: at(relative), withDestinationPath: destination)
    }

    /// The names in `relative` (the scratch folder itself by default), hidden ones included,
    /// sorted.
    func entries(_ relative: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? path : at(relative)).sorted()
    }

    /// The text of the file `relative`.
    func text(_ relative: String) throws -> String {
        try String(contentsOfFile: at(relative), encoding: .utf8)
    }

    /// True when something (even a dangling link) is at `relative`.
    func exists(_ relative: String) -> Bool {
        var status = stat()
        return lstat(at(relative), &status) == 0
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Report files as the kit would render them, small.
enum SampleReport {
    /// Version `version` of a four-file report.
    static func files(_ version: String) -> [(name: String, data: Data)] {
        ["report.json", "report.md", "index.html", "junit.xml"].map { name in
            (name, Data(#"{"file":"\#(name)","version":"\#(version)"}"#.utf8))
        }
    }

    /// The names a folder holding `files(_:)` and its manifest has, sorted.
    static let entries = [".lifecycle-kit-report.json", "index.html", "junit.xml", "report.json", "report.md"]
}

/// Process ids that name no process.
enum DeadProcess {
    /// `pid_max`: process ids are always below it, so it is never a live process.
    static let id: Int32 = {
        let text = (try? String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8)) ?? "4194304"
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 4_194_304
    }()
}

/// The `FileProblem` `body` throws; nil when it throws nothing, and a problem saying so
/// when it throws something else.
func refusal(_ body: () throws -> Void) -> FileProblem? {
    do {
        try body()
        return nil
    } catch let problem as FileProblem {
        return problem
    } catch {
        return FileProblem("(not a FileProblem)", id: "file.input.cannot-open", ["reason": "\(error)"])
    }
}
