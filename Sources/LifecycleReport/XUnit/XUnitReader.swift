import Foundation
import LifecycleFiles

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A `<testcase>` of an xUnit file (`swift test --xunit-output FILE` writes Swift Testing's
/// results to `FILE-swift-testing.xml`): one per test function.
struct XUnitCase: Hashable {
    let className: String
    let name: String
    let time: Double?
    let failures: [String]
    let skipped: Bool
    /// The line of the `<testcase>` element.
    let line: Int

    /// `classname/name`, the way the event stream import groups a function's test cases.
    var key: String { className + "/" + name }

    /// `classname.name`, as messages name the test.
    var qualifiedName: String { className.isEmpty ? name : className + "." + name }
}

/// Reads the test cases of an xUnit file.
struct XUnitReader {
    let fileName: String

    func read(_ data: Data) throws(ReportError) -> [XUnitCase] {
        let parser = XMLParser(data: data)
        let collector = XUnitCollector()
        parser.delegate = collector
        let parsed = parser.parse()
        if let failure = collector.parseFailure {
            throw ReportError(
                id: "cmd.xunit.malformed", ["at": "\(fileName):\(failure.line)", "code": "\(failure.code)"], valueIDs: ["reason": "cmd.xunit.parser-error"])
        }
        guard parsed else {
            let at = "\(fileName):\(parser.lineNumber)"
            guard let error = parser.parserError else {
                throw ReportError(id: "cmd.xunit.malformed", ["at": at], valueIDs: ["reason": "cmd.xunit.not-well-formed"])
            }
            throw ReportError(id: "cmd.xunit.malformed", ["at": at, "code": "\((error as NSError).code)"], valueIDs: ["reason": "cmd.xunit.parser-error"])
        }
        if let problem = collector.problem {
            throw ReportError(id: problem.id, problem.values.merging(["at": "\(fileName):\(problem.line)"]) { _, new in new })
        }
        guard collector.sawTestSuites else { throw ReportError(id: "cmd.xunit.no-suites", ["path": fileName]) }
        return collector.cases
    }
}

/// The parser delegate: collects `<testcase>` elements with their failures and skips.
private final class XUnitCollector: NSObject, XMLParserDelegate {
    var cases: [XUnitCase] = []
    var sawTestSuites = false
    var problem: (line: Int, id: String, values: [String: String])?
    var parseFailure: (line: Int, code: Int)?
    private var current: (className: String, name: String, time: Double?, failures: [String], skipped: Bool, line: Int)?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        switch elementName {
        case "testsuites", "testsuite": sawTestSuites = true
        case "testcase":
            guard let name = attributes["name"] else {
                if problem == nil { problem = (parser.lineNumber, "cmd.xunit.no-name", [:]) }
                return
            }
            let className = attributes["classname"] ?? ""
            let time = attributes["time"].flatMap { Self.duration($0) }
            if let text = attributes["time"], time == nil, problem == nil {
                let test = QuotedText.quoted(className.isEmpty ? name : className + "." + name)
                problem = (parser.lineNumber, "cmd.xunit.bad-time", ["test": test, "time": QuotedText.quoted(text)])
            }
            current = (className, name, time, [], false, parser.lineNumber)
        case "failure", "error": current?.failures.append(attributes["message"] ?? elementName)
        case "skipped": current?.skipped = true
        default: break
        }
    }

    /// A `time` attribute's seconds: a finite number, 0 or more; nil for anything else.
    static func duration(_ text: String) -> Double? {
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else { return nil }
        return seconds
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if parseFailure == nil { parseFailure = (parser.lineNumber, (parseError as NSError).code) }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard elementName == "testcase", let testCase = current else { return }
        cases.append(
            XUnitCase(
                className: testCase.className, name: testCase.name, time: testCase.time, failures: testCase.failures, skipped: testCase.skipped,
                line: testCase.line))
        current = nil
    }
}
