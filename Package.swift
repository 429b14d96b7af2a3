// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LifecycleKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "LifecycleSpec", targets: ["LifecycleSpec"]),
        .library(name: "LifecycleModel", targets: ["LifecycleModel"]),
        .library(name: "LifecycleWorkshop", targets: ["LifecycleWorkshop"]),
        .library(name: "LifecycleConformance", targets: ["LifecycleConformance"]),
        .library(name: "LifecycleSamples", targets: ["LifecycleSamples"]),
        .library(name: "LifecycleReport", targets: ["LifecycleReport"]),
        .library(name: "LifecycleFiles", targets: ["LifecycleFiles"]),
        .library(name: "LifecycleCommandLine", targets: ["LifecycleCommandLine"]),
        .library(name: "LifecycleText", targets: ["LifecycleText"]),
        .executable(name: "lifecycle-kit", targets: ["LifecycleKitCLI"]),
    ],
    targets: [
        .target(
            name: "LifecycleSpecResources",
            path: "spec",
            sources: ["SpecResources.swift"],
            resources: [
                .copy("categories.json"),
                .copy("conflicts.json"),
                .copy("sources"),
                .copy("rules"),
                .copy("tables"),
                .copy("ko"),
            ]
        ),
        .target(name: "LifecycleFiles", dependencies: ["LifecycleText"]),
        .target(name: "LifecycleText", resources: [.copy("Resources")]),
        .target(name: "LifecycleCommandLine", dependencies: ["LifecycleText"]),
        .target(name: "LifecycleSpec", dependencies: ["LifecycleSpecResources", "LifecycleFiles", "LifecycleText"]),
        .target(name: "LifecycleModel", dependencies: ["LifecycleSpec", "LifecycleText"]),
        .target(name: "LifecycleWorkshop", dependencies: ["LifecycleModel", "LifecycleSpec", "LifecycleText"]),
        .target(name: "LifecycleConformance", dependencies: ["LifecycleSpec", "LifecycleModel", "LifecycleWorkshop", "LifecycleFiles", "LifecycleText"]),
        .target(name: "LifecycleSamples", dependencies: ["LifecycleModel", "LifecycleConformance"], path: "conformance/Samples"),
        .target(name: "LifecycleReport", dependencies: ["LifecycleSpec", "LifecycleModel", "LifecycleConformance", "LifecycleFiles", "LifecycleText"]),
        .target(
            name: "LifecycleKitCommands",
            dependencies: [
                "LifecycleCommandLine", "LifecycleSpec", "LifecycleModel", "LifecycleWorkshop", "LifecycleConformance", "LifecycleSamples", "LifecycleReport",
                "LifecycleFiles", "LifecycleText",
            ]),
        .executableTarget(name: "LifecycleKitCLI", dependencies: ["LifecycleKitCommands"]),
        .testTarget(name: "LifecycleFilesTests", dependencies: ["LifecycleFiles"]),
        .testTarget(name: "LifecycleCommandLineTests", dependencies: ["LifecycleCommandLine", "LifecycleText"]),
        .testTarget(name: "LifecycleTextTests", dependencies: ["LifecycleText"]),
        .testTarget(
            name: "LifecycleKitCommandsTests",
            dependencies: [
                "LifecycleKitCommands", "LifecycleCommandLine", "LifecycleWorkshop", "LifecycleConformance", "LifecycleModel", "LifecycleSpec",
                "LifecycleReport",
                "LifecycleText", "LifecycleFiles",
            ]),
        .testTarget(name: "LifecycleSpecTests", dependencies: ["LifecycleSpec"]),
        .testTarget(name: "LifecycleModelTests", dependencies: ["LifecycleModel", "LifecycleSpec"]),
        .testTarget(name: "LifecycleWorkshopTests", dependencies: ["LifecycleWorkshop", "LifecycleModel", "LifecycleSpec"]),
        .testTarget(
            name: "LifecycleConformanceTests",
            dependencies: ["LifecycleConformance", "LifecycleWorkshop", "LifecycleModel", "LifecycleSpec", "LifecycleSamples", "LifecycleText"]),
        .testTarget(
            name: "LifecycleReportTests",
            dependencies: ["LifecycleReport", "LifecycleConformance", "LifecycleModel", "LifecycleSpec", "LifecycleFiles", "LifecycleText"]),
    ],
    swiftLanguageModes: [.v6]
)
