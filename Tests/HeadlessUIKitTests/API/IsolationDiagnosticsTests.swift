import Foundation
import Testing

/// Isolation as a client sees it (docs/isolation.md): `swiftc` type-checks the Swift 5 client
/// fixture (`Tests/HeadlessUIKitSwift5Tests/IOSClientCode.swift`) against the module this test
/// run built, in both language modes, and the diagnostics must be the ones iOS gives: none in
/// Swift 5; in Swift 6, a warning on each line the fixture marks `// swift6: warning` (UIKit is
/// main-actor with preconcurrency) and nothing else (QuartzCore is not isolated).
@Suite struct IsolationDiagnosticsTests {
    static let fixture = BuiltModule.repositoryRoot.appendingPathComponent(
        "Tests/HeadlessUIKitSwift5Tests/IOSClientCode.swift")

    /// One diagnostic on the fixture: its line and severity.
    struct Diagnostic: Hashable, CustomStringConvertible {
        let line: Int
        let severity: String
        let message: String

        var description: String { "\(line): \(severity): \(message)" }
    }

    static func diagnostics(swiftVersion: Int) throws -> [Diagnostic] {
        let module = try BuiltModule.locate()
        let result = try module.run(
            try module.tool("swiftc"),
            [
                "-typecheck", "-swift-version", String(swiftVersion), "-diagnostic-style", "llvm",
                "-I", module.modulesDirectory.path, fixture.path,
            ] + (try module.sdkArguments()))
        let prefix = fixture.lastPathComponent + ":"
        let parsed = result.output.split(separator: "\n").compactMap { line -> Diagnostic? in
            // path:line:column: severity: message
            let fields = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard fields.count == 5, fields[0].hasSuffix(prefix.dropLast()), let number = Int(fields[1]) else {
                return nil
            }
            let severity = fields[3].trimmingCharacters(in: .whitespaces)
            guard severity == "error" || severity == "warning" else { return nil }
            return Diagnostic(line: number, severity: severity, message: fields[4].trimmingCharacters(in: .whitespaces))
        }
        if result.status != 0 && parsed.allSatisfy({ $0.severity != "error" }) {
            throw BuiltModule.Failure(
                description: "swiftc failed without a diagnostic on the fixture:\n\(result.output)")
        }
        return parsed
    }

    /// The fixture's lines marked `// swift6: warning`.
    static func markedLines() throws -> Set<Int> {
        let text = try String(contentsOf: fixture, encoding: .utf8)
        var lines: Set<Int> = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.hasSuffix("// swift6: warning") {
            lines.insert(index + 1)
        }
        return lines
    }

    @Test func aSwift5ClientGetsNoDiagnostic() throws {
        let diagnostics = try Self.diagnostics(swiftVersion: 5)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func aSwift6ClientGetsUIKitsWarningsAndNothingForQuartzCore() throws {
        let diagnostics = try Self.diagnostics(swiftVersion: 6)
        let errors = diagnostics.filter { $0.severity == "error" }
        #expect(errors.isEmpty, "\(errors)")
        let warned = Set(diagnostics.filter { $0.severity == "warning" }.map(\.line))
        let marked = try Self.markedLines()
        #expect(!marked.isEmpty)
        #expect(
            warned == marked,
            "unexpected: \(diagnostics.filter { !marked.contains($0.line) }); missing: \(marked.subtracting(warned).sorted())"
        )
        #expect(diagnostics.allSatisfy { $0.message.contains("main actor-isolated") }, "\(diagnostics)")
    }
}
