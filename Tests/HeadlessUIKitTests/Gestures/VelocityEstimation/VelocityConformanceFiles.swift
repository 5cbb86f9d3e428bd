import Foundation
import Testing

/// The peers' conformance data, read from `../shared/conformance/` beside the package root
/// (shared/README.md). Never copied into the project; when the folder is missing the
/// suites that need it are disabled with a note saying so.
enum VelocityConformanceFiles {
    /// The conformance folder, found by walking up from this file to the package root.
    static let directory: URL? = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                let conformance = url.deletingLastPathComponent()
                    .appendingPathComponent("shared/conformance", isDirectory: true)
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: conformance.path, isDirectory: &isDirectory)
                return exists && isDirectory.boolValue ? conformance : nil
            }
            url = url.deletingLastPathComponent()
        }
        return nil
    }()

    static var isAvailable: Bool { directory != nil }

    static func load<Value: Decodable>(_ type: Value.Type, from fileName: String) throws -> Value {
        let directory = try #require(directory, "shared/conformance is missing")
        let data = try Data(contentsOf: directory.appendingPathComponent(fileName))
        return try JSONDecoder().decode(type, from: data)
    }

    /// `abs((actual - expected) / expected) < tolerance`, the peers' relative check; an
    /// expected 0 needs an actual within `zeroTolerance` of it.
    static func isRelativelyClose(_ actual: Double, _ expected: Double, tolerance: Double, zeroTolerance: Double = 1e-6)
        -> Bool
    {
        if expected == 0 { return abs(actual) <= zeroTolerance }
        return abs((actual - expected) / expected) < tolerance
    }
}
