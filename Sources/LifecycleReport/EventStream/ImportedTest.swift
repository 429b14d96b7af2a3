/// A test read from an event stream, with what the xUnit check needs to find it.
struct ImportedTest {
    var entry: TestEntry
    /// `Suite.Path/function()`, the way an xUnit file names the test function it belongs to
    /// (`classname` / `name`); nil for a suite's or the run's own issues, which xUnit files omit.
    let function: String?
    /// The line of the event stream where the test first appears.
    let line: Int
}
