import GestureTrace
import HeadlessUIKit

/// Fuzzes a subject (your app's scene, ``AppUnderTest``, or an animator in the harness's scene,
/// ``TransitionUnderTest``): generated gestures (``GestureGenerator``, making only the
/// subject's ``ReplaySubject/supportedGestures``) replayed against it under generated
/// conditions (``FuzzScenario``), every contract checked, each broken contract shrunk to a
/// minimal gesture (``FuzzCampaign``). For your own Swift Testing suites:
///
/// ```swift
/// @MainActor @Test func theCardTransitionSurvivesFuzzing() {
///     let report = TransitionFuzzer.run(seed: 1, cases: 500) {
///         AnimatorUnderTest(name: "card", operations: [.present, .dismiss]) { CardAnimator(operation: $0) }
///     }
///     #expect(report.passed, "\(report)")
/// }
/// ```
///
/// Each case replays against a fresh subject from the factory, so no state leaks from one
/// case to the next and a case's result depends on its input only, as shrinking needs.
///
/// `transition-begun` holds a case only when its trace makes the declared gesture
/// (``DeclaredGesture``): a generated tap, or a drag that starts backwards or off the card,
/// begins nothing in a correct app either.
@MainActor
public struct TransitionFuzzer {
    /// The replay's options; each case's scenario overrides the fields it carries
    /// (``FuzzScenario/replayOptions(base:)``).
    public var options: ReplayOptions
    /// The generator of the cases' inputs.
    public var generator: GestureGenerator
    /// Makes the subject under test, once per replay.
    public var makeSubject: @MainActor () -> any ReplaySubject
    /// The subject's gestures, asked once.
    public let supportedGestures: [SupportedGesture]
    /// The lead-in of the gestures made for a subject's own gestures, in points: past a pan's
    /// 10-point slop on its third sample.
    public static let leadIn = 15.0
    /// The contracts checked (all by default); violations of the others are ignored, as a
    /// test about one contract, or one that steps around a known false report, wants.
    public var contracts: Set<Contract>
    /// Property calls spent shrinking each finding.
    public var shrinkBudget = 5_000

    public init(
        options: ReplayOptions = ReplayOptions(),
        generator: GestureGenerator = GestureGenerator(),
        contracts: Set<Contract> = Set(Contract.allCases),
        subject makeSubject: @escaping @MainActor () -> any ReplaySubject
    ) {
        self.options = options
        self.contracts = contracts
        self.makeSubject = makeSubject
        supportedGestures = makeSubject().supportedGestures
        var generator = generator
        // A generator left at the standard table makes the subject's own gestures, each
        // beginning with a short move forward (its recognizer may begin only on one).
        if generator.gestures == SupportedGesture.standard, !supportedGestures.isEmpty,
            supportedGestures != SupportedGesture.standard
        {
            generator.gestures = supportedGestures
            generator.leadIn = Self.leadIn
        }
        self.generator = generator
    }

    /// Replays `trace` under `scenario` against a fresh subject.
    public func replay(_ trace: Trace, scenario: FuzzScenario, file: String? = nil) -> TraceReport {
        Replayer.replay(trace, file: file, against: makeSubject(), options: scenario.replayOptions(base: options))
    }

    /// The fuzz property (``FuzzCampaign/Property``): nil when every contract of
    /// ``contracts`` holds on the replay, otherwise the broken ones, with the first violation
    /// as the message. Expectation blocks are not part of it (generated traces have none).
    public func check(_ trace: Trace, _ scenario: FuzzScenario) -> FuzzFailure? {
        var violations = Replayer.replay(
            trace, against: makeSubject(), options: scenario.replayOptions(base: options), rules: rules
        ).violations
        if violations.contains(where: { $0.contract == .transitionBegun }) && !makesDeclaredGesture(trace) {
            violations.removeAll { $0.contract == .transitionBegun }
        }
        return FuzzFailure(
            violations: contracts.count == Contract.allCases.count
                ? violations : violations.filter { contracts.contains($0.contract) })
    }

    /// The rules that judge ``contracts``: all of them, or only those of the chosen contracts,
    /// so a contract left out costs nothing (the screen contracts render the screen).
    var rules: [any ContractRule] {
        let standard = ContractRules.standard
        guard contracts.count != Contract.allCases.count else { return standard }
        return standard.filter { rule in type(of: rule).contracts.contains { contracts.contains($0) } }
    }

    /// Whether `trace` makes the gesture it declares, from the start region of the subject's
    /// gesture of that kind.
    func makesDeclaredGesture(_ trace: Trace) -> Bool {
        let resolved = trace.resolvedTransition
        let region =
            supportedGestures.first {
                $0.operation == resolved.operation
                    && $0.transition.resolved(on: trace.screen).gesture == resolved.gesture
            }?.startRegion
        return DeclaredGesture.isMade(by: trace, startRegion: region)
    }

    /// A campaign of this fuzzer's generator: seed `seed`, no regression directory unless
    /// given one.
    public func campaign(seed: UInt64, regressions: RegressionStore? = nil) -> FuzzCampaign {
        var campaign = FuzzCampaign(seed: seed)
        campaign.generator = generator
        campaign.regressions = regressions
        campaign.shrinkBudget = shrinkBudget
        campaign.policy = options.policy.name
        return campaign
    }

    /// Runs `cases` generated cases from `seed` (and first the traces of `regressions`, if
    /// given; findings are written there too).
    public func run(
        seed: UInt64 = 1, cases: UInt64 = 1_000, regressions: RegressionStore? = nil,
        progress: ((FuzzProgress) -> Void)? = nil
    ) -> FuzzReport {
        campaign(seed: seed, regressions: regressions).run(cases: cases, progress: progress) { trace, scenario in
            check(trace, scenario)
        }
    }

    /// Fuzzes the transition `makeSubject` makes: `cases` generated cases from `seed`,
    /// replayed with `options`; the report's ``FuzzReport/passed`` says whether every
    /// contract held, and its description gives the seed and each shrunk failure. With
    /// `regressions` (for example `RegressionStore()`, traces/regressions/), its traces are
    /// replayed first and the shrunk failures are written to it.
    public static func run(
        seed: UInt64 = 1,
        cases: UInt64 = 1_000,
        options: ReplayOptions = ReplayOptions(),
        contracts: Set<Contract> = Set(Contract.allCases),
        regressions: RegressionStore? = nil,
        against makeSubject: @escaping @MainActor () -> any ReplaySubject
    ) -> FuzzReport {
        TransitionFuzzer(options: options, contracts: contracts, subject: makeSubject)
            .run(seed: seed, cases: cases, regressions: regressions)
    }
}
