// swift-tools-version: 6.0
import PackageDescription

// A third party's package: it depends on LifecycleKit (here by path; use a git URL in
// your own package) and runs every conformance case against its adapter.
let package = Package(
    name: "MyLifecycleAdapter",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "LifecycleKit", path: "../..")],
    targets: [
        .target(
            name: "MyLifecycleAdapter",
            dependencies: [
                .product(name: "LifecycleConformance", package: "LifecycleKit"),
                .product(name: "LifecycleModel", package: "LifecycleKit"),
            ]
        ),
        .testTarget(
            name: "MyLifecycleAdapterTests",
            dependencies: [
                "MyLifecycleAdapter",
                .product(name: "LifecycleConformance", package: "LifecycleKit"),
                .product(name: "LifecycleSpec", package: "LifecycleKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
