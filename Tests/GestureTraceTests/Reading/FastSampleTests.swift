import TestSupport
import Testing

@testable import GestureTrace

/// The fast sample path only changes speed: on every input, the reader gives the same
/// result with it and without it (json-c for every sample).
@Suite struct FastSampleTests {
    static let jsoncOnly = TraceReader(limits: .standard, chunkSize: 1 << 20, fastSamples: false)

    /// The result of a read, errors included, for comparing two readers.
    static func outcome(_ reader: TraceReader, _ bytes: [UInt8]) -> Result<TraceDocument, TraceError> {
        Result { () throws(TraceError) in try reader.read(bytes: bytes, file: "f.json") }
    }

    static func sameOutcome(_ bytes: [UInt8], limits: TraceLimits = .standard) -> Bool {
        let fast = outcome(TraceReader(limits: limits), bytes)
        let slow = outcome(TraceReader(limits: limits, chunkSize: 1 << 20, fastSamples: false), bytes)
        switch (fast, slow) {
        case (.success(let a), .success(let b)): return a == b && a.trace.numberBits == b.trace.numberBits
        case (.failure(let a), .failure(let b)): return a == b
        default: return false
        }
    }

    static func parse(_ text: String) -> TouchSample? {
        let bytes = Array(text.utf8) + [UInt8(ascii: ",")]
        return bytes.withUnsafeBufferPointer { FastSample.parse($0.baseAddress!, from: 0, to: $0.count)?.0 }
    }

    @Test func theCommonShapeIsReadDirectly() {
        #expect(
            Self.parse(#"{"t": 0.016, "phase": "moved", "x": 12.5, "y": -3, "id": 2, "force": 0.25}"#)
                == TouchSample(t: 0.016, phase: .moved, x: 12.5, y: -3, id: 2, force: 0.25))
        #expect(Self.parse(#"{"y":1,"x":2,"phase":"began","t":3}"#) == TouchSample(t: 3, phase: .began, x: 2, y: 1))
    }

    @Test(arguments: [
        #"{"t":0,"phase":"began","x":1,"y":2,"pressure":1}"#,  // unknown key: warned about by the json-c path
        #"{"t":0,"t":0,"phase":"began","x":1,"y":2}"#,  // duplicate
        #"{"t":0,"phase":"began","x":1}"#,  // missing key
        #"{"t":0,"phase":"be\u0067an","x":1,"y":2}"#,  // escape
        #"{"t":0,"phase":"touching","x":1,"y":2}"#,
        #"{"t":1.,"phase":"began","x":1,"y":2}"#, #"{"t":01,"phase":"began","x":1,"y":2}"#,
        #"{"t":1e400,"phase":"began","x":1,"y":2}"#, #"{"t":NaN,"phase":"began","x":1,"y":2}"#,
        #"{"t":0,"phase":"began","x":18446744073709551616,"y":2}"#, #"{"t":0,"phase":"began","x":1,"y":2,"id":-1}"#,
        #"{"t":0,"phase":"began","x":1,"y":2,"id":1.0}"#, #"{"t":0,"phase":"began","x":[1],"y":2}"#,
        #"{"t":0,"phase":"began","x":1,"y":2,}"#, #"{"t":0,"phase":"began","x":1,"y":2"#, "{}",
    ])
    func anythingElseIsLeftToJSONC(text: String) {
        #expect(Self.parse(text) == nil)
    }

    /// Numbers where a shortcut could round differently from json-c's strtod.
    @Test(arguments: [
        "0.1", "1e22", "1e23", "9007199254740993", "9007199254740993.0", "123456789012345678", "-0.0", "-0", "1E-5",
        "4.9406564584124654e-324", "2.2250738585072011e-308", "0.30000000000000004", "18446744073709551615",
        "-9223372036854775808", "12345678901234567890123.5", "1.7976931348623157e308", "0.000001", "1e-400", "2e308",
        "0.1234567890123456789", "8.98846567431158e307", "5e-324", "3.0e0", "100000000000000000000000e-23",
    ])
    func numbersComeOutAsJSONCMakesThem(number: String) {
        let touches = #"[{"t":0,"phase":"began","x":"# + number + #","y":0}]"#
        #expect(Self.sameOutcome(Array(Fixture.document(touches: touches).utf8)))
    }

    @Test func everyMalformedInputFailsTheSameWay() {
        for testCase in MalformedCase.syntaxCases + MalformedCase.contentCases {
            #expect(Self.sameOutcome(testCase.input.bytes, limits: testCase.limits), "\(testCase.name)")
        }
    }

    /// Random edits of written traces, in the touches where the fast path works: whatever
    /// an edit makes of the file, both paths read it alike.
    @Test(arguments: 0..<4 as Range<UInt64>)
    func mutatedTracesReadAlikeOnBothPaths(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let alphabet =
            Array(#"0123456789.eE+-"\,:{}[] tnfxyidphasNIu"#.utf8) + [0x00, 0x0A, 0x1F, 0x7F, 0xC3, 0xA9, 0xFF]
        var differences = 0
        for index in 0..<400 {
            var bytes = TraceWriter.bytes(TraceGenerator.trace(using: &random))
            guard let touches = bytes.firstRange(of: Array(#""touches""#.utf8)) else { continue }
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let position = Int.random(in: touches.upperBound..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[position] = alphabet.randomElement(using: &random)!
                case 1: bytes.insert(alphabet.randomElement(using: &random)!, at: position)
                default: bytes.remove(at: position)
                }
            }
            if !Self.sameOutcome(bytes) {
                differences += 1
                Issue.record("seed \(seed), mutation \(index): \(String(decoding: bytes, as: UTF8.self))")
                if differences > 3 { return }
            }
        }
    }
}
