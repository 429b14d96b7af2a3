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
            throw ReportError("\(fileName):\(failure.line): malformed xUnit XML: \(failure.reason)")
        }
        guard parsed else {
            let reason = parser.parserError.map { "not well-formed (XML parser error \(($0 as NSError).code))" } ?? "not well-formed"
            throw ReportError("\(fileName):\(parser.lineNumber): malformed xUnit XML: \(reason)")
        }
        if let problem = collector.problem { throw ReportError("\(fileName):\(problem.line): \(problem.message)") }
        guard collector.sawTestSuites else { throw ReportError("\(fileName): not an xUnit file: no <testsuites> or <testsuite> element") }
        return collector.cases
    }
}

/// The parser delegate: collects `<testcase>` elements with their failures and skips.
private final class XUnitCollector: NSObject, XMLParserDelegate {
    var cases: [XUnitCase] = []
    var sawTestSuites = false
    var problem: (line: Int, message: String)?
    var parseFailure: (line: Int, reason: String)?
    private var current: (className: String, name: String, time: Double?, failures: [String], skipped: Bool, line: Int)?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        switch elementName {
        case "testsuites", "testsuite": sawTestSuites = true
        case "testcase":
            guard let name = attributes["name"] else {
                if problem == nil { problem = (parser.lineNumber, "<testcase> without a name attribute") }
                return
            }
            let className = attributes["classname"] ?? ""
            let time = attributes["time"].flatMap { Self.duration($0) }
            if let text = attributes["time"], time == nil, problem == nil {
                let test = QuotedText.quoted(className.isEmpty ? name : className + "." + name)
                problem = (
                    parser.lineNumber,
                    "<testcase> \(test) has time=\(QuotedText.quoted(text)): a duration must be a finite number of seconds, 0 or more; "
                        + "use the xUnit file swift test wrote for this run"
                )
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
        if parseFailure == nil { parseFailure = (parser.lineNumber, "not well-formed (XML parser error \((parseError as NSError).code))") }
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
