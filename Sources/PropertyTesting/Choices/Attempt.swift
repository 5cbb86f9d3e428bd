/// One attempt at a property: the source of every random decision a generator makes,
/// recorded as a sequence of choices (unsigned integers, each drawn with an upper bound).
///
/// This is the choice-sequence design of Hypothesis and of its small re-telling, minithesis
/// (DRMacIver/minithesis, whose `TestCase` this is; math-reference.md §5.1–5.2), written
/// anew in Swift. It is called an attempt, and its end an ``Outcome``, so that the names
/// stay apart from Swift Testing's test cases (docs/property-testing.md).
///
/// An attempt either draws fresh choices from a seeded ``SplitMix64``, or replays a given
/// prefix of choices and then (when it has a generator) continues randomly. Because every
/// value a generator produces is a function of the choices, the shrinker can make any
/// input smaller by editing the choices alone, and the choices, printed as text
/// (``ChoiceSequence/encoded``), reproduce the input exactly.
///
/// Encoding rule for generators: a smaller choice means a simpler value. Choice 0 is the
/// default or simplest case (no optional element, no noise, the first entry of a table, the
/// range's canonical value), and lists are drawn as a count followed by their elements, so
/// that deleting choices deletes elements.
///
/// An attempt that ends early (``Outcome/overrun`` or ``Outcome/invalid``) keeps that
/// outcome, and every later draw returns 0, the simplest value, without recording anything;
/// a generator therefore always terminates (its loops must stop on 0, which counts and
/// "another?" flags do), and may look at ``isAborted`` to stop sooner.
public struct Attempt {
    /// The default maximum number of choices of one attempt (minithesis's `BUFFER_SIZE`).
    public static let defaultMaxChoices = 8 * 1024

    /// The choices made so far, in order.
    public private(set) var choices: [UInt64]
    /// The outcome this attempt ended with early, or nil while it is still running (the
    /// engine decides between valid and interesting from the property's result).
    public private(set) var abortOutcome: Outcome?
    /// The most choices this attempt may make; one more is an overrun.
    public let maxChoices: Int

    /// Spans of choices that generators marked as one element (``beginSpan()``), recorded
    /// only when the shrinker asks for them.
    package private(set) var spans: [Range<Int>] = []
    /// Whether ``endSpan(_:)`` records spans.
    package var recordsSpans = false

    private let prefix: [UInt64]
    private var random: SplitMix64?

    /// An attempt that replays `prefix` and then draws from `random`; without a generator, a
    /// draw past the prefix is an overrun.
    public init(prefix: [UInt64] = [], random: SplitMix64?, maxChoices: Int = Attempt.defaultMaxChoices) {
        self.prefix = prefix
        self.random = random
        self.maxChoices = maxChoices
        self.choices = []
        choices.reserveCapacity(min(max(prefix.count, 64), maxChoices))
    }

    /// An attempt that makes exactly the choices `choices`, and overruns if asked for more.
    public static func replaying(_ choices: [UInt64]) -> Attempt {
        Attempt(prefix: choices, random: nil, maxChoices: choices.count)
    }

    /// Whether the attempt has ended early; later draws return 0.
    public var isAborted: Bool { abortOutcome != nil }

    // MARK: - Choices

    /// A choice in `0...n`. Random draws favour the ends of the range (0 and n, one time in
    /// 16 each) so that boundaries are met often; shrinking moves it towards 0.
    public mutating func choice(upTo n: UInt64) -> UInt64 {
        guard abortOutcome == nil else { return 0 }
        guard choices.count < maxChoices else {
            abortOutcome = .overrun
            return 0
        }
        let value: UInt64
        if choices.count < prefix.count {
            value = prefix[choices.count]
        } else if random != nil {
            value = Self.draw(upTo: n, using: &random!)
        } else {
            abortOutcome = .overrun
            return 0
        }
        choices.append(value)
        if value > n {
            abortOutcome = .invalid
            return 0
        }
        return value
    }

    /// A choice with the given value: recorded, but never taken from the prefix or the
    /// generator (minithesis `forced_choice`).
    @discardableResult
    public mutating func forced(_ value: UInt64) -> UInt64 {
        guard abortOutcome == nil else { return 0 }
        guard choices.count < maxChoices else {
            abortOutcome = .overrun
            return 0
        }
        choices.append(value)
        return value
    }

    /// True with probability `p`, recorded as a choice in `0...1` (1 is true, so it shrinks
    /// to false). `p <= 0` and `p >= 1` record a forced choice.
    public mutating func weighted(_ p: Double) -> Bool {
        if !(p > 0) { return forced(0) == 1 }
        if p >= 1 { return forced(1) == 1 }
        guard abortOutcome == nil else { return false }
        guard choices.count < maxChoices else {
            abortOutcome = .overrun
            return false
        }
        let value: UInt64
        if choices.count < prefix.count {
            value = prefix[choices.count]
        } else if random != nil {
            value = Self.unit(random!.next()) < p ? 1 : 0
        } else {
            abortOutcome = .overrun
            return false
        }
        choices.append(value)
        if value > 1 {
            abortOutcome = .invalid
            return false
        }
        return value == 1
    }

    /// An index in `0..<count` (count > 0): the first element of a table is the simplest.
    public mutating func index(below count: Int) -> Int {
        precondition(count > 0, "index(below:) needs a positive count")
        return Int(choice(upTo: UInt64(count - 1)))
    }

    // MARK: - Spans

    /// Marks the start of the choices of one element (a list item with its "another?"
    /// flag, a record, a subtree): pass the result to ``endSpan(_:)`` after drawing it.
    ///
    /// The shrinker tries deleting each marked span whole, which removes an element whose
    /// choices are too many for the fixed chunk sizes of the deletion pass (Hypothesis
    /// tracks the same structure as "spans" of its choice sequence).
    public func beginSpan() -> Int {
        choices.count
    }

    /// Marks the end of the span begun at `start`.
    public mutating func endSpan(_ start: Int) {
        guard recordsSpans, abortOutcome == nil, choices.count > start + 1 else { return }
        spans.append(start..<choices.count)
    }

    // MARK: - Rejection

    /// Marks the attempt invalid: the input is not one the property is about.
    public mutating func reject() {
        if abortOutcome == nil { abortOutcome = .invalid }
    }

    /// Marks the attempt invalid unless `condition` holds.
    public mutating func assume(_ condition: Bool) {
        if !condition { reject() }
    }

    /// Marks the attempt overrun (the engine uses it when a property must not run).
    mutating func markOverrun() {
        if abortOutcome == nil { abortOutcome = .overrun }
    }

    // MARK: - Drawing

    /// A uniform draw in `0...n`, with a sixteenth of the draws at each end.
    static func draw(upTo n: UInt64, using random: inout SplitMix64) -> UInt64 {
        let bits = random.next()
        switch bits & 15 {
        case 0: return 0
        case 1: return n
        default:
            if n == .max { return random.next() }
            return random.next(upperBound: n + 1)
        }
    }

    /// The top 53 bits of `bits` as a Double in [0, 1).
    static func unit(_ bits: UInt64) -> Double {
        Double(bits >> 11) * 0x1p-53
    }
}
