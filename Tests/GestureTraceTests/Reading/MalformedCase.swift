import Testing

@testable import GestureTrace

/// One input the reader must refuse, with where and why.
struct MalformedCase: Sendable, CustomTestStringConvertible {
    enum Place: Sendable {
        /// At the `‸` mark of the input (line, column and byte offset).
        case mark
        /// At a JSON path; "" is the top level.
        case path(String)
        /// The whole file.
        case file
    }

    var name: String
    var input: MarkedBytes
    var place: Place
    var kind: TraceError.Kind
    /// A piece of the message that says what was expected or found.
    var fragment: String
    var limits = TraceLimits.standard

    var testDescription: String { name }

    var expectedLocation: TraceError.Location? {
        switch place {
        case .mark: return input.markedLocation
        case .path(let path): return .path(path)
        case .file: return .file
        }
    }

    static func syntax(_ name: String, _ text: String, _ fragment: String) -> MalformedCase {
        MalformedCase(name: name, input: MarkedBytes(text), place: .mark, kind: .syntax, fragment: fragment)
    }

    static func syntax(_ name: String, _ parts: [MarkedBytes.Part], _ fragment: String) -> MalformedCase {
        MalformedCase(name: name, input: MarkedBytes(parts), place: .mark, kind: .syntax, fragment: fragment)
    }

    static func content(_ name: String, _ text: String, at path: String, _ fragment: String) -> MalformedCase {
        MalformedCase(name: name, input: MarkedBytes(text), place: .path(path), kind: .content, fragment: fragment)
    }

    static func limit(
        _ name: String, _ text: String, at place: Place, _ fragment: String, limits: TraceLimits = .standard
    ) -> MalformedCase {
        MalformedCase(
            name: name, input: MarkedBytes(text), place: place, kind: .limit, fragment: fragment, limits: limits)
    }

    /// Small limits, so limit tests are fast.
    static func small(bytes: Int = 1 << 20, samples: Int = 1000, strings: Int = 1000) -> TraceLimits {
        TraceLimits(maxFileBytes: bytes, maxSamples: samples, maxDepth: 32, maxStringBytes: strings)
    }
}
