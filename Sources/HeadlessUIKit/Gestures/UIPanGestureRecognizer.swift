/// A continuous gesture recognizer for dragging: the fingers' centroid, how far it has
/// moved (``translation(in:)``) and how fast (``velocity(in:)``).
///
/// As UIKit documents it [DOC UIPanGestureRecognizer]: the gesture begins when at least
/// ``minimumNumberOfTouches`` fingers are down and have moved enough to be a pan; it
/// changes when a finger moves while at least the minimum are down; it ends when all
/// fingers lift. "Enough" is ``hysteresis``, 10 points by default [OBS: UIKit's private
/// `_hysteresis`, radar 13336558 asks for it to be public; ~10 pt reported by developers].
///
/// What the documentation leaves open is modelled so [INF]:
/// - translation is measured from where the first finger touched down, so at `began` it
///   already holds the slop (at least ``hysteresis`` long);
/// - fingers joining or leaving do not make the translation jump (``PanCentroidPath``);
/// - fingers beyond ``maximumNumberOfTouches`` are ignored (`ignore(_:for:)`), before and
///   after the gesture began; with fewer than the minimum down, motion neither begins the
///   gesture nor changes it, and is not counted;
/// - a cancelled touch cancels a gesture in progress (and fails one not yet begun);
/// - ``setTranslation(_:in:)`` moves the origin of the translation but keeps the velocity
///   history, so handlers that reset the translation at each change still read a useful
///   velocity at `ended`. Apple's page says the call "resets the velocity of the pan"; see
///   docs/gestures.md for why the literal reading is not modelled (unverified on devices).
///
/// Velocity comes from a ``VelocityTracker`` fed with the displacement at each event (the
/// lift position itself is not added, as in the peers the estimators come from), read at
/// the time of the latest event: so at `ended` it is the estimator's velocity at release.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that can begin and change the gesture. Default 1.
    open var minimumNumberOfTouches = 1

    /// The most fingers the gesture follows; others are ignored. Default `Int.max`
    /// (UIKit's `NSUIntegerMax`).
    open var maximumNumberOfTouches = Int.max

    /// How velocity is estimated (UIKit's estimator is private). Default
    /// ``VelocityEstimator/lsq2``; see docs/velocity-and-policies.md. Setting it discards the
    /// current history.
    package var velocityEstimator: VelocityEstimator = .lsq2 {
        didSet { tracker = VelocityTracker(estimator: velocityEstimator) }
    }

    /// Points the centroid must move before the gesture begins. Default 10.
    package var hysteresis: CGFloat = 10

    /// The fingers followed, in the order they touched down.
    private(set) var members: [UITouch] = []
    private var path = PanCentroidPath()
    /// Added to the displacement to give the translation (``setTranslation(_:in:)``).
    private var translationOffset: CGPoint = .zero
    /// The translation when the handlers were last told of a change.
    private var reportedTranslation: CGPoint = .zero
    private var tracker = VelocityTracker(estimator: .lsq2)
    private var latestTimestamp: TimeInterval?

    // MARK: Translation and velocity

    /// The translation in window coordinates.
    var translationInWindow: CGPoint {
        CGPoint(x: path.displacement.x + translationOffset.x, y: path.displacement.y + translationOffset.y)
    }

    /// How far the fingers' centroid has moved since the gesture's first touch (adjusted by
    /// ``setTranslation(_:in:)``), as a vector in `view`'s coordinate space (nil: the
    /// window's) [DOC translation(in:)].
    open func translation(in view: UIView?) -> CGPoint {
        convertVector(translationInWindow, toView: view)
    }

    /// Sets the translation as seen in `view`'s coordinate space (nil: the window's); later
    /// motion adds to it.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let target = convertVector(translation, fromView: view)
        translationOffset = CGPoint(x: target.x - path.displacement.x, y: target.y - path.displacement.y)
        reportedTranslation = translationInWindow
    }

    /// The velocity of the centroid in points per second, in `view`'s coordinate space
    /// (nil: the window's), from ``velocityEstimator`` at the time of the latest event;
    /// zero when the estimator has too few samples or the finger rested for longer than its
    /// ``VelocityEstimator/pointerStoppedInterval``.
    open func velocity(in view: UIView?) -> CGPoint {
        let velocity = tracker.velocity(at: latestTimestamp) ?? .zero
        return convertVector(velocity, toView: view)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        var joining: [UITouch] = []
        for touch in touches.inCreationOrder {
            if members.count + joining.count < maximumNumberOfTouches {
                joining.append(touch)
            } else {
                ignore(touch, for: event)
            }
        }
        guard !joining.isEmpty else { return }
        if members.isEmpty {
            members = joining
            path.start(at: Self.centroid(of: members))
            tracker.reset()
        } else {
            if members.count >= minimumNumberOfTouches {
                path.advance(to: Self.centroid(of: members))
            }
            members.append(contentsOf: joining)
            path.rebase(at: Self.centroid(of: members))
        }
        record(event)
        evaluate()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard !members.isEmpty else { return }
        if members.count >= minimumNumberOfTouches {
            path.advance(to: Self.centroid(of: members))
        } else {
            // Too few fingers: motion is not counted.
            path.rebase(at: Self.centroid(of: members))
        }
        record(event)
        evaluate()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        leave(touches, with: event)
        if members.isEmpty {
            latestTimestamp = event.timestamp
            switch state {
            case .began, .changed: state = .ended
            case .possible: state = .failed
            default: break
            }
        } else {
            record(event)
            evaluate()
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        leave(touches, with: event)
        latestTimestamp = event.timestamp
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    open override func reset() {
        super.reset()
        members.removeAll()
        path = PanCentroidPath()
        translationOffset = .zero
        reportedTranslation = .zero
        tracker.reset()
        latestTimestamp = nil
    }

    // MARK: Recognition

    /// What to do once the fingers moved: begin, fail, or keep waiting. A pan begins when
    /// the displacement reaches ``hysteresis``; subclasses add conditions.
    func recognitionDecision(displacement: CGPoint) -> RecognitionDecision {
        hypot(displacement.x, displacement.y) >= hysteresis ? .begin : .wait
    }

    enum RecognitionDecision {
        case begin
        case fail
        case wait
    }

    /// Counts the motion of the leaving fingers (to where they lifted), then continues
    /// without them.
    private func leave(_ touches: Set<UITouch>, with event: UIEvent) {
        let leaving = members.filter { touches.contains($0) }
        guard !leaving.isEmpty else { return }
        if members.count >= minimumNumberOfTouches {
            path.advance(to: Self.centroid(of: members))
        }
        members.removeAll { touches.contains($0) }
        if !members.isEmpty {
            path.rebase(at: Self.centroid(of: members))
        }
    }

    /// Adds the displacement at the event's time to the velocity history.
    private func record(_ event: UIEvent) {
        latestTimestamp = event.timestamp
        tracker.add(time: event.timestamp, position: path.displacement)
    }

    /// Begins, changes or fails the gesture after the fingers changed.
    private func evaluate() {
        switch state {
        case .possible:
            guard members.count >= minimumNumberOfTouches else { return }
            switch recognitionDecision(displacement: path.displacement) {
            case .begin:
                reportedTranslation = translationInWindow
                state = .began
            case .fail:
                state = .failed
            case .wait:
                break
            }
        case .began, .changed:
            guard members.count >= minimumNumberOfTouches, translationInWindow != reportedTranslation else { return }
            reportedTranslation = translationInWindow
            state = .changed
        default:
            break
        }
    }

    // MARK: Vectors between coordinate spaces

    private var referenceWindow: UIWindow? {
        members.first?.window ?? lastWindow ?? viewStorage?.window
    }

    /// `vector` (window coordinates) in `view`'s space: the difference of two converted
    /// points, taken at the gesture's location so that perspective is handled locally.
    private func convertVector(_ vector: CGPoint, toView view: UIView?) -> CGPoint {
        let window = referenceWindow
        guard let view, view !== window else { return vector }
        let origin = location(in: nil)
        let start = view.convert(origin, from: window)
        let end = view.convert(CGPoint(x: origin.x + vector.x, y: origin.y + vector.y), from: window)
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }

    /// `vector` in `view`'s space (nil: the window's) in window coordinates.
    private func convertVector(_ vector: CGPoint, fromView view: UIView?) -> CGPoint {
        let window = referenceWindow
        guard let view, view !== window else { return vector }
        let origin = view.convert(location(in: nil), from: window)
        let start = view.convert(origin, to: window)
        let end = view.convert(CGPoint(x: origin.x + vector.x, y: origin.y + vector.y), to: window)
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }
}
