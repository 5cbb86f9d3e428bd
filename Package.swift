// swift-tools-version:6.2
// The package's layers are described in docs/architecture.md; dependencies point down only.
import PackageDescription

/// One settings list for every Swift target: Swift 6 language mode (the tools-version
/// default), warnings as errors, and the upcoming features that make a target's imports and
/// existential types say what they use: a member is visible only where its module is imported
/// (`MemberImportVisibility`), and an existential is spelled `any P` (`ExistentialAny`).
let swiftSettings: [SwiftSetting] = [
    .treatAllWarnings(as: .error),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("ExistentialAny"),
]

#if os(Linux)
    /// The `UIKit` module (below), for targets whose sources say `import UIKit` on Linux.
    let uikitModule: [Target.Dependency] = ["UIKit", "_Testing_UIKit"]
#else
    let uikitModule: [Target.Dependency] = []
#endif

let package = Package(
    name: "TransitionHarness",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .library(name: "HeadlessCompositor", targets: ["HeadlessCompositor"]),
        .library(name: "GestureTrace", targets: ["GestureTrace"]),
        .library(name: "PropertyTesting", targets: ["PropertyTesting"]),
        .library(name: "TransitionHarness", targets: ["TransitionHarness"]),
        .library(name: "TransitionHarnessAppSupport", targets: ["TransitionHarnessAppSupport"]),
        .library(name: "TransitionHarnessCLI", targets: ["TransitionHarnessCLI"]),
        .library(name: "TransitionHarnessTraces", targets: ["TransitionHarnessTraces"]),
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
        // The files an app links or copies into its own target (view-state capture and restore,
        // the recording window, the harness's interaction controller): UIKit on iOS,
        // HeadlessUIKit elsewhere; no traces, no harness.
        .target(
            name: "TransitionHarnessAppSupport",
            dependencies: [.target(name: "HeadlessUIKit", condition: .when(platforms: [.macOS, .linux]))],
            swiftSettings: swiftSettings
        ),
        // The repository's traces/ folder, its trace folders copied byte for byte as resources,
        // with `TraceCorpus` to reach them from a dependent package (re-exported by
        // TransitionHarness). The target is the folder itself: SwiftPM copies a symbolic link
        // to a folder as a link, so a link from Sources/ would not carry the traces.
        .target(
            name: "TransitionHarnessTraces",
            dependencies: ["GestureTrace"],
            path: "traces",
            exclude: ["README.md"],
            sources: ["TraceCorpus.swift"],
            resources: [.copy("synthetic"), .copy("regressions")],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "TransitionHarness",
            dependencies: [
                "GestureTrace", "HeadlessCompositor", "HeadlessUIKit", "PropertyTesting", "TransitionHarnessAppSupport",
                "TransitionHarnessTraces",
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "TransitionCatalog",
            dependencies: ["GestureTrace", "HeadlessUIKit", "TransitionHarness", "TransitionHarnessAppSupport"],
            swiftSettings: swiftSettings
        ),
        // Option declarations, value parsers and help, for the two executables' command lines.
        .target(name: "CommandLineOptions", swiftSettings: swiftSettings),
        .target(
            name: "TransitionHarnessCLI",
            dependencies: [
                "CommandLineOptions", "GestureTrace", "HeadlessUIKit", "PropertyTesting", "TransitionHarness",
                "TransitionCatalog",
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
                "TransitionCatalog",
            ],
            swiftSettings: swiftSettings
        ),
        // Measures HeadlessCompositor (docs/compositor.md): `swift run -c release compositor-benchmark 3`.
        .executableTarget(
            name: "compositor-benchmark",
            dependencies: ["HeadlessCompositor", "HeadlessUIKit"],
            swiftSettings: swiftSettings
        ),
        // Seeded randomness, the package's own files and other helpers shared by the test targets only.
        .target(name: "TestSupport", dependencies: ["GestureTrace", "PropertyTesting"], swiftSettings: swiftSettings),
        .testTarget(
            name: "GestureTraceTests",
            dependencies: ["GestureTrace", "TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "HeadlessUIKitTests",
            dependencies: ["HeadlessUIKit", "TestSupport"],
            exclude: ["API/HeadlessUIKit.public.txt", "API/HeadlessUIKit.spi.txt"],
            swiftSettings: swiftSettings
        ),
        // UIKit code as libraries written before Swift 6 have it, in Swift 5 language mode: it
        // compiles (warnings are errors) only while HeadlessUIKit's isolation gives a Swift 5
        // client no diagnostic, as UIKit's does (docs/isolation.md).
        .testTarget(
            name: "HeadlessUIKitSwift5Tests",
            dependencies: ["HeadlessUIKit"] + uikitModule,
            swiftSettings: swiftSettings + [.swiftLanguageMode(.v5)]
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
            dependencies: [
                "TransitionHarness", "GestureTrace", "HeadlessCompositor", "HeadlessUIKit", "PropertyTesting",
                "TestSupport",
            ],
            exclude: ["Replay/Goldens"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TransitionHarnessAppSupportTests",
            dependencies: [
                "TransitionHarnessAppSupport", "GestureTrace", "HeadlessUIKit", "TransitionHarness", "TestSupport",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TransitionCatalogTests",
            dependencies: ["GestureTrace", "HeadlessUIKit", "TransitionCatalog", "TransitionHarness", "TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CommandLineOptionsTests",
            dependencies: ["CommandLineOptions"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TransitionBenchmarkTests",
            dependencies: ["transition-benchmark", "CommandLineOptions", "GestureTrace", "TransitionHarness"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TransitionHarnessCLITests",
            dependencies: [
                "TransitionHarnessCLI", "CommandLineOptions", "GestureTrace", "HeadlessUIKit", "PropertyTesting",
                "TransitionCatalog", "TransitionHarness", "TestSupport",
            ],
            exclude: ["Commands/Goldens"],
            swiftSettings: swiftSettings
        ),
    ]
)

#if os(Linux)
    // `import UIKit`, `import QuartzCore` and `import CoreGraphics` unchanged on Linux, which has
    // none of these modules: each re-exports HeadlessUIKit (docs/uikit-modules.md). Declared on
    // Linux only: Apple platforms have their own QuartzCore and CoreGraphics (a module of the
    // same name would clash with them, and with UIKit on iOS), and this manifest is evaluated on
    // the machine that builds.
    // `_Testing_UIKit` and `_Testing_CoreGraphics` are the empty cross-import overlays Swift
    // Testing loads for a file that imports it and UIKit (or CoreGraphics).
    package.products += [
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics", "_Testing_CoreGraphics"]),
    ]
    package.targets += [
        .target(name: "UIKit", dependencies: ["HeadlessUIKit"], swiftSettings: swiftSettings),
        .target(name: "QuartzCore", dependencies: ["HeadlessUIKit"], swiftSettings: swiftSettings),
        .target(name: "CoreGraphics", dependencies: ["HeadlessUIKit"], swiftSettings: swiftSettings),
        .target(name: "_Testing_UIKit", swiftSettings: swiftSettings),
        .target(name: "_Testing_CoreGraphics", swiftSettings: swiftSettings),
        .testTarget(
            name: "UIKitModuleTests",
            dependencies: ["UIKit", "QuartzCore", "CoreGraphics", "_Testing_UIKit", "_Testing_CoreGraphics"],
            swiftSettings: swiftSettings
        ),
    ]
#endif
