import LifecycleModel

/// Conformance cases (filled in by area; see ConformanceSuite).
enum LifecycleStateCases {
    static let all: [ConformanceCase] = []
}
