/// Approximate comparison, kept apart from `Equatable` (which is exact everywhere in this
/// package).
///
/// Two values are approximately equal when `|a - b| <= max(absoluteTolerance,
/// relativeTolerance * max(|a|, |b|))`. Non-finite values are approximately equal only when
/// they are equal. This is not UIKit API; it is offered for users' assertions on geometry.
package protocol ApproximatelyEquatable {
    func isApproximatelyEqual(to other: Self, absoluteTolerance: Double, relativeTolerance: Double) -> Bool
}

extension ApproximatelyEquatable {
    /// Compares with an absolute tolerance of 1e-9 and no relative tolerance.
    package func isApproximatelyEqual(to other: Self, absoluteTolerance: Double = 1e-9) -> Bool {
        isApproximatelyEqual(to: other, absoluteTolerance: absoluteTolerance, relativeTolerance: 0)
    }
}

extension Double: ApproximatelyEquatable {
    package func isApproximatelyEqual(to other: Double, absoluteTolerance: Double, relativeTolerance: Double) -> Bool {
        guard isFinite, other.isFinite else { return self == other || (isNaN && other.isNaN) }
        let tolerance = Swift.max(absoluteTolerance, relativeTolerance * Swift.max(abs(self), abs(other)))
        return abs(self - other) <= tolerance
    }
}

extension CGFloat: ApproximatelyEquatable {
    package func isApproximatelyEqual(to other: CGFloat, absoluteTolerance: Double, relativeTolerance: Double) -> Bool {
        Double(self).isApproximatelyEqual(
            to: Double(other), absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance)
    }
}
