import HeadlessUIKit

/// A view's presentation state in window coordinates at one frame, for continuity: where its
/// corners are (so a turn shows, not only a move) and its opacity.
struct MotionSample {
    var quad: PresentationQuad
    var alpha: Double
    /// The share of the view's own area that shows on screen, 0 to 1.
    var shown: Double
}

extension MotionSample {
    /// `view` as its presentation layer shows it now on a `screen`-sized display; the
    /// presentation of its ancestors is read from, or kept in, `ancestors` (one moment's).
    @MainActor
    init(of view: UIView, on screen: CGSize, ancestors: inout PresentationAncestors) {
        let state = view.layer.presentationState()
        let quad = view.layer.presentationQuadInRoot(state: state, ancestors: &ancestors)
        // How much of the view shows, against its own unturned size (at most the screen): a
        // card seen edge-on shows nothing, whatever its alpha.
        let resting = min(Double(state.bounds.width * state.bounds.height), Double(screen.width * screen.height))
        let shown = resting > 0 ? min(quad.clamped(to: screen).area / resting, 1) : 0
        self.init(quad: quad, alpha: Double(state.isHidden ? 0 : state.opacity), shown: shown.isFinite ? shown : 1)
    }
}

/// How far a view moved between two frames: its farthest corner along each axis, and its
/// alpha.
struct Motion {
    var dx: Double
    var dy: Double
    var dAlpha: Double

    init(dx: Double, dy: Double, dAlpha: Double) {
        self.dx = dx
        self.dy = dy
        self.dAlpha = dAlpha
    }

    /// The motion from `a` to `b` that can be seen on a `screen`-sized display: corners are
    /// clamped to the screen first, so a corner that perspective flings far off screen (a
    /// turning view whose near edge comes close to the eye) moves only as far as the edge.
    /// Without a screen, the whole motion.
    init(from a: MotionSample, to b: MotionSample, on screen: CGSize?) {
        let move =
            if let screen { b.quad.clamped(to: screen).largestMove(from: a.quad.clamped(to: screen)) } else {
                b.quad.largestMove(from: a.quad)
            }
        // An alpha change shows in proportion to how much of the view shows.
        self.init(dx: Double(move.dx), dy: Double(move.dy), dAlpha: abs(b.alpha - a.alpha) * max(a.shown, b.shown))
    }

    /// No corner moved more than the still limit, nor alpha.
    func isStill(within tolerances: CheckerTolerances) -> Bool {
        let limits = tolerances.continuousMotion
        return dx <= limits.stillPoints && dy <= limits.stillPoints && dAlpha <= limits.stillAlpha
    }

    /// No corner moved more than `limit` allows along either axis, nor alpha.
    func isWithin(_ limit: Motion) -> Bool {
        dx <= limit.dx && dy <= limit.dy && dAlpha <= limit.dAlpha
    }
}

extension PresentationQuad {
    /// The quad with each corner moved into `[0, width] × [0, height]`; NaN stays NaN.
    func clamped(to size: CGSize) -> PresentationQuad {
        func clamp(_ p: CGPoint) -> CGPoint {
            CGPoint(x: min(max(p.x, 0), size.width), y: min(max(p.y, 0), size.height))
        }
        return PresentationQuad(
            minXminY: clamp(minXminY), maxXminY: clamp(maxXminY), maxXmaxY: clamp(maxXmaxY),
            minXmaxY: clamp(minXmaxY))
    }

    /// The area the quad encloses (the shoelace formula; a quad seen edge-on has none).
    var area: Double {
        let p = corners
        var twice: CGFloat = 0
        for i in 0..<4 {
            let a = p[i]
            let b = p[(i + 1) % 4]
            twice += a.x * b.y - b.x * a.y
        }
        return Double(abs(twice) / 2)
    }
}

extension MotionSample {
    /// What shows of `view` in `window`: the view itself, or, while it is hidden or fully
    /// transparent, a snapshot of it (`snapshotView(afterScreenUpdates:)`) that stands in for
    /// it on screen, the one that shows most. The standard snapshot pattern hides the real
    /// view, animates its snapshot, then removes the snapshot and shows the view where the
    /// snapshot ended: on screen the view never jumped.
    ///
    /// `ancestors` holds the presentation of the views above, shared by the views sampled at
    /// the same moment (the from and to views share their container and everything above it).
    @MainActor
    static func visible(
        _ view: UIView, in window: UIWindow, on screen: CGSize, ancestors: inout PresentationAncestors
    ) -> MotionSample {
        let own = MotionSample(of: view, on: screen, ancestors: &ancestors)
        guard own.alpha * own.shown < 0.01 else { return own }
        var best = own
        var pending: [UIView] = [window]
        while let candidate = pending.popLast() {
            if let snapshot = candidate as? SnapshotView, snapshot.sourceView === view {
                let shown = MotionSample(of: snapshot, on: screen, ancestors: &ancestors)
                if shown.alpha * shown.shown > best.alpha * best.shown { best = shown }
                continue
            }
            guard !candidate.isHidden else { continue }
            pending.append(contentsOf: candidate.subviews)
        }
        return best
    }
}
