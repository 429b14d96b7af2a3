import Foundation
import LifecycleReport
import Testing

@Suite("An xUnit file must agree with the event stream, test by test")
struct XUnitCrossCheckTests {
    static func tests(xunit: String, events: String = EventStreamFixture.text) throws -> [TestEntry] {
        let catalog = try #require(Fixtures.catalog)
        return try EventStreamImport(catalog: catalog).tests(data: Data(events.utf8), fileName: "events.jsonl", xunit: (Data(xunit.utf8), "run.xml"))
    }

    @Test("a test function of the stream missing from the xUnit file is refused, naming its line in the stream")
    func missingFromXUnit() {
        let xunit = EventStreamFixture.xunit.replacingOccurrences(
            of: #"<testcase classname="AdapterTests.ConformanceTests" name="smoke()" time="0.25" />"#, with: "")
        #expect(
            throws: ReportError(
                "run.xml: test 'AdapterTests.ConformanceTests.smoke()' of the event stream events.jsonl:9 is not in the xUnit file; the files come from different runs"
            )
        ) { try Self.tests(xunit: xunit) }
    }

    @Test("the xUnit durations fill in the durations the stream lacks")
    func durations() throws {
        let events = EventStreamFixture.records.enumerated().filter { $0.offset != 16 }.map(\.element).joined(separator: "\n") + "\n"
        let tests = try Self.tests(xunit: EventStreamFixture.xunit, events: events)
        #expect(tests.first { $0.id == EventStreamFixture.plainID }?.durationSeconds == 0.25)
    }

    @Test(
        "a duration that is negative, not a number or infinite is refused with its line",
        arguments: ["-1", "nan", "inf", "-0.5", "soon", ""])
    func badDuration(time: String) {
        let xunit = EventStreamFixture.xunit.replacingOccurrences(of: #"name="urlLaunch()" time="0.5""#, with: #"name="urlLaunch()" time="\#(time)""#)
        #expect(
            throws: ReportError(
                "run.xml:7: <testcase> 'AdapterTests.ConformanceTests.urlLaunch()' has time='\(time)': a duration must be a finite number of seconds, 0 or more; "
                    + "use the xUnit file swift test wrote for this run")
        ) { try Self.tests(xunit: xunit) }
    }

    @Test("a test of a nested suite is matched to its xUnit class name (Module.Outer.Inner)")
    func nestedSuite() throws {
        let inner = "AdapterTests.ConformanceTests/Launches"
        let function = inner + "/relaunch()/ConformanceTests.swift:30:8"
        var records = EventStreamFixture.records
        records.insert(#"{"kind":"test","payload":{"displayName":"Launches","id":"\#(inner)","kind":"suite","name":"Launches"},"version":0}"#, at: 4)
        records.insert(
            #"{"kind":"test","payload":{"displayName":"[APG-393] relaunch","id":"\#(function)","isParameterized":false,"kind":"function","name":"relaunch()"},"version":0}"#,
            at: 5)
        records.insert(
            #"{"kind":"event","payload":{"instant":{"absolute":100.1},"kind":"testStarted","messages":[],"testID":"\#(function)"},"version":0}"#, at: 10)
        let xunit = EventStreamFixture.xunit.replacingOccurrences(
            of: "  </testsuite>", with: #"    <testcase classname="AdapterTests.ConformanceTests.Launches" name="relaunch()" time="0.125" />\#n  </testsuite>"#)
        let tests = try Self.tests(xunit: xunit, events: records.joined(separator: "\n") + "\n")
        let relaunch = try #require(tests.first { $0.id == function })
        #expect(relaunch.suite == inner)
        #expect(relaunch.durationSeconds == 0.125)
    }
}
