import GestureTrace

extension Film {
    /// A moment that matters in a replay, for its key frame. Each is pinned to the display
    /// frame whose picture shows it (docs/report-format.md, "Key frames").
    public enum Moment: Sendable, Equatable, CustomStringConvertible {
        /// The transition began: the first frame that shows it.
        case began(transition: Int)
        /// A finger landed on the transition while it completed and holds it again: the first
        /// frame it holds.
        case regrabbed(transition: Int)
        /// The last finger lifted (or the touch was cancelled): the last frame the finger drove.
        case lifted(transition: Int)
        /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`: the first frame
        /// of the completion.
        case decided(transition: Int, outcome: Trace.Outcome)
        /// `completeTransition(_:)` with the value it was passed: the frame it was called in.
        case completed(transition: Int, didComplete: Bool)
        /// The last frame of the replay, a few frames after everything settled.
        case rest

        /// The transition it belongs to; nil for ``rest``.
        public var transition: Int? {
            switch self {
            case .began(let index), .regrabbed(let index), .lifted(let index): index
            case .decided(let index, _), .completed(let index, _): index
            case .rest: nil
            }
        }

        /// A short caption: `began`, `lifted`, `cancel`, `completeTransition(false)`, `at rest`.
        public var description: String {
            switch self {
            case .began: "began"
            case .regrabbed: "re-grabbed"
            case .lifted: "lifted"
            case .decided(_, let outcome): outcome.rawValue
            case .completed(_, let didComplete): "completeTransition(\(didComplete))"
            case .rest: "at rest"
            }
        }

        /// A name for files and markup: letters, digits and dashes (`began-0`, `cancel-0`,
        /// `complete-0`, `rest`).
        public var slug: String {
            switch self {
            case .began(let index): "began-\(index)"
            case .regrabbed(let index): "regrabbed-\(index)"
            case .lifted(let index): "lifted-\(index)"
            case .decided(let index, let outcome): "\(outcome.rawValue)-\(index)"
            case .completed(let index, _): "complete-\(index)"
            case .rest: "rest"
            }
        }
    }
}
