import Foundation

/// The built `HeadlessUIKit` module and the toolchain's own tools, for tests that run Swift's
/// tools on the module this test run was built with (the API listing, isolation diagnostics).
///
/// The module is found in SwiftPM's `Modules/` directory beside the products (``locate()``);
/// a tool is found in `SWIFT_TOOLCHAIN_BIN` when set, then on `PATH`, then through `xcrun` on
/// Apple platforms. Either missing is a located error, not a skipped test.
struct BuiltModule {
    /// The directory that holds `HeadlessUIKit.swiftmodule`.
    let modulesDirectory: URL

    /// What went wrong finding the module or a tool, or running a tool.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The products directory of this test run: `HEADLESS_UIKIT_MODULES` when set, else the
    /// `Modules` directory beside the test executable or the loaded `.xctest` bundle (Apple
    /// platforms run Swift Testing through a helper), else `.build/debug/Modules`.
    static func locate() throws -> BuiltModule {
        var candidates: [URL] = []
        if let given = ProcessInfo.processInfo.environment["HEADLESS_UIKIT_MODULES"] {
            candidates.append(URL(fileURLWithPath: given))
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        candidates.append(executable.deletingLastPathComponent().appendingPathComponent("Modules"))
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("Modules"))
        }
        candidates.append(repositoryRoot.appendingPathComponent(".build/debug/Modules"))
        for modules in candidates
        where FileManager.default.fileExists(atPath: modules.appendingPathComponent("HeadlessUIKit.swiftmodule").path) {
            return BuiltModule(modulesDirectory: modules)
        }
        throw Failure(
            description: "no HeadlessUIKit.swiftmodule in \(candidates.map(\.path)); set HEADLESS_UIKIT_MODULES")
    }

    /// The SDK arguments the tools need on Apple platforms (`-sdk` and its path); none elsewhere.
    func sdkArguments() throws -> [String] {
        #if canImport(Darwin)
            let found = try run(URL(fileURLWithPath: "/usr/bin/xcrun"), ["--show-sdk-path"])
            let path = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
            return found.status == 0 && !path.isEmpty ? ["-sdk", path] : []
        #else
            return []
        #endif
    }

    /// The toolchain executable `name` (`swiftc`, `swift-symbolgraph-extract`).
    func tool(_ name: String) throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        var directories: [String] = []
        if let bin = environment["SWIFT_TOOLCHAIN_BIN"] { directories.append(bin) }
        directories += (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for directory in directories {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        #if canImport(Darwin)
            let found = try run(URL(fileURLWithPath: "/usr/bin/xcrun"), ["--find", name])
            if found.status == 0 {
                return URL(fileURLWithPath: found.output.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        #endif
        throw Failure(description: "\(name): not found in SWIFT_TOOLCHAIN_BIN or PATH")
    }

    /// Runs `executable` with `arguments`; returns its exit status and its standard output and
    /// error, interleaved.
    func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            throw Failure(description: "\(executable.path): could not run (\(error))")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The repository's root directory.
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // API
            .deletingLastPathComponent()  // HeadlessUIKitTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
    }
}
