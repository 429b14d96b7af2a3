import LifecycleModel

/// Conformance cases (filled in by area; see ConformanceSuite).
enum EnvironmentCases {
    static let all: [ConformanceCase] = []
}
