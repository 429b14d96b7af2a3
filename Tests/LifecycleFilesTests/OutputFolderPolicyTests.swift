import Foundation
import LifecycleFiles
import Testing

/// Every refusal names the path and says what to do; the working and home folders are
/// parameters, so no test changes the process's current folder.
@Suite("--out accepts only a new name, an empty folder or an unchanged report")
struct OutputFolderPolicyTests {
    /// A scratch folder with `work/` as the working folder and `home/` as the home folder.
    private static func setUp() throws -> (ScratchFolder, OutputFolderPolicy) {
        let scratch = try ScratchFolder()
        try scratch.folder("work")
        try scratch.folder("home")
        return (scratch, OutputFolderPolicy(workingDirectory: scratch.at("work"), homeDirectory: scratch.at("home")))
    }

    @Test(
        "paths that name the current folder, a parent, the root or nothing are refused",
        arguments: [
            ("", "'': is not a folder name; give --out a folder of its own, e.g. --out conformance-report"),
            (".", ".: names the current folder, which holds your files; give --out a folder of its own, e.g. --out conformance-report"),
            ("./", "./: names the current folder, which holds your files; give --out a folder of its own, e.g. --out conformance-report"),
            ("..", "..: names a parent folder, which holds your files; give --out a folder of its own, e.g. --out conformance-report"),
            ("out/..", "out/..: names a parent folder, which holds your files; give --out a folder of its own, e.g. --out conformance-report"),
            ("/", "/: is the root folder; give --out a folder of its own, e.g. --out conformance-report"),
            ("//", "//: is the root folder; give --out a folder of its own, e.g. --out conformance-report"),
        ])
    func namesThatAreNeverReportFolders(path: String, message: String) throws {
        let (scratch, policy) = try Self.setUp()
        defer { scratch.remove() }
        #expect(refusal { _ = try policy.check(path) }?.description == message)
    }

    @Test("the home folder is refused")
    func home() throws {
        let (scratch, policy) = try Self.setUp()
        defer { scratch.remove() }
        let problem = refusal { _ = try policy.check(scratch.at("home")) }
        #expect(problem?.description == "\(scratch.at("home")): is your home folder; give --out a folder of its own, e.g. --out conformance-report")
    }

    @Test("the working folder and every folder holding it are refused, however they are named")
    func workingFolderAndAncestors() throws {
        let (scratch, _) = try Self.setUp()
        defer { scratch.remove() }
        let deep = try scratch.folder("work/project/src")
        let policy = OutputFolderPolicy(workingDirectory: deep, homeDirectory: nil)
        for path in [deep, scratch.at("work/project"), "../../project", "../../../work", scratch.path] {
            let problem = refusal { _ = try policy.check(path) }
            #expect(problem?.reason == "holds the current folder (\(deep)); give --out a folder of its own, e.g. --out conformance-report", "\(path)")
        }
    }

    @Test("a folder with src/ and a stray report.json is refused and keeps everything (check --out . removed src/)")
    func strayReportJSON() throws {
        let (scratch, policy) = try Self.setUp()
        defer { scratch.remove() }
        try scratch.file("work/app/src/main.swift", "print(1)")
        try scratch.file("work/app/report.json", "{}")
        let problem = refusal { _ = try policy.check("app") }
        #expect(
            problem?.description
                == "app: is not empty and is not a report folder lifecycle-kit wrote (it has no .lifecycle-kit-report.json); the folder is left as it is; move it away or choose another --out folder"
        )
        #expect(try scratch.entries("work/app") == ["report.json", "src"])
    }

    @Test("a Swift package or a repository is refused even when it looks like a report", arguments: ["Package.swift", ".git"])
    func packagesAndRepositories(marker: String) throws {
        let (scratch, policy) = try Self.setUp()
        defer { scratch.remove() }
        try ReportFolderWriter(path: "out", policy: policy).write(files: SampleReport.files("1"))
        try scratch.file("work/out/\(marker)")
        let problem = refusal { _ = try policy.check("out") }
        let expected = marker == ".git" ? "holds .git, so it is a repository" : "holds Package.swift, so it is a Swift package"
        #expect(problem?.reason.hasPrefix(expected) == true)
    }

    @Test("a symbolic link is refused, never followed, even to an empty folder")
    func symbolicLink() throws {
        let (scratch, policy) = try Self.setUp()
        defer { scratch.remove() }
        try scratch.folder("work/empty")
        try scratch.link("work/out", to: "empty")
        let problem = refusal { _ = try policy.check("out") }
        #expect(problem?.description == "out: is a symbolic link; --out never follows or replaces one, give the real folder's path instead")
    }

    @Test("a regular file and a FIFO are refused as not folders")
    func notFolders() throws {
        let (scratch, policy) = try Self.setUp()
        defer { scratch.remove() }
        try scratch.file("work/out.txt", "x")
        #expect(refusal { _ = try policy.check("out.txt") }?.description == "out.txt: is a regular file, not a folder; choose another --out folder")
        #expect(mkfifo(scratch.at("work/pipe"), 0o600) == 0)
        #expect(refusal { _ = try policy.check("pipe") }?.reason == "is a FIFO (named pipe), not a folder; choose another --out folder")
    }

    @Test("a missing parent folder is not created")
    func missingParent() throws {
        let (scratch, policy) = try Self.setUp()
        defer { scratch.remove() }
        let problem = refusal { _ = try policy.check("reports/out") }
        #expect(problem?.description == "reports/out: its parent folder reports does not exist; create it first or choose another --out folder")
        #expect(!scratch.exists("work/reports"))
    }

    @Test("a new name, an empty folder and an unchanged report are accepted")
    func accepted() throws {
        let (scratch, policy) = try Self.setUp()
        defer { scratch.remove() }
        #expect(try policy.check("new").state == .absent)
        try scratch.folder("work/empty")
        #expect(try policy.check("empty/").state == .empty)
        try ReportFolderWriter(path: "previous", policy: policy).write(files: SampleReport.files("1"))
        guard case .previousReport(let manifest) = try policy.check("previous").state else {
            Issue.record("the report was not recognised")
            return
        }
        #expect(manifest.files.map(\.name) == ["index.html", "junit.xml", "report.json", "report.md"])
    }

    @Test("a folder holding an input of the run is refused, also through a link to the input")
    func inputsInside() throws {
        let (scratch, policy) = try Self.setUp()
        defer { scratch.remove() }
        try ReportFolderWriter(path: "out", policy: policy).write(files: SampleReport.files("1"))
        try scratch.link("work/events.jsonl", to: "out/report.json")
        for input in ["out/report.json", scratch.at("work/out/report.json"), "events.jsonl", "out"] {
            let problem = refusal { _ = try policy.check("out", inputs: ["elsewhere.xml", input]) }
            #expect(
                problem?.description
                    == "out: holds \(input), an input of this run, which the new report would replace; keep inputs outside --out or choose another folder")
        }
        #expect(try policy.check("out", inputs: ["out.jsonl", "other/out/x"]).target.name == "out")
    }
}
