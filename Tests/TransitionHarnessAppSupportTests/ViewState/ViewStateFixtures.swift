import HeadlessUIKit
import TestSupport
import TransitionHarnessAppSupport

/// Seeds of the view-state property tests; each is a named, re-runnable case.
let viewStateSeeds: [UInt64] = [1, 2, 3, 5, 42, 2024, 0xC0FFEE, 0xDEAD_BEEF]

/// Random draws for the view-state tests, from a seeded generator.
struct ViewStateRandom {
    var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    mutating func value(in range: ClosedRange<Double>) -> CGFloat {
        CGFloat(Double.random(in: range, using: &generator))
    }

    mutating func int(in range: Range<Int>) -> Int {
        Int.random(in: range, using: &generator)
    }

    mutating func bool() -> Bool {
        Bool.random(using: &generator)
    }

    mutating func element<T>(of array: [T]) -> T {
        array[int(in: 0..<array.count)]
    }

    mutating func point(in range: ClosedRange<Double>) -> CGPoint {
        CGPoint(x: value(in: range), y: value(in: range))
    }

    mutating func rect(origin: ClosedRange<Double>, size: ClosedRange<Double>) -> CGRect {
        CGRect(x: value(in: origin), y: value(in: origin), width: value(in: size), height: value(in: size))
    }

    /// An angle of at most 80° either way, so that a perspective turn never tips a point
    /// behind the eye.
    mutating func tilt() -> CGFloat {
        value(in: -80...80) * .pi / 180
    }

    /// A 2-D transform: rotation, scale (maybe a flip) and translation.
    mutating func affineTransform() -> CGAffineTransform {
        CGAffineTransform(rotationAngle: value(in: -3...3))
            .scaledBy(x: value(in: 0.3...2) * (bool() ? 1 : -1), y: value(in: 0.3...2))
            .concatenating(CGAffineTransform(translationX: value(in: -100...100), y: value(in: -100...100)))
    }

    /// A 3-D transform of the kinds animators write: a perspective turn (the `m34` idiom,
    /// eye at 500…2000 points, then turns about x, y and z of at most 80° each), sometimes
    /// scaled and translated; or `m34` set after the turn (which has no effect on the layer's
    /// own plane); or a turn without perspective.
    mutating func transform3D() -> CATransform3D {
        var t = CATransform3DIdentity
        let kind = int(in: 0..<4)
        if kind <= 1 {
            t.m34 = -1 / value(in: 500...2000)
        }
        t = CATransform3DRotate(t, tilt(), 1, 0, 0)
        t = CATransform3DRotate(t, tilt(), 0, 1, 0)
        t = CATransform3DRotate(t, tilt(), 0, 0, 1)
        if kind == 1 {
            t = CATransform3DScale(t, value(in: 0.5...1.5), value(in: 0.5...1.5), 1)
            t = CATransform3DTranslate(t, value(in: -50...50), value(in: -50...50), value(in: -30...30))
        }
        if kind == 2 {
            t.m34 = -1 / value(in: 500...2000)
        }
        return t
    }

    /// Any of the transforms above, or the identity.
    mutating func anyTransform() -> CATransform3D {
        switch int(in: 0..<4) {
        case 0: return CATransform3DIdentity
        case 1: return CATransform3DMakeAffineTransform(affineTransform())
        default: return transform3D()
        }
    }
}

/// Checks shared by the view-state tests.
@MainActor
enum ViewStateChecks {
    /// Compares the current state of `view` with `captured`: every property exactly, the frame
    /// within 1e-9. Returns a description of each difference.
    static func differences(of view: UIView, from captured: TransitionViewState.Properties) -> [String] {
        let now = TransitionViewState.Properties(of: view)
        var differences: [String] = []
        func check<T>(_ name: String, _ same: Bool, _ was: T, _ found: T) {
            if !same { differences.append("\(name): captured \(was), found \(found)") }
        }
        check(
            "frame", now.frame.isApproximatelyEqual(to: captured.frame, absoluteTolerance: 1e-9, relativeTolerance: 0),
            captured.frame, now.frame)
        check("bounds", now.bounds == captured.bounds, captured.bounds, now.bounds)
        check("center", now.center == captured.center, captured.center, now.center)
        check("transform", now.transform == captured.transform, captured.transform, now.transform)
        check(
            "layerTransform", CATransform3DEqualToTransform(now.layerTransform, captured.layerTransform),
            captured.layerTransform, now.layerTransform)
        check("anchorPoint", now.anchorPoint == captured.anchorPoint, captured.anchorPoint, now.anchorPoint)
        check("anchorPointZ", now.anchorPointZ == captured.anchorPointZ, captured.anchorPointZ, now.anchorPointZ)
        check("alpha", now.alpha == captured.alpha, captured.alpha, now.alpha)
        check("isHidden", now.isHidden == captured.isHidden, captured.isHidden, now.isHidden)
        check(
            "isUserInteractionEnabled", now.isUserInteractionEnabled == captured.isUserInteractionEnabled,
            captured.isUserInteractionEnabled, now.isUserInteractionEnabled)
        check(
            "superview", now.superview === captured.superview, captured.superview.map { "\($0.tag)" } ?? "nil",
            now.superview.map { "\($0.tag)" } ?? "nil")
        check(
            "indexInSuperview", now.indexInSuperview == captured.indexInSuperview, captured.indexInSuperview,
            now.indexInSuperview)
        return differences
    }

    /// The window coordinates of the four corners of `view`'s bounds.
    static func cornersInWindow(of view: UIView) -> [CGPoint] {
        let b = view.bounds
        return [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
            CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY),
        ].map { view.convert($0, to: nil) }
    }
}
