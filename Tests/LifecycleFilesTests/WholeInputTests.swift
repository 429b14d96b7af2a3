import Foundation
import LifecycleFiles
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("A whole input is read from a file, a FIFO or a pipe, within a size limit")
struct WholeInputTests {
    static let plist = Data("<?xml version=\"1.0\"?>\n<plist><dict/></plist>\n".utf8)

    @Test("a regular file is read whole")
    func regularFile() throws {
        let folder = try InputScratch()
        defer { folder.remove() }
        let path = try folder.file("Info.plist", Self.plist)
        #expect(try InputSource.path(path).readAll(limit: 1024) == Self.plist)
    }

    @Test("a FIFO is read to its end")
    func fifo() throws {
        let folder = try InputScratch()
        defer { folder.remove() }
        let path = try folder.fifo("config", writing: Self.plist)
        #expect(try InputSource.path(path).readAll(limit: 1024) == Self.plist)
    }

    @Test("/dev/fd/N of a pipe (process substitution) is read to its end")
    func processSubstitution() throws {
        let data = Data(repeating: UInt8(ascii: "x"), count: 200_000)
        let readEnd = try Pipes.readEnd(writing: data)
        defer { close(readEnd) }
        #expect(try InputSource(argument: "/dev/fd/\(readEnd)").readAll(limit: 1 << 20) == data)
    }

    @Test("a missing path is refused, naming it")
    func missing() throws {
        let folder = try InputScratch()
        defer { folder.remove() }
        let path = folder.path("absent.plist")
        #expect(throws: FileProblem(path, id: "file.input.missing")) { try InputSource.path(path).readAll(limit: 1024) }
    }

    @Test("a folder is refused, naming it")
    func folder() throws {
        let folder = try InputScratch()
        defer { folder.remove() }
        #expect(throws: FileProblem(folder.url.path, id: "file.input.is-a-folder")) { try InputSource.path(folder.url.path).readAll(limit: 1024) }
    }

    @Test("an unreadable file is refused, naming it", .enabled(if: geteuid() != 0, "permissions do not stop the superuser"))
    func unreadable() throws {
        let folder = try InputScratch()
        defer { folder.remove() }
        let path = try folder.file("secret.plist", Self.plist)
        chmod(path, 0)
        #expect(throws: FileProblem(path, id: "file.input.permission-denied")) { try InputSource.path(path).readAll(limit: 1024) }
    }

    @Test("a file or a FIFO over the limit is refused, naming the limit")
    func overLimit() throws {
        let folder = try InputScratch()
        defer { folder.remove() }
        let data = Data(repeating: 0x20, count: 3000)
        let file = try folder.file("big.plist", data)
        let fifo = try folder.fifo("big-fifo", writing: data)
        for path in [file, fifo] {
            #expect(throws: FileProblem(path, id: "file.input.too-large", ["limit": "2 KiB"])) {
                try InputSource.path(path).readAll(limit: 2048)
            }
        }
        #expect(try InputSource.path(file).readAll(limit: 3000).count == 3000)
    }

    @Test("text drops the byte order mark and ends every line with a line feed")
    func text() throws {
        let folder = try InputScratch()
        defer { folder.remove() }
        let path = try folder.file("script.txt", Data("\u{FEFF}tap-icon\r\nhome\rlock\n".utf8))
        #expect(try InputSource.path(path).readText(limit: 1024) == "tap-icon\nhome\nlock\n")
    }

    @Test("text that is not UTF-8 is refused, naming the line")
    func notUTF8() throws {
        let folder = try InputScratch()
        defer { folder.remove() }
        let path = try folder.file("script.txt", Data("home\nlock\n".utf8) + Data([0x77, 0x61, 0x69, 0x74, 0xFF, 0x0A]))
        #expect(throws: FileProblem(path, line: 3, id: "file.input.not-utf8")) { try InputSource.path(path).readText(limit: 1024) }
    }
}
