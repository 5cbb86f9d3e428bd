import Foundation
import GestureTrace
import TestSupport
import Testing
import TransitionHarness

/// Mangled input never crashes a converter: it converts or throws a located error.
@Suite struct EventListConverterRobustnessTests {
    static let valid = Data(
        """
        {"events": [
          {"kind": "down", "t_ms": 0, "x": 5, "y": 300, "pointer": 1},
          {"kind": "move", "t_ms": 8, "x": 9.5e0, "y": 301, "pointer": 1, "note": "caf\\u00e9"},
          {"kind": "up", "t_ms": 16, "x": 14, "y": 302, "pointer": 1}
        ], "samples": [
          {"action": "down", "t_ns": 0, "x": 5, "y": 300},
          {"action": "up", "t_ns": 8000000, "x": 9, "y": 301}
        ]}
        """.utf8)

    @Test func theUnmangledDocumentConvertsBothWays() throws {
        let screen = Trace.Screen(width: 400, height: 800)
        #expect(try EventListConverter.convertFlutter(Self.valid, screen: screen).touches.count == 3)
        #expect(try EventListConverter.convertAndroid(Self.valid, screen: screen, density: 2).touches.count == 2)
    }

    @Test(arguments: 0..<64 as Range<UInt64>)
    func mangledInputConvertsOrThrowsALocatedError(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var bytes = Array(Self.valid)
        let alphabet = Array("{}[]\",:0123456789.-eE \\utrfnl".utf8) + [0x00, 0xFF, 0x0A]
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: bytes[index] = alphabet.randomElement(using: &generator)!
            case 1: bytes.remove(at: index)
            case 2: bytes.insert(alphabet.randomElement(using: &generator)!, at: index)
            default: bytes.removeSubrange(index...)
            }
            if bytes.isEmpty { break }
        }
        let screen = Trace.Screen(width: 400, height: 800)
        do {
            expectSound(try EventListConverter.convertFlutter(Data(bytes), screen: screen), seed: seed)
        } catch {
            expectLocated(error, within: bytes.count, seed: seed)
        }
        do {
            expectSound(try EventListConverter.convertAndroid(Data(bytes), screen: screen, density: 3), seed: seed)
        } catch {
            expectLocated(error, within: bytes.count, seed: seed)
        }
    }

    func expectLocated(_ error: EventListConversionError, within count: Int, seed: UInt64) {
        switch error.location {
        case .byteOffset(let offset, let line, let column):
            #expect(offset >= 0 && offset <= count && line >= 1 && column >= 1, "seed \(seed): \(error)")
        case .jsonPath(let path):
            #expect(!path.isEmpty, "seed \(seed): \(error)")
        case .argument:
            Issue.record("seed \(seed): the arguments were valid: \(error)")
        }
    }

    func expectSound(_ trace: Trace, seed: UInt64) {
        #expect(!trace.touches.isEmpty, "seed \(seed)")
        #expect(
            trace.touches.allSatisfy { $0.t.isFinite && $0.t >= 0 && $0.x.isFinite && $0.y.isFinite }, "seed \(seed)")
    }
}
