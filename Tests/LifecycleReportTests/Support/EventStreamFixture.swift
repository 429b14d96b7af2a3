import Foundation

/// A small event stream in the shapes `swift test --event-stream-output-path FILE
/// --event-stream-version 0` writes (Swift 6.3): one suite; a parameterized test whose two
/// cases name rules in their argument descriptions (the second fails with a counterexample);
/// a plain test naming a rule in its display name; a plain test naming none.
enum EventStreamFixture {
    static let suiteID = "AdapterTests.ConformanceTests"
    static let parameterizedID = "AdapterTests.ConformanceTests/conformance(_:)/ConformanceTests.swift:8:6"
    static let taggedID = "AdapterTests.ConformanceTests/urlLaunch()/ConformanceTests.swift:14:6"
    static let plainID = "AdapterTests.ConformanceTests/smoke()/ConformanceTests.swift:18:6"
    /// The case ids the parameterized test's two arguments carry: the report names their tests by them.
    static let firstCaseID = "LAUNCH-001"
    static let secondCaseID = "LAUNCH-002"

    static let firstCase =
        #"{"displayName":"[STATES-039, STATES-043] LAUNCH-001 launch into the foreground","id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [34, 76, 65, 85, 78, 67, 72, 45, 48, 48, 49, 34])], discriminator: 0, isStable: true"}"#
    static let secondCase =
        #"{"displayName":"[STATES-034] LAUNCH-002 willEnterForeground is never sent during a launch","id":"Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [34, 76, 65, 85, 78, 67, 72, 45, 48, 48, 50, 34])], discriminator: 0, isStable: true"}"#

    /// The records, one JSON object per line; `lines` joins them.
    static var records: [String] {
        [
            #"{"kind":"test","payload":{"displayName":"My adapter conforms","id":"\#(suiteID)","kind":"suite","name":"ConformanceTests","sourceLocation":{"_filePath":"\/src\/Tests\/AdapterTests\/ConformanceTests.swift","column":2,"fileID":"AdapterTests\/ConformanceTests.swift","line":6}},"version":0}"#,
            #"{"kind":"test","payload":{"_testCases":[\#(firstCase),\#(secondCase)],"displayName":"conformance case","id":"\#(parameterizedID)","isParameterized":true,"kind":"function","name":"conformance(_:)","sourceLocation":{"_filePath":"\/src\/Tests\/AdapterTests\/ConformanceTests.swift","column":6,"fileID":"AdapterTests\/ConformanceTests.swift","line":8}},"version":0}"#,
            #"{"kind":"test","payload":{"displayName":"[APG-393] a URL launch calls the URL handler before activation","id":"\#(taggedID)","isParameterized":false,"kind":"function","name":"urlLaunch()","sourceLocation":{"_filePath":"\/src\/Tests\/AdapterTests\/ConformanceTests.swift","column":6,"fileID":"AdapterTests\/ConformanceTests.swift","line":14}},"version":0}"#,
            #"{"kind":"test","payload":{"displayName":"the adapter builds","id":"\#(plainID)","isParameterized":false,"kind":"function","name":"smoke()","sourceLocation":{"_filePath":"\/src\/Tests\/AdapterTests\/ConformanceTests.swift","column":6,"fileID":"AdapterTests\/ConformanceTests.swift","line":18}},"version":0}"#,
            #"{"kind":"event","payload":{"instant":{"absolute":100.0,"since1970":1795349199.0},"kind":"runStarted","messages":[{"symbol":"default","text":"Test run started."}]},"version":0}"#,
            #"{"kind":"event","payload":{"instant":{"absolute":100.1,"since1970":1795349199.1},"kind":"testStarted","messages":[{"symbol":"default","text":"Suite \"My adapter conforms\" started."}],"testID":"\#(suiteID)"},"version":0}"#,
            #"{"kind":"event","payload":{"instant":{"absolute":100.1,"since1970":1795349199.1},"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"conformance case\" started."}],"testID":"\#(parameterizedID)"},"version":0}"#,
            #"{"kind":"event","payload":{"instant":{"absolute":100.1,"since1970":1795349199.1},"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"[APG-393] a URL launch calls the URL handler before activation\" started."}],"testID":"\#(taggedID)"},"version":0}"#,
            #"{"kind":"event","payload":{"instant":{"absolute":100.1,"since1970":1795349199.1},"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"the adapter builds\" started."}],"testID":"\#(plainID)"},"version":0}"#,
            #"{"kind":"event","payload":{"_testCase":\#(firstCase),"instant":{"absolute":100.2,"since1970":1795349199.2},"kind":"testCaseStarted","messages":[{"symbol":"default","text":"Test case passing 1 argument conformanceCase → [STATES-039, STATES-043] LAUNCH-001 launch into the foreground to \"conformance case\" started."}],"testID":"\#(parameterizedID)"},"version":0}"#,
            #"{"kind":"event","payload":{"_testCase":\#(firstCase),"instant":{"absolute":100.25,"since1970":1795349199.25},"kind":"testCaseEnded","messages":[],"testID":"\#(parameterizedID)"},"version":0}"#,
            #"{"kind":"event","payload":{"_testCase":\#(secondCase),"instant":{"absolute":100.3,"since1970":1795349199.3},"kind":"testCaseStarted","messages":[{"symbol":"default","text":"Test case passing 1 argument conformanceCase → [STATES-034] LAUNCH-002 willEnterForeground is never sent during a launch to \"conformance case\" started."}],"testID":"\#(parameterizedID)"},"version":0}"#,
            #"{"kind":"event","payload":{"_comments":["the trace differs from the expected one:\n   expected | observed\n>> willFinishLaunching@inactive | willEnterForeground@background"],"_sourceLocation":{"_filePath":"\/src\/Tests\/AdapterTests\/ConformanceTests.swift","column":9,"fileID":"AdapterTests\/ConformanceTests.swift","line":11},"_testCase":\#(secondCase),"instant":{"absolute":100.35,"since1970":1795349199.35},"issue":{"isKnown":false,"sourceLocation":{"_filePath":"\/src\/Tests\/AdapterTests\/ConformanceTests.swift","column":9,"fileID":"AdapterTests\/ConformanceTests.swift","line":11}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (result.outcome → failed) == .passed"},{"symbol":"details","text":"the trace differs from the expected one:\n   expected | observed\n>> willFinishLaunching@inactive | willEnterForeground@background"}],"testID":"\#(parameterizedID)"},"version":0}"#,
            #"{"kind":"event","payload":{"_testCase":\#(secondCase),"instant":{"absolute":100.4,"since1970":1795349199.4},"kind":"testCaseEnded","messages":[],"testID":"\#(parameterizedID)"},"version":0}"#,
            #"{"kind":"event","payload":{"instant":{"absolute":100.5,"since1970":1795349199.5},"kind":"testEnded","messages":[{"symbol":"fail","text":"Test \"conformance case\" with 2 test cases failed after 0.400 seconds with 1 issue."}],"testID":"\#(parameterizedID)"},"version":0}"#,
            #"{"kind":"event","payload":{"instant":{"absolute":100.6,"since1970":1795349199.6},"kind":"testEnded","messages":[{"symbol":"pass","text":"Test \"[APG-393] a URL launch calls the URL handler before activation\" passed after 0.500 seconds."}],"testID":"\#(taggedID)"},"version":0}"#,
            #"{"kind":"event","payload":{"instant":{"absolute":100.6,"since1970":1795349199.6},"kind":"testEnded","messages":[{"symbol":"pass","text":"Test \"the adapter builds\" passed after 0.500 seconds."}],"testID":"\#(plainID)"},"version":0}"#,
            #"{"kind":"event","payload":{"instant":{"absolute":100.7,"since1970":1795349199.7},"kind":"testEnded","messages":[{"symbol":"fail","text":"Suite \"My adapter conforms\" failed after 0.600 seconds with 1 issue."}],"testID":"\#(suiteID)"},"version":0}"#,
            #"{"kind":"event","payload":{"instant":{"absolute":100.8,"since1970":1795349199.8},"kind":"runEnded","messages":[{"symbol":"fail","text":"Test run with 3 tests in 1 suite failed after 0.700 seconds with 1 issue."}]},"version":0}"#,
        ]
    }

    static var text: String { records.joined(separator: "\n") + "\n" }

    /// The xUnit file SwiftPM writes for the same run (`--xunit-output X` → `X-swift-testing.xml`).
    static let xunit = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="TestResults" errors="0" tests="3" failures="1" skipped="0" time="0.7">
            <testcase classname="AdapterTests.ConformanceTests" name="conformance(_:)" time="0.4">
              <failure message="Expectation failed: (result.outcome &#8594; failed) == .passed (error): the trace differs" />
            </testcase>
            <testcase classname="AdapterTests.ConformanceTests" name="urlLaunch()" time="0.5" />
            <testcase classname="AdapterTests.ConformanceTests" name="smoke()" time="0.25" />
          </testsuite>
        </testsuites>
        """
}
