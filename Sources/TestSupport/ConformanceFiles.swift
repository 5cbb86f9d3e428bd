import Foundation

/// The peers' conformance data, read from `../shared/conformance/` beside the package root
/// (shared/README.md). Never copied into the project; when the folder is missing the
/// suites that need it are disabled with a note saying so.
public enum ConformanceFiles {
    /// The folder is missing: a suite that reads it without checking ``isAvailable`` first.
    public struct Missing: Error, CustomStringConvertible {
        public var description: String { "../shared/conformance/ is missing beside the package root" }
    }

    /// The conformance folder, beside the package root.
    public static let directory: URL? = {
        let conformance = Repository.root.deletingLastPathComponent()
            .appendingPathComponent("shared/conformance", isDirectory: true)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: conformance.path, isDirectory: &isDirectory)
        return exists && isDirectory.boolValue ? conformance : nil
    }()

    /// Whether the folder is there (the suites' `.enabled(if:)` condition).
    public static var isAvailable: Bool { directory != nil }

    /// The bytes of `fileName` in the folder.
    public static func data(_ fileName: String) throws -> Data {
        guard let directory else { throw Missing() }
        return try Data(contentsOf: directory.appendingPathComponent(fileName))
    }

    /// `fileName` decoded as `type`.
    public static func load<Value: Decodable>(_ type: Value.Type, from fileName: String) throws -> Value {
        try JSONDecoder().decode(type, from: data(fileName))
    }

    /// `abs((actual - expected) / expected) < tolerance`, the peers' relative check; an
    /// expected 0 needs an actual within `zeroTolerance` of it.
    public static func isRelativelyClose(
        _ actual: Double, _ expected: Double, tolerance: Double, zeroTolerance: Double = 1e-6
    ) -> Bool {
        if expected == 0 { return abs(actual) <= zeroTolerance }
        return abs((actual - expected) / expected) < tolerance
    }
}
