/// A recorded gesture: the touches one or more fingers made on a screen, and how they are
/// meant to drive a view-controller transition.
///
/// This is the value form of a *gesture trace* file, format version 1
/// (docs/trace-format.md). Equality is exact and covers every field that round-trips
/// through ``TraceWriter``; unknown keys a file carried are not part of the value (the
/// reader reports them as warnings).
public struct Trace: Sendable, Equatable {
    /// The format versions this build reads and writes.
    public static let supportedVersions: [Int] = [1]

    /// The trace's name; when the file gives none, the reader uses the file name without
    /// its extension.
    public var name: String?
    /// Free text.
    public var notes: String?
    /// Where the trace came from.
    public var source: Source?
    /// The screen the touches were recorded on.
    public var screen: Screen
    /// How the gesture drives a transition, as written; ``Transition/resolved(on:)`` applies
    /// the defaults.
    public var transition: Transition
    /// The touch samples in delivery order; never empty in a valid trace.
    public var touches: [TouchSample]
    /// What `check` asserts about the replay.
    public var expect: Expectation?

    public init(
        name: String? = nil,
        notes: String? = nil,
        source: Source? = nil,
        screen: Screen,
        transition: Transition = Transition(),
        touches: [TouchSample],
        expect: Expectation? = nil
    ) {
        self.name = name
        self.notes = notes
        self.source = source
        self.screen = screen
        self.transition = transition
        self.touches = touches
        self.expect = expect
    }

    /// The transition block with every default applied for this trace's screen.
    public var resolvedTransition: ResolvedTransition {
        transition.resolved(on: screen)
    }
}
