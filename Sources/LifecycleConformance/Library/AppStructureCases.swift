import LifecycleModel

/// Conformance cases (filled in by area; see ConformanceSuite).
enum AppStructureCases {
    static let all: [ConformanceCase] = []
}
