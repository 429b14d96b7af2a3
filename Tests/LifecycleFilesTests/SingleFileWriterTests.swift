import Foundation
import LifecycleFiles
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `diagram --out PATH` replaced devices, FIFOs and links with a regular file; the writer
/// only ever replaces a regular file. Devices are only inspected, never written.
@Suite("A single output file only ever replaces a regular file")
struct SingleFileWriterTests {
    /// A writer that may replace files carrying the test's mark.
    static func marked(_ path: String) -> SingleFileWriter { SingleFileWriter(path: path, replacing: .fileMarked("MARK")) }

    @Test("a regular file the kit did not write (no mark) is refused and kept byte for byte")
    func unmarkedFile() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.file("states.svg", "my own drawing")
        let problem = refusal { try Self.marked(scratch.at("states.svg")).write(Data("new MARK".utf8)) }
        #expect(problem?.reason == "already exists and was not written by lifecycle-kit (it lacks 'MARK'); it is left alone, choose another file or remove it")
        #expect(try scratch.text("states.svg") == "my own drawing")
        #expect(try scratch.entries() == ["states.svg"])
    }

    @Test("a marked file made read-only is refused and kept")
    func readOnlyFile() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = try scratch.file("states.svg", "old MARK")
        #expect(chmod(path, 0o444) == 0)
        defer { chmod(path, 0o644) }
        let problem = refusal { try Self.marked(path).write(Data("new MARK".utf8)) }
        #expect(problem?.reason == "is read-only; it is left alone, choose another file")
        #expect(try scratch.text("states.svg") == "old MARK")
    }

    @Test("a writer that never replaces creates a new file and refuses an existing one, even one it wrote")
    func neverReplaces() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = scratch.at("checklist.json")
        try SingleFileWriter(path: path, replacing: .never).write(Data("first".utf8))
        #expect(try scratch.text("checklist.json") == "first")
        let problem = refusal { try SingleFileWriter(path: path, replacing: .never).write(Data("second".utf8)) }
        #expect(problem?.reason == "already exists and may hold someone's work; it is never replaced, choose a new file name")
        #expect(try scratch.text("checklist.json") == "first")
        #expect(try scratch.entries() == ["checklist.json"])
    }

    @Test("a file name too long for the file system is refused before anything is written")
    func nameTooLong() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = scratch.at(String(repeating: "n", count: 250) + ".svg")
        let problem = refusal { try Self.marked(path).write(Data("x MARK".utf8)) }
        #expect(problem != nil)
        #expect(try scratch.entries() == [])
    }
    @Test("a new file is written, an existing regular file replaced with its permissions kept, and no temporary file stays")
    func writesAndReplaces() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = scratch.at("states.svg")
        try Self.marked(path).write(Data("one MARK".utf8))
        #expect(try scratch.text("states.svg") == "one MARK")
        #expect(chmod(path, 0o640) == 0)
        try Self.marked(path).write(Data("two MARK".utf8))
        #expect(try scratch.text("states.svg") == "two MARK")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
        #expect(try scratch.entries() == ["states.svg"])
    }

    @Test("a FIFO is refused and stays a FIFO")
    func fifo() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = scratch.at("pipe")
        #expect(mkfifo(path, 0o600) == 0)
        let problem = refusal { try Self.marked(path).write(Data("x MARK".utf8)) }
        #expect(problem?.description == "\(path): is a FIFO (named pipe), not a regular file; it is left alone, choose another --out file")
        var status = stat()
        #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(try scratch.entries() == ["pipe"])
    }

    @Test("a device (/dev/null) is refused without being opened")
    func device() throws {
        let path = "/dev/null"
        var before = stat()
        try #require(lstat(path, &before) == 0)
        let problem = refusal { try Self.marked(path).write(Data("x MARK".utf8)) }
        #expect(problem?.description == "\(path): is a character device, not a regular file; it is left alone, choose another --out file")
        var after = stat()
        #expect(lstat(path, &after) == 0 && after.st_mode & S_IFMT == S_IFCHR && after.st_rdev == before.st_rdev)
    }

    @Test("a symbolic link is refused; the link and the file it points to stay as they were")
    func symbolicLink() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.file("real.svg", "mine")
        try scratch.link("states.svg", to: "real.svg")
        let problem = refusal { try Self.marked(scratch.at("states.svg")).write(Data("x MARK".utf8)) }
        #expect(problem?.reason == "is a symbolic link; --out never follows or replaces one, give the real file's path instead")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.at("states.svg")) == "real.svg")
        #expect(try scratch.text("real.svg") == "mine")
    }

    @Test("a folder, a name ending in /, an empty name and a missing folder are refused")
    func notFiles() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.file("out/keep.txt", "mine")
        let cases = [
            (scratch.at("out"), "is a folder, not a regular file; it is left alone, choose another --out file"),
            (scratch.at("out") + "/", "names a folder; give --out a file name, e.g. --out states.svg"),
            ("", "is not a file name; give --out a file name, e.g. --out states.svg"),
            (scratch.at("missing/states.svg"), "its folder \(scratch.at("missing")) does not exist; create it first or choose another --out file"),
        ]
        for (path, reason) in cases {
            #expect(refusal { try Self.marked(path).write(Data("x MARK".utf8)) }?.reason == reason, "\(path)")
        }
        #expect(try scratch.entries() == ["out"])
        #expect(try scratch.entries("out") == ["keep.txt"])
    }

    @Test("a dead writer's temporary file is removed; one whose writer lives, or without a process id, is left")
    func staleTemporaryFiles() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let dead = ".states.svg.lifecycle-kit-partial-\(DeadProcess.id)-1"
        let live = ".states.svg.lifecycle-kit-partial-\(DeadProcess.id)-2"
        let named = ".states.svg.lifecycle-kit-partial-draft"
        try scratch.file(dead, "<svg")
        let liveDescriptor = open(try scratch.file(live, "<svg"), O_RDONLY)
        defer { close(liveDescriptor) }
        #expect(flock(liveDescriptor, LOCK_EX | LOCK_NB) == 0)
        try scratch.file(named, "mine")
        try Self.marked(scratch.at("states.svg")).write(Data("<svg/> MARK".utf8))
        #expect(try scratch.entries() == [named, live, "states.svg"].sorted())
    }
}
