// The libFuzzer entry point that replays fuzzed gestures against the system transition
// (docs/fuzzing.md, "libFuzzer").
//
// libFuzzer's bytes are read as the generator's choices (unsigned LEB128 varints,
// `ChoiceSequence(varints:)`), padded with zeros (the simplest choice, so a short input
// means "the simplest rest"), and replayed through `GestureGenerator().input(replaying:)`:
// every input is a valid trace and scenario, and libFuzzer's coverage guidance explores
// the generator's and the replay's branches. Bytes that are not whole varints, or that make
// a choice out of its range, are skipped. The trace is replayed against UIKit's default
// transition with every contract checked, as `TransitionFuzzer` checks it (`transition-begun`
// only when the trace makes its declared gesture); a violation traps, which libFuzzer reports
// as a crash with a reproducer (with SWIFT_BACKTRACE=enable=no; toolchain-notes §4.4).
//
// FUZZ_REPLAY_IGNORE=id,id,... names contracts whose violations do not trap (to look past
// known failures).
//
// Built with `swift build -c release --sanitize=fuzzer --product FuzzReplay`;
// scripts/fuzz-replay.sh runs it. A plain `swift build` makes a binary that does nothing.
import Foundation
import PropertyTesting
import TransitionHarness

/// Choices past the input's bytes, all zero.
private let padding = 512

private let ignored: Set<Contract> = Set(
    (ProcessInfo.processInfo.environment["FUZZ_REPLAY_IGNORE"] ?? "").split(separator: ",")
        .compactMap { Contract(id: String($0)) })

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReplay(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, let choices = ChoiceSequence(varints: UnsafeBufferPointer(start: data, count: size)) else {
        return 0
    }
    let padded = ChoiceSequence(choices.values + repeatElement(0, count: padding))
    guard let input = GestureGenerator().input(replaying: padded) else { return 0 }
    MainActor.assumeIsolated {
        let fuzzer = TransitionFuzzer(contracts: Set(Contract.allCases).subtracting(ignored)) {
            SystemDefaultTransition()
        }
        if let failure = fuzzer.check(input.trace, input.scenario) {
            fatalError("\(failure)\nscenario: \(input.scenario)\nchoices: \(choices.encoded)")
        }
    }
    return 0
}
