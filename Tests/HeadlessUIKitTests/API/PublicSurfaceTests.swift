import Foundation
import Testing

/// HeadlessUIKit's public surface, listed: every public symbol (`HeadlessUIKit.public.txt`) and
/// every symbol of the `Harness` SPI (`HeadlessUIKit.spi.txt`), one line each, compared with the
/// checked-in listings, so a change of the surface is a visible diff (docs/architecture.md,
/// "UIKit's surface is UIKit's").
///
/// The listings come from `swift-symbolgraph-extract` run on the module this test run built.
/// Regenerate them with `scripts/api-listing.sh` (which runs this suite with
/// `RECORD_API_LISTING=1`; recording fails the test so it is never left on by accident).
@Suite struct PublicSurfaceTests {
    /// The two listings and what each holds.
    enum Listing: String, CaseIterable, CustomTestStringConvertible {
        case publicSymbols = "HeadlessUIKit.public.txt"
        case harnessSPI = "HeadlessUIKit.spi.txt"

        var testDescription: String { rawValue }

        var file: URL {
            BuiltModule.repositoryRoot.appendingPathComponent("Tests/HeadlessUIKitTests/API/\(rawValue)")
        }
    }

    @Test(arguments: Listing.allCases)
    func theSurfaceMatchesTheCheckedInListing(_ listing: Listing) throws {
        let module = try BuiltModule.locate()
        let lines = try SymbolListing.lines(of: module, spi: listing == .harnessSPI)
        let text = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["RECORD_API_LISTING"] == "1" {
            try text.write(to: listing.file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(listing.rawValue); run again without RECORD_API_LISTING")
            return
        }
        let expected = try String(contentsOf: listing.file, encoding: .utf8)
        let expectedLines = expected.split(separator: "\n").map(String.init)
        let added = Set(lines).subtracting(expectedLines).sorted()
        let removed = Set(expectedLines).subtracting(lines).sorted()
        #expect(
            added.isEmpty && removed.isEmpty,
            """
            \(listing.file.path): the surface changed; if that is intended, run scripts/api-listing.sh
            added:
            \(added.map { "+ \($0)" }.joined(separator: "\n"))
            removed:
            \(removed.map { "- \($0)" }.joined(separator: "\n"))
            """)
        #expect(text == expected, "\(listing.file.path): same symbols, different order or spacing")
    }

    @Test func noPublicDeclarationIsHarnessAPIOutsideTheSPI() throws {
        // The names that only the harness uses are package API or behind the SPI; one of them
        // turning up public again is the regression this guards against.
        let module = try BuiltModule.locate()
        let names = Set(try SymbolListing.lines(of: module, spi: false).map { $0.prefix { $0 != ":" } })
        for name in [
            "HeadlessDisplay", "HeadlessDiagnostic", "UIKitRecorder", "TransitionContext", "TransitionCall",
            "VelocityEstimator", "LayerPresentation", "CALayer.presentationState()", "CALayer.addedAnimations",
            "UIPanGestureRecognizer.velocityEstimator",
        ] {
            #expect(!names.contains(Substring(name)), "\(name) is public")
        }
    }
}

/// One line per symbol of a symbol graph: its path, access level, declaration and, for a type,
/// what it inherits from and conforms to.
enum SymbolListing {
    static func lines(of module: BuiltModule, spi: Bool) throws -> [String] {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("headless-uikit-symbols-\(UUID().uuidString)")
        try? FileManager.default.removeItem(at: output)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        var arguments = [
            "-module-name", "HeadlessUIKit", "-I", module.modulesDirectory.path,
            "-minimum-access-level", "public", "-output-dir", output.path,
        ]
        if let target = hostTarget { arguments += ["-target", target] }
        arguments += try module.sdkArguments()
        if spi { arguments.append("-include-spi-symbols") }
        let result = try module.run(try module.tool("swift-symbolgraph-extract"), arguments)
        guard result.status == 0 else {
            throw BuiltModule.Failure(description: "swift-symbolgraph-extract failed:\n\(result.output)")
        }
        var lines: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        where file.hasSuffix(".symbols.json") {
            let data = try Data(contentsOf: output.appendingPathComponent(file))
            let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
            // "HeadlessUIKit@Foundation.symbols.json": members added to another module's types.
            let extended = file.split(separator: "@").dropFirst().first?.split(separator: ".").first
            lines += graph.lines(spiOnly: spi, extendedModule: extended.map(String.init))
        }
        return Array(Set(lines)).sorted()
    }

    /// The target triple to extract for (the tool needs one on Linux); nil lets it choose.
    private static var hostTarget: String? {
        #if os(Linux) && arch(x86_64)
            "x86_64-unknown-linux-gnu"
        #elseif os(Linux) && arch(arm64)
            "aarch64-unknown-linux-gnu"
        #else
            nil
        #endif
    }
}

/// The parts of `swift-symbolgraph-extract`'s output the listing reads.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Identifier: Decodable { let precise: String }
        struct Fragment: Decodable { let spelling: String }
        struct Kind: Decodable { let identifier: String }
        let identifier: Identifier
        let kind: Kind
        let pathComponents: [String]
        let declarationFragments: [Fragment]?
        let accessLevel: String
        let spi: Bool?
    }

    struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
        let targetFallback: String?
    }

    let symbols: [Symbol]
    let relationships: [Relationship]

    /// Conformances the compiler implies, which say nothing the declared ones do not.
    private static let implicitConformances: Set<String> = [
        "Copyable", "Escapable", "BitwiseCopyable", "SendableMetatype",
    ]

    func lines(spiOnly: Bool, extendedModule: String?) -> [String] {
        let names = Dictionary(
            symbols.map { ($0.identifier.precise, $0.pathComponents.joined(separator: ".")) },
            uniquingKeysWith: { first, _ in first })
        var supertypes: [String: [String]] = [:]
        for relationship in relationships where relationship.kind == "inheritsFrom" || relationship.kind == "conformsTo"
        {
            let name =
                names[relationship.target]
                ?? relationship.targetFallback.map { String($0.split(separator: ".").last ?? Substring($0)) }
                ?? relationship.target
            guard !Self.implicitConformances.contains(name) else { continue }
            supertypes[relationship.source, default: []].append(name)
        }
        return symbols.filter { ($0.spi ?? false) == spiOnly }.map { symbol in
            let path = symbol.pathComponents.joined(separator: ".")
            let declaration = (symbol.declarationFragments ?? []).map(\.spelling).joined()
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
            var line = "\(path): \(symbol.accessLevel) \(declaration)"
            if let inherited = supertypes[symbol.identifier.precise], symbol.kind.identifier != "swift.typealias" {
                line += " : " + inherited.sorted().joined(separator: ", ")
            }
            if let extendedModule { line += " (extends \(extendedModule))" }
            return line
        }
    }
}
