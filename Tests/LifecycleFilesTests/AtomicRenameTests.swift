import Foundation
import Testing

@testable import LifecycleFiles

#if canImport(Glibc)
    import Glibc
#endif

@Suite("renameat2 is found at run time and swaps or refuses atomically")
struct AtomicRenameTests {
    @Test("RENAME_EXCHANGE swaps two folders; RENAME_NOREPLACE refuses an existing name and creates a missing one")
    func exchangeAndNoReplace() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try #require(AtomicRename.isAvailable, "this C library has no renameat2")
        try scratch.file("old/report.json", "old")
        try scratch.file("new/report.json", "new")
        #expect(AtomicRename.rename(scratch.at("new"), scratch.at("old"), flags: AtomicRename.exchange) == .done)
        #expect(try scratch.text("old/report.json") == "new")
        #expect(try scratch.text("new/report.json") == "old")
        #expect(AtomicRename.rename(scratch.at("new"), scratch.at("old"), flags: AtomicRename.noReplace) == .failed(errno: EEXIST))
        #expect(try scratch.text("old/report.json") == "new")
        #expect(AtomicRename.rename(scratch.at("new"), scratch.at("moved"), flags: AtomicRename.noReplace) == .done)
        #expect(try scratch.entries() == ["moved", "old"])
    }

    @Test("an exchange with a missing name fails and changes nothing")
    func exchangeNeedsBoth() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.file("new/report.json", "new")
        #expect(AtomicRename.rename(scratch.at("new"), scratch.at("absent"), flags: AtomicRename.exchange) == .failed(errno: ENOENT))
        #expect(try scratch.entries() == ["new"])
    }
}
