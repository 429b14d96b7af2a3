import Foundation
import LifecycleFiles
import Testing

/// A report folder the user changed is never replaced, and the refusal names the file.
@Suite("A report edited by hand is refused, naming the file that differs")
struct ReportFolderCheckTests {
    /// A scratch folder holding the report `work/out` and the policy to check it.
    private static func setUp() throws -> (ScratchFolder, OutputFolderPolicy) {
        let scratch = try ScratchFolder()
        try scratch.folder("work")
        let policy = OutputFolderPolicy(workingDirectory: scratch.at("work"), homeDirectory: nil)
        try ReportFolderWriter(path: "out", policy: policy).write(files: SampleReport.files("1"))
        return (scratch, policy)
    }

    private static func problem(_ policy: OutputFolderPolicy) -> String? {
        do {
            _ = try policy.check("out")
            return nil
        } catch {
            return error.description
        }
    }

    private static let leftAsIs = "the folder is left as it is; move it away or choose another --out folder"

    @Test("the manifest lists every file with its size and SHA-256")
    func manifestContents() throws {
        let (scratch, _) = try Self.setUp()
        defer { scratch.remove() }
        #expect(try scratch.entries("work/out") == SampleReport.entries)
        let data = try Data(contentsOf: URL(fileURLWithPath: scratch.at("work/out/.lifecycle-kit-report.json")))
        let manifest = try ReportManifest.decode(data, shown: "manifest")
        #expect(manifest.format == "lifecycle-kit report folder")
        #expect(manifest.version == 1)
        let json = SampleReport.files("1").first { $0.name == "report.json" }!.data
        #expect(manifest.files.first { $0.name == "report.json" } == ReportManifest.Entry(name: "report.json", data: json))
        #expect(manifest.files.first { $0.name == "report.json" }?.sha256 == SHA256.hex(of: json))
    }

    @Test("a file of another size is named")
    func sizeChanged() throws {
        let (scratch, policy) = try Self.setUp()
        defer { scratch.remove() }
        try scratch.file("work/out/report.md", "my notes")
        let original = SampleReport.files("1").first { $0.name == "report.md" }!.data.count
        #expect(
            Self.problem(policy) == "out/report.md: differs from the file lifecycle-kit wrote (8 bytes, \(original) written; edited by hand?); \(Self.leftAsIs)"
        )
    }

    @Test("a file of the same size with other bytes is named")
    func contentChanged() throws {
        let (scratch, policy) = try Self.setUp()
        defer { scratch.remove() }
        let original = try scratch.text("work/out/junit.xml")
        try scratch.file("work/out/junit.xml", original.replacingOccurrences(of: "1", with: "2"))
        #expect(Self.problem(policy) == "out/junit.xml: differs from the file lifecycle-kit wrote (its SHA-256 changed; edited by hand?); \(Self.leftAsIs)")
    }

    @Test("an added file, a removed file and a file replaced by a link are named")
    func entriesChanged() throws {
        let (scratch, policy) = try Self.setUp()
        defer { scratch.remove() }
        try scratch.file("work/out/notes.txt", "mine")
        #expect(Self.problem(policy) == "out/notes.txt: was not written by lifecycle-kit (.lifecycle-kit-report.json does not list it); \(Self.leftAsIs)")
        try FileManager.default.removeItem(atPath: scratch.at("work/out/notes.txt"))
        try FileManager.default.moveItem(atPath: scratch.at("work/out/index.html"), toPath: scratch.at("work/index.html"))
        #expect(Self.problem(policy) == "out/index.html: is listed in .lifecycle-kit-report.json but missing; \(Self.leftAsIs)")
        try scratch.link("work/out/index.html", to: "../index.html")
        #expect(Self.problem(policy) == "out/index.html: is a symbolic link, not the file lifecycle-kit wrote; \(Self.leftAsIs)")
    }

    @Test("a manifest that is not the kit's is named")
    func foreignManifest() throws {
        let (scratch, policy) = try Self.setUp()
        defer { scratch.remove() }
        let manifest = "out/.lifecycle-kit-report.json"
        try scratch.file("work/\(manifest)", "not json")
        #expect(Self.problem(policy) == "\(manifest): is not a lifecycle-kit report manifest (not the expected JSON); \(Self.leftAsIs)")
        try scratch.file("work/\(manifest)", #"{"format":"something else","version":1,"files":[]}"#)
        #expect(Self.problem(policy) == "\(manifest): is not a lifecycle-kit report manifest (format is not \"lifecycle-kit report folder\"); \(Self.leftAsIs)")
        try scratch.file("work/\(manifest)", #"{"format":"lifecycle-kit report folder","version":2,"files":[]}"#)
        #expect(Self.problem(policy) == "\(manifest): is a report manifest of version 2, this kit reads version 1; \(Self.leftAsIs)")
        try scratch.file("work/\(manifest)", #"{"format":"lifecycle-kit report folder","version":1,"files":[{"name":"../x","size":0,"sha256":""}]}"#)
        #expect(Self.problem(policy) == "\(manifest): lists a file name the kit never writes (../x); \(Self.leftAsIs)")
    }
}
