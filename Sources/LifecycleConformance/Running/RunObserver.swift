/// Watches a run case by case, as swift-testing's recorders watch a test run: progress
/// lines, a worker's result stream and the console all observe the one pipeline.
public protocol RunObserver: AnyObject, Sendable {
    /// A case is about to run; `index` counts from 0 among `total`.
    func caseWillRun(_ conformanceCase: ConformanceCase, index: Int, total: Int)
    /// A case ended, after `seconds`.
    func caseDidRun(_ result: CaseResult, seconds: Double, index: Int, total: Int)
}

extension RunObserver {
    /// Nothing by default.
    public func caseWillRun(_ conformanceCase: ConformanceCase, index: Int, total: Int) {}
    /// Nothing by default.
    public func caseDidRun(_ result: CaseResult, seconds: Double, index: Int, total: Int) {}
}
