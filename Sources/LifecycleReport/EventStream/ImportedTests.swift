/// The tests read from an event stream, and where each one comes from, for the xUnit check.
struct ImportedTests {
    var entries: [TestEntry]
    /// `origins[i]` is where `entries[i]` comes from.
    var origins: [TestOrigin]
}

/// Where a test of an event stream comes from.
struct TestOrigin {
    /// The innermost suite's id (`Module.Outer/Inner`); one string shared by all its tests.
    let suite: String
    /// The name of the test function the test belongs to (`smoke()`); nil for a suite's or the
    /// run's own issues, which xUnit files leave out.
    let function: String?
    /// The line of the event stream where the test first appears.
    let line: Int

    /// `Module.Outer.Inner/smoke()`: how an xUnit file names the test function
    /// (`classname/name`); nil when `function` is.
    var xunitKey: String? {
        function.map { (suite.contains("/") ? String(suite.map { $0 == "/" ? "." : $0 }) : suite) + "/" + $0 }
    }
}
