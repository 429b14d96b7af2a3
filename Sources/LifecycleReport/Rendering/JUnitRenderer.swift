import Foundation

/// `junit.xml` for CI: one `<testsuite>` per suite, one `<testcase>` per conformance case or
/// test, failures with their messages, skipped and not-applicable tests as `<skipped>`; each
/// suite's `<properties>` name the kit version, the adapter contract and the catalog hash.
enum JUnitRenderer {
    static func render(_ report: ConformanceReport) -> String {
        var suiteOrder: [String] = []
        var bySuite: [String: [TestEntry]] = [:]
        for test in report.tests {
            if bySuite[test.suite] == nil { suiteOrder.append(test.suite) }
            bySuite[test.suite, default: []].append(test)
        }
        let tests = report.tests
        let properties =
            "    <properties>" + provenance(report).map { "<property name=\(attribute($0.0)) value=\(attribute($0.1))/>" }.joined()
            + "</properties>"
        var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        out.append(
            "<testsuites name=\(attribute("LifecycleKit conformance: \(report.implementation.name)")) tests=\"\(tests.count)\" "
                + "failures=\"\(tests.count { $0.status == .failed })\" skipped=\"\(tests.count { $0.status == .skipped || $0.status == .notApplicable })\""
                + time(tests) + ">")
        for suite in suiteOrder {
            let members = bySuite[suite] ?? []
            out.append(
                "  <testsuite name=\(attribute(suite)) tests=\"\(members.count)\" failures=\"\(members.count { $0.status == .failed })\" "
                    + "skipped=\"\(members.count { $0.status == .skipped || $0.status == .notApplicable })\"" + time(members) + ">")
            out.append(properties)
            for test in members { out += testCase(test) }
            out.append("  </testsuite>")
        }
        out.append("</testsuites>")
        return out.joined(separator: "\n") + "\n"
    }

    private static func testCase(_ test: TestEntry) -> [String] {
        let open = "    <testcase classname=\(attribute(test.suite)) name=\(attribute(test.name))" + time([test])
        var body: [String] = []
        switch test.status {
        case .passed: break
        case .failed:
            let text = ([test.hint.map { "hint: \($0)" }].compactMap { $0 } + test.messages).joined(separator: "\n\n")
            let headline = FailureHeadline.text(test)
            body.append("      <failure message=\(attribute(headline)) type=\"conformance\">\(MarkupEscaping.xml(text))</failure>")
        case .skipped, .notApplicable:
            let reason = (test.status == .notApplicable ? "not applicable: " : "skipped: ") + test.messages.joined(separator: "; ")
            body.append("      <skipped message=\(attribute(reason))/>")
        }
        if !test.ruleIDs.isEmpty {
            body.append("      <system-out>rules: \(MarkupEscaping.xml(test.ruleIDs.joined(separator: ", ")))</system-out>")
        }
        guard !body.isEmpty else { return [open + "/>"] }
        return [open + ">"] + body + ["    </testcase>"]
    }

    /// The kit, the adapter contract and the catalog the report was judged with, in each suite's `<properties>`.
    static func provenance(_ report: ConformanceReport) -> [(String, String)] {
        [
            ("lifecycleKitVersion", report.kitVersion ?? ""), ("adapterContractVersion", report.adapterContractVersion ?? ""),
            ("catalogSHA256", report.catalogHash ?? ""), ("implementation", report.implementation.name),
            ("implementationVersion", report.implementation.version), ("verdict", report.summary.verdict.rawValue),
        ]
    }

    private static func attribute(_ value: String) -> String {
        "\"" + MarkupEscaping.xml(value, newlinesAsEntities: true) + "\""
    }

    private static func time(_ tests: [TestEntry]) -> String {
        let durations = tests.compactMap(\.durationSeconds)
        guard !durations.isEmpty else { return "" }
        let total = durations.reduce(0, +)
        return " time=\"\(String(format: "%.6f", total))\""
    }
}
