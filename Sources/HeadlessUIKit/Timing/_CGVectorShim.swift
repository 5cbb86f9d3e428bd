// DELETE AT MERGE: the geometry branch defines CGVector in Sources/HeadlessUIKit/Geometry/CGVector.swift.
//
// A temporary stand-in so that UISpringTimingParameters compiles on this branch. A probe showed
// that swift-corelibs-foundation (Swift 6.3.1, Linux) has no CGVector ("cannot find 'CGVector' in
// scope"). Nothing in Timing/ uses more of CGVector than what is declared here.

/// A two-dimensional vector (temporary shim; see the note at the top of this file).
public struct CGVector: Sendable, Equatable, Hashable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = CGVector(dx: 0, dy: 0)
}
