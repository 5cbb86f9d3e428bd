// swift-tools-version:6.2
// The package's layers are described in docs/architecture.md; dependencies point down only.
import PackageDescription

/// One settings list for every Swift target: Swift 6 language mode (the tools-version
/// default) and warnings as errors.
let swiftSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error)
]

let package = Package(
    name: "TransitionHarness",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .library(name: "HeadlessCompositor", targets: ["HeadlessCompositor"]),
        .library(name: "GestureTrace", targets: ["GestureTrace"]),
        .library(name: "PropertyTesting", targets: ["PropertyTesting"]),
        .library(name: "TransitionHarness", targets: ["TransitionHarness"]),
        .executable(name: "transition-harness", targets: ["transition-harness"]),
    ],
    targets: [
        .systemLibrary(
            name: "CJSONC",
            pkgConfig: "json-c",
            providers: [.apt(["libjson-c-dev"]), .brew(["json-c"])]
        ),
        .target(name: "GestureTrace", dependencies: ["CJSONC"], swiftSettings: swiftSettings),
        .target(name: "HeadlessUIKit", swiftSettings: swiftSettings),
        .target(name: "PropertyTesting", swiftSettings: swiftSettings),
        .target(name: "HeadlessCompositor", dependencies: ["HeadlessUIKit"], swiftSettings: swiftSettings),
        .target(
            name: "TransitionHarness",
            dependencies: ["GestureTrace", "HeadlessCompositor", "HeadlessUIKit", "PropertyTesting"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "TransitionCatalog",
            dependencies: ["GestureTrace", "HeadlessUIKit", "TransitionHarness"],
            swiftSettings: swiftSettings
        ),
        // Option declarations, value parsers and help, for the two executables' command lines.
        .target(name: "CommandLineOptions", swiftSettings: swiftSettings),
        .target(
            name: "TransitionHarnessCLI",
            dependencies: [
                "CommandLineOptions", "GestureTrace", "HeadlessUIKit", "TransitionHarness", "TransitionCatalog",
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "transition-harness",
            dependencies: ["TransitionHarnessCLI"],
            swiftSettings: swiftSettings
        ),
        // libFuzzer entry point for the trace reader and writer: build it alone with
        // `swift build --sanitize=fuzzer --product FuzzTrace` (scripts/fuzz-trace-reader.sh);
        // a plain build makes a no-op binary.
        .executableTarget(
            name: "FuzzTrace",
            dependencies: ["GestureTrace"],
            swiftSettings: swiftSettings
        ),
        // libFuzzer entry point replaying generated gestures against the system transition:
        // `swift build --sanitize=fuzzer --product FuzzReplay` (scripts/fuzz-replay.sh).
        .executableTarget(
            name: "FuzzReplay",
            dependencies: ["PropertyTesting", "TransitionHarness"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "transition-benchmark",
            dependencies: [
                "CommandLineOptions", "GestureTrace", "HeadlessUIKit", "PropertyTesting", "TransitionHarness",
                "TransitionCatalog", "CJSONC",
            ],
            swiftSettings: swiftSettings
        ),
        // Measures HeadlessCompositor (docs/compositor.md): `swift run -c release compositor-benchmark 3`.
        .executableTarget(
            name: "compositor-benchmark",
            dependencies: ["HeadlessCompositor", "HeadlessUIKit"],
            swiftSettings: swiftSettings
        ),
        // Seeded randomness and helpers shared by the test targets only.
        .target(name: "TestSupport", dependencies: ["PropertyTesting"], swiftSettings: swiftSettings),
        .testTarget(
            name: "GestureTraceTests",
            dependencies: ["GestureTrace", "TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "HeadlessUIKitTests",
            dependencies: ["HeadlessUIKit", "TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PropertyTestingTests",
            dependencies: ["PropertyTesting"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "HeadlessCompositorTests",
            dependencies: ["HeadlessCompositor", "HeadlessUIKit", "TestSupport"],
            exclude: ["Expected"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TransitionHarnessTests",
            dependencies: ["TransitionHarness", "GestureTrace", "HeadlessUIKit", "PropertyTesting", "TestSupport"],
            exclude: ["Replay/Goldens"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TransitionCatalogTests",
            dependencies: ["GestureTrace", "TransitionCatalog", "TransitionHarness", "TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CommandLineOptionsTests",
            dependencies: ["CommandLineOptions"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TransitionBenchmarkTests",
            dependencies: ["transition-benchmark", "CommandLineOptions", "GestureTrace"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TransitionHarnessCLITests",
            dependencies: [
                "TransitionHarnessCLI", "CommandLineOptions", "TransitionCatalog", "TransitionHarness", "TestSupport",
            ],
            exclude: ["Commands/Goldens"],
            swiftSettings: swiftSettings
        ),
    ]
)
