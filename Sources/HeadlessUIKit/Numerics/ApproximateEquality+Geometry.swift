// Approximate comparison of geometry values, component by component, with the tolerance
// rule of `ApproximatelyEquatable` applied to each component. Not UIKit API: offered for
// assertions such as "the frame after the animation is about (0, 0, 320, 480)".

extension Sequence where Element == CGFloat {
    /// Whether every pair of components is approximately equal.
    fileprivate func allApproximatelyEqual(
        to other: some Sequence<CGFloat>, absoluteTolerance: Double, relativeTolerance: Double
    ) -> Bool {
        zip(self, other).allSatisfy { lhs, rhs in
            lhs.isApproximatelyEqual(
                to: rhs, absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance)
        }
    }
}

extension CGPoint: ApproximatelyEquatable {
    package func isApproximatelyEqual(to other: CGPoint, absoluteTolerance: Double, relativeTolerance: Double) -> Bool {
        [x, y].allApproximatelyEqual(
            to: [other.x, other.y], absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance)
    }
}

extension CGSize: ApproximatelyEquatable {
    package func isApproximatelyEqual(to other: CGSize, absoluteTolerance: Double, relativeTolerance: Double) -> Bool {
        [width, height].allApproximatelyEqual(
            to: [other.width, other.height],
            absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance)
    }
}

extension CGRect: ApproximatelyEquatable {
    /// Compares origin and size as stored; the rectangles are not standardized first, so
    /// (0, 0, 10, 10) and (10, 10, −10, −10) are not approximately equal, just as they are
    /// not equal.
    package func isApproximatelyEqual(to other: CGRect, absoluteTolerance: Double, relativeTolerance: Double) -> Bool {
        origin.isApproximatelyEqual(
            to: other.origin, absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance)
            && size.isApproximatelyEqual(
                to: other.size, absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance)
    }
}

extension CGVector: ApproximatelyEquatable {
    package func isApproximatelyEqual(to other: CGVector, absoluteTolerance: Double, relativeTolerance: Double) -> Bool
    {
        [dx, dy].allApproximatelyEqual(
            to: [other.dx, other.dy], absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance)
    }
}

extension CGAffineTransform: ApproximatelyEquatable {
    package func isApproximatelyEqual(
        to other: CGAffineTransform, absoluteTolerance: Double, relativeTolerance: Double
    ) -> Bool {
        entries.allApproximatelyEqual(
            to: other.entries, absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance)
    }
}

extension CATransform3D: ApproximatelyEquatable {
    package func isApproximatelyEqual(
        to other: CATransform3D, absoluteTolerance: Double, relativeTolerance: Double
    ) -> Bool {
        rows.joined().allApproximatelyEqual(
            to: other.rows.joined(), absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance)
    }
}
