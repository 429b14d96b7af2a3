import Foundation
import LifecycleCommandLine
import LifecycleSpec
import Testing

@Suite("explain and lint read the user's copy of the documents: --seeds DIR, or LIFECYCLE_KIT_SEEDS")
struct SeedsOptionTests {
    static let quote = [
        "seed passage: demo.txt line 3, under the heading at line 2", "  heading:    알림 받기",
        "  line 3:     앱은 알림을 받으면 화면 위쪽에 짧게 보여 준다.",
    ]

    @Test("explain --seeds ends the explanation with the rule's line and its section heading, quoted from the copy")
    func explainQuotes() throws {
        let fixture = try SeedsCommandFixture()
        defer { fixture.remove() }
        let (status, transcript) = KitTranscript.run(["explain", "DEMO-001", "--spec", fixture.spec, "--seeds", fixture.seeds])
        #expect(status == .success)
        #expect(transcript.output.first == "DEMO-001")
        #expect(Array(transcript.output.suffix(3)) == Self.quote)
        #expect(transcript.errors.isEmpty)
    }

    @Test("LIFECYCLE_KIT_SEEDS is read when --seeds is not given, and --seeds wins over it")
    func environmentAndPrecedence() throws {
        let fixture = try SeedsCommandFixture()
        defer { fixture.remove() }
        let explain = ["explain", "DEMO-001", "--spec", fixture.spec]
        let fromVariable = KitTranscript.run(explain, environment: ["LIFECYCLE_KIT_SEEDS": fixture.seeds])
        #expect(fromVariable.status == .success && Array(fromVariable.transcript.output.suffix(3)) == Self.quote)
        let optionOverBadVariable = KitTranscript.run(explain + ["--seeds", fixture.seeds], environment: ["LIFECYCLE_KIT_SEEDS": "/nonexistent/seeds"])
        #expect(optionOverBadVariable.status == .success && Array(optionOverBadVariable.transcript.output.suffix(3)) == Self.quote)
        let badOptionOverVariable = KitTranscript.run(explain + ["--seeds", "/nonexistent/seeds"], environment: ["LIFECYCLE_KIT_SEEDS": fixture.seeds])
        #expect(badOptionOverVariable.status == .usage)
        #expect(badOptionOverVariable.transcript.errors.first?.hasPrefix("error: --seeds '/nonexistent/seeds': no such folder") == true)
        let badVariable = KitTranscript.run(explain, environment: ["LIFECYCLE_KIT_SEEDS": "/nonexistent/seeds"])
        #expect(badVariable.status == .usage)
        #expect(badVariable.transcript.errors.first?.hasPrefix("error: LIFECYCLE_KIT_SEEDS '/nonexistent/seeds': no such folder") == true)
    }

    @Test("without a copy, explain says in one line how to give one, naming the file it needs")
    func explainWithoutCopy() throws {
        let fixture = try SeedsCommandFixture()
        defer { fixture.remove() }
        let (status, transcript) = KitTranscript.run(["explain", "DEMO-001", "--spec", fixture.spec], environment: ["LIFECYCLE_KIT_SEEDS": ""])
        #expect(status == .success)
        #expect(
            transcript.output.last
                == "seed passage: to quote it here, pass --seeds DIR (or set LIFECYCLE_KIT_SEEDS=DIR), the folder holding your copy of demo.txt")
        #expect(transcript.output.filter { $0.hasPrefix("seed passage:") }.count == 1)
    }

    @Test("a copy without the rule's document: the explanation, then one error line naming the file, exit 3")
    func explainMissingDocument() throws {
        let fixture = try SeedsCommandFixture(document: nil)
        defer { fixture.remove() }
        let (status, transcript) = KitTranscript.run(["explain", "DEMO-001", "--spec", fixture.spec, "--seeds", fixture.seeds])
        #expect(status == .couldNotComplete)
        #expect(transcript.output.first == "DEMO-001")
        #expect(
            transcript.errors == [
                "error: \(fixture.seeds)/demo.txt: no such file; put your copy of 'Demo document' (source demo) in the folder under this name"
            ])
    }

    @Test("a --seeds path that is a file is refused with one line naming the option and saying what to give")
    func seedsIsAFile() throws {
        let fixture = try SeedsCommandFixture()
        defer { fixture.remove() }
        let file = fixture.seeds + "/demo.txt"
        let (status, transcript) = KitTranscript.run(["explain", "DEMO-001", "--spec", fixture.spec, "--seeds", file])
        #expect(status == .usage)
        #expect(transcript.errors.first == "error: --seeds '\(file)': is a file, not a folder; give the folder that holds your copy of the documents")
        #expect(transcript.output.isEmpty)
    }

    @Test("lint --seeds names a wrong heading fingerprint with the one the copy has, and says nothing of a right one")
    func lintNamesWrongFingerprint() throws {
        let wrong = try SeedsCommandFixture(fingerprint: "000000000000")
        defer { wrong.remove() }
        let flagged = KitTranscript.run(["lint", "--spec", wrong.spec, "--seeds", wrong.seeds])
        #expect(flagged.status == .negative)
        let expected =
            "error: spec/sources/demo.json:2: section demo.notices: field 'headingFingerprint': demo.txt line 2 has fingerprint "
            + "\(SeedsCommandFixture.headingFingerprint), not 000000000000, and no line of your copy has 000000000000"
        #expect(flagged.transcript.errors.contains { $0.hasPrefix(expected) })
        #expect(flagged.transcript.errors.last?.contains("1 difference(s) from your copy of the documents") == true)
        let right = try SeedsCommandFixture()
        defer { right.remove() }
        let clean = KitTranscript.run(["lint", "--spec", right.spec, "--seeds", right.seeds])
        #expect(
            clean.transcript.output.contains {
                $0.hasPrefix("seeds: 1 document read (0 the catalog's edition); 1 of 1 section headings confirmed; 1 rule lines checked")
            })
        #expect(!clean.transcript.errors.contains { $0.contains("difference") || $0.contains("headingFingerprint") })
    }
}
