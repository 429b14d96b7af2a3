import LifecycleModel

/// Conformance cases (filled in by area; see ConformanceSuite).
enum BackgroundExecutionCases {
    static let all: [ConformanceCase] = []
}
