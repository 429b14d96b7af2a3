import Foundation
import LifecycleFiles
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("A line reader streams lines in chunks, whatever their length")
struct LineReaderTests {
    static func lines(_ data: Data, maximumLength: Int = 1024, longLines: LongLinePolicy = .refuse, chunkSize: Int = 64 * 1024) throws -> [InputLine] {
        let reader = LineReader(data: data, name: "input.txt", maximumLength: maximumLength, longLines: longLines, chunkSize: chunkSize)
        var lines: [InputLine] = []
        while let line = try reader.next() { lines.append(line) }
        return lines
    }

    @Test("LF and CRLF end lines, a leading BOM is dropped, a last line may lack its line feed", arguments: [1, 2, 3, 5, 64 * 1024])
    func lineEnds(chunkSize: Int) throws {
        let data = Data("\u{FEFF}first\r\nsecond\n\nfourth\r\nlast".utf8)
        let lines = try Self.lines(data, chunkSize: chunkSize)
        #expect(lines.map(\.text) == ["first", "second", "", "fourth", "last"])
        #expect(lines.map(\.number) == [1, 2, 3, 4, 5])
        #expect(lines.map(\.isTerminated) == [true, true, true, true, false])
    }

    @Test("an empty input has no line; a lone line feed is one empty line")
    func emptyInput() throws {
        #expect(try Self.lines(Data()).isEmpty)
        #expect(try Self.lines(Data("\n".utf8)).map(\.text) == [""])
        #expect(try Self.lines(Data("\u{FEFF}".utf8)).isEmpty)
    }

    @Test("a line over the limit is refused with its number when refusing", arguments: [3, 64 * 1024])
    func refusesLongLine(chunkSize: Int) throws {
        let data = Data("short\n\(String(repeating: "x", count: 50))\nafter\n".utf8)
        #expect(throws: FileProblem("input.txt", line: 2, id: "file.input.line-too-long", ["limit": "20"])) {
            try Self.lines(data, maximumLength: 20, chunkSize: chunkSize)
        }
    }

    @Test("a line exactly at the limit, CR included or not, is accepted whole")
    func lineAtLimit() throws {
        let lines = try Self.lines(Data("0123456789\r\n0123456789\n".utf8), maximumLength: 10, chunkSize: 4)
        #expect(lines.map(\.text) == ["0123456789", "0123456789"])
        #expect(lines.allSatisfy { !$0.isTruncated })
    }

    @Test("a line over the limit keeps its beginning, cut at a character boundary, when truncating", arguments: [2, 64 * 1024])
    func truncatesLongLine(chunkSize: Int) throws {
        let lines = try Self.lines(Data("ééééé\r\nnext\n".utf8), maximumLength: 5, longLines: .truncate, chunkSize: chunkSize)
        #expect(lines.map(\.text) == ["éé", "next"])
        #expect(lines[0].omittedByteCount == 6)
        #expect(lines[0].fullLength == 10)
        #expect(lines[1].omittedByteCount == 0)
    }

    @Test("a FIFO is read line by line, a long line truncated without holding it")
    func fifo() throws {
        let folder = try InputScratch()
        defer { folder.remove() }
        let long = String(repeating: "y", count: 5_000_000)
        let path = try folder.fifo("lines", writing: Data("one\n\(long)\nthree\n".utf8))
        let reader = try LineReader(source: .path(path), maximumLength: 100, longLines: .truncate)
        var lines: [InputLine] = []
        while let line = try reader.next() { lines.append(line) }
        #expect(lines.map(\.number) == [1, 2, 3])
        #expect(lines[1].bytes.count == 100)
        #expect(lines[1].omittedByteCount == 4_999_900)
        #expect(lines[2].text == "three")
    }

    @Test("a pipe named /dev/fd/N is read line by line")
    func processSubstitution() throws {
        let readEnd = try Pipes.readEnd(writing: Data("a\r\nb\n".utf8))
        defer { close(readEnd) }
        let reader = try LineReader(source: InputSource(argument: "/dev/fd/\(readEnd)"), maximumLength: 10)
        #expect(try reader.next()?.text == "a")
        #expect(try reader.next()?.text == "b")
        #expect(try reader.next() == nil)
    }

    @Test("opening a missing file fails, naming it")
    func missing() {
        #expect(throws: FileProblem("/nonexistent/lines.txt", id: "file.input.missing")) {
            try LineReader(source: .path("/nonexistent/lines.txt"), maximumLength: 10)
        }
    }
}
