import CommandLineOptions
@_spi(Harness) import HeadlessUIKit
import TransitionHarness

/// The values the harness's options name: policies, contracts, subjects, estimators,
/// curves, shards. Each is read one way, with one wording for its errors, whether from the
/// command line or from a trace's notes.
extension OptionValue where Value == CompletionPolicy {
    /// A completion policy by name (``CompletionPolicy/named(_:)``'s grammar).
    static var policy: Self {
        named(
            kind: "completion policy", describe: \.name, known: { CompletionPolicy.allNamed.map(\.name) },
            lookup: CompletionPolicy.named)
    }
}

extension OptionValue where Value == Contract {
    /// A contract by id (`complete-once`).
    static var contract: Self {
        named(
            kind: "contract", placeholder: "ID", describe: \.id, known: { Contract.allCases.map(\.id) },
            lookup: { Contract(id: $0) })
    }
}

extension OptionValue where Value == [Contract] {
    /// Contract ids, comma-separated (`complete-once,continuous-motion`).
    static var contracts: Self { list(of: .contract, plural: "contract ids") }
}

extension OptionValue where Value == TransitionHarnessTool.Subject {
    /// A subject of `subjects` by name.
    static func subject(in subjects: [TransitionHarnessTool.Subject]) -> Self {
        named(kind: "subject", describe: \.name, known: { subjects.map(\.name) }, lookup: { subjects.named($0) })
    }
}

extension OptionValue where Value == VelocityEstimator {
    /// A velocity estimator by name (``VelocityEstimator/named(_:)``).
    static var estimator: Self {
        named(
            kind: "velocity estimator", describe: \.name, known: { VelocityEstimator.all.map(\.name) },
            lookup: VelocityEstimator.named)
    }
}

/// A completion curve as an option names it: the name and the curve.
struct NamedCurve: Sendable {
    var name: String
    var curve: UIView.AnimationCurve
}

extension OptionValue where Value == NamedCurve {
    /// A completion curve by name (``FuzzScenario/curveNames``).
    static var completionCurve: Self {
        named(
            kind: "completion curve", describe: \.name, known: { FuzzScenario.curveNames },
            lookup: { name in FuzzScenario.curve(named: name).map { NamedCurve(name: name, curve: $0) } })
    }
}

extension OptionValue where Value == FuzzShard {
    /// `K/N`: shard K of N.
    static var fuzzShard: Self {
        OptionValue<ShardNumber>.shard.map { FuzzShard(index: $0.index, count: $0.count) }
    }
}
