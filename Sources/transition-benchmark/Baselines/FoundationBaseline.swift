import Foundation

/// The second baseline: Foundation's `JSONDecoder` with `Decodable` structs that mirror
/// the trace format (docs/trace-format.md), the way a Swift program reads JSON without a
/// hand-written reader. It checks the types and the phase names, nothing else.
enum FoundationBaseline {
    struct Document: Decodable {
        var format: String
        var version: Int
        var name: String?
        var notes: String?
        var source: Source?
        var screen: Screen
        var transition: Transition?
        var touches: [Sample]
        var expect: Expect?
    }

    struct Source: Decodable {
        var kind: String?
        var device: String?
        var software: String?
        var origin: String?
    }

    struct Screen: Decodable {
        var width: Double
        var height: Double
        var scale: Double?
        var refreshRate: Double?
    }

    struct Transition: Decodable {
        var operation: String?
        var gesture: String?
        var edge: String?
        var axis: String?
        var direction: Int?
        var distance: Double?
        var edgeWidth: Double?
    }

    enum Phase: String, Decodable {
        case began, moved, stationary, ended, cancelled
    }

    struct Sample: Decodable {
        var t: Double
        var phase: Phase
        var x: Double
        var y: Double
        var id: Int?
        var force: Double?
    }

    /// `expect` without `outcome` (a string or an array of strings, which would need a
    /// hand-written `init(from:)`); the benchmark's traces have no `expect` block.
    struct Expect: Decodable {
        var policy: String?
        var progressAtRelease: [Double]?
    }

    static func document(_ data: Data) throws(BenchmarkError) -> Document {
        do {
            return try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw BenchmarkError("JSONDecoder: \(error)")
        }
    }
}
