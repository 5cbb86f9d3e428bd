/// How an interactive transition decides, when the finger lifts, whether to finish or
/// cancel: a family of documented formulas with discoverable static members
/// (``cupertino``, ``projection``, ``threshold(_:)``), selectable by name
/// (``named(_:)``).
///
/// ```swift
/// let policy = CompletionPolicy.named("projection:0.99") ?? .cupertino
/// let decision = policy.decide(ReleaseState(progress: 0.3, velocity: 900, distance: 390))
/// decision.outcome   // .finish
/// ```
///
/// UIKit leaves this decision to the app's gesture handler (or, for the navigation
/// controller's own back swipe, to private code); see docs/velocity-and-policies.md.
public struct CompletionPolicy: Sendable, CustomStringConvertible {
    /// The name ``named(_:)`` accepts for this policy, with its parameters.
    public var name: String
    /// One line for listings: the formula.
    public var summary: String

    private let decideRelease: @Sendable (ReleaseState) -> CompletionDecision

    /// A custom policy.
    public init(name: String, summary: String, decide: @escaping @Sendable (ReleaseState) -> CompletionDecision) {
        self.name = name
        self.summary = summary
        self.decideRelease = decide
    }

    /// The decision for this release.
    public func decide(_ release: ReleaseState) -> CompletionDecision {
        decideRelease(release)
    }

    /// The policy a trace's outcome assumes when it names none: ``cupertino``.
    public static let `default` = CompletionPolicy.cupertino

    public var description: String { name }
}
