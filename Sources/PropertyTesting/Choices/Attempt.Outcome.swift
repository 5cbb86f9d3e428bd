extension Attempt {
    /// How an attempt ended, in minithesis's order (math-reference.md §5.2):
    /// `overrun < invalid < valid < interesting`.
    ///
    /// - ``overrun``: the attempt wanted more choices than it was allowed (its replayed prefix
    ///   ran out, or it reached the maximum number of choices);
    /// - ``invalid``: a choice was out of its range, or the property rejected the input
    ///   (``Attempt/reject()``, ``Attempt/assume(_:)``);
    /// - ``valid``: the property ran on a well-formed input and held;
    /// - ``interesting``: the property failed in the way the search is after.
    public enum Outcome: Int, Sendable, Equatable, Hashable, Comparable, CaseIterable {
        case overrun
        case invalid
        case valid
        case interesting

        public static func < (lhs: Outcome, rhs: Outcome) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }
}
