// swift-tools-version:6.2
// A package of your own that tests its transitions with the harness: its card transition
// (Sources/MyTransitions), its own command-line tool (`swift run my-transitions`), and the
// harness's bundled traces reached through `TraceCorpus` (Sources/bundled-trace).
import Foundation
import PackageDescription

/// Where the harness is checked out, and its package identity: SwiftPM names a package
/// dependency by path after its folder, whatever that folder is called (`transition-harness`,
/// a worktree, a CI checkout), so the identity is read from the path, not written out.
let harnessPath = "../.."
let harness = URL(fileURLWithPath: harnessPath, relativeTo: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
    .standardizedFileURL.lastPathComponent

#if os(Linux)
    /// `import UIKit` unchanged on Linux: the harness's `UIKit` product re-exports HeadlessUIKit.
    let uikit: [Target.Dependency] = [.product(name: "UIKit", package: harness)]
#else
    let uikit: [Target.Dependency] = []
#endif

let package = Package(
    name: "MyTransitions",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: harnessPath)],
    targets: [
        // The app's code as it ships, and its scene as a subject of the harness.
        .target(
            name: "MyTransitions",
            dependencies: uikit + [
                .product(name: "HeadlessUIKit", package: harness),
                .product(name: "GestureTrace", package: harness),
                .product(name: "TransitionHarness", package: harness),
            ]
        ),
        // Every command of the harness's tool, for this package's subjects.
        .executableTarget(
            name: "my-transitions",
            dependencies: ["MyTransitions", .product(name: "TransitionHarnessCLI", package: harness)]
        ),
        // Prints the path of a bundled trace, read through `TraceCorpus`.
        .executableTarget(
            name: "bundled-trace",
            dependencies: [.product(name: "TransitionHarness", package: harness)]
        ),
    ]
)
