import HeadlessUIKit

/// Where a replay's touches went, gesture by gesture (first finger down to last finger up):
/// where the first touch began, the view hit-testing gave it, and every gesture recognizer
/// that received the gesture's touches, with the states it went through. The
/// `transition-begun` contract reads it to say why no transition began.
@MainActor
final class TouchRouteLog {
    /// One recognizer's part in one gesture.
    struct RecognizerRoute {
        /// The recognizer's class, its `name`, and its view (`UIPanGestureRecognizer "pull" on
        /// CardView in Card`).
        var description: String
        /// The states it changed to during the gesture, in order (a reset to `possible` is not
        /// listed).
        var states: [UIGestureRecognizer.State] = []

        /// What it did: `began`, `recognized`, `failed`, `cancelled`, or `never began`.
        var outcome: String {
            if states.contains(.began) { return states.contains(.cancelled) ? "began, then cancelled" : "began" }
            if states.contains(.ended) { return "recognized" }
            if states.contains(.failed) { return "failed" }
            if states.contains(.cancelled) { return "cancelled" }
            return "never began"
        }

        /// Whether it began or recognized.
        var recognized: Bool { states.contains(.began) || states.contains(.ended) }
    }

    /// One gesture.
    struct Gesture {
        /// The replay time its first touch began at.
        var time: Double
        /// Where its first touch began, in the window.
        var location: CGPoint
        /// The view hit-testing gave its first touch, described; nil when none (outside the
        /// window, or every view there ignores touches).
        var view: String?
        /// The recognizers that received its touches, in the order they first did.
        var recognizers: [RecognizerRoute] = []
    }

    /// Every gesture of the replay, in order.
    private(set) var gestures: [Gesture] = []
    /// Recognizers already observed, with their place in the current gesture.
    private var observed: Set<ObjectIdentifier> = []
    private var current: [ObjectIdentifier: Int] = [:]
    private var fingersDown = 0

    /// The replay's clock, for the gestures' times.
    var clock: () -> Double = { 0 }

    /// Takes an event whose new touches were just hit-tested, before the window gets it.
    func willSend(_ event: UIEvent, in window: UIWindow) {
        for touch in event.touchList where touch.phase == .began {
            if fingersDown == 0 {
                current.removeAll()
                gestures.append(
                    Gesture(
                        time: clock(), location: touch.location(in: nil),
                        view: touch.view.map { Self.describe($0, in: window) }))
            }
            fingersDown += 1
            for recognizer in touch.gestureRecognizers ?? [] {
                follow(recognizer, in: window)
            }
        }
    }

    /// Takes an event the window delivered.
    func didSend(_ event: UIEvent) {
        for touch in event.touchList where touch.phase == .ended || touch.phase == .cancelled {
            fingersDown = max(fingersDown - 1, 0)
        }
    }

    /// Adds `recognizer` to the current gesture and, the first time, observes its states.
    private func follow(_ recognizer: UIGestureRecognizer, in window: UIWindow) {
        guard !gestures.isEmpty else { return }
        let id = ObjectIdentifier(recognizer)
        if current[id] == nil {
            current[id] = gestures[gestures.count - 1].recognizers.count
            gestures[gestures.count - 1].recognizers.append(
                RecognizerRoute(description: Self.describe(recognizer, in: window)))
        }
        guard observed.insert(id).inserted else { return }
        let previous = recognizer.stateChangeObserver
        recognizer.stateChangeObserver = { [weak self] from, to in
            previous?(from, to)
            self?.record(to, of: id)
        }
    }

    private func record(_ state: UIGestureRecognizer.State, of id: ObjectIdentifier) {
        guard state != .possible, let position = current[id], !gestures.isEmpty else { return }
        gestures[gestures.count - 1].recognizers[position].states.append(state)
    }

    // MARK: Descriptions

    /// `CardView in Card at (0, 380, 390, 464)`: the view's class, the controller whose view
    /// it is or is in, and its frame in the window.
    static func describe(_ view: UIView, in window: UIWindow) -> String {
        var owner: String?
        var ancestor: UIView? = view
        while let candidate = ancestor, owner == nil {
            if let controller = candidate.owningViewController, controller.viewIfLoaded === candidate {
                // Only a controller in the window's tree names the view: one found up its
                // parents and presenters, or else by walking the whole tree.
                guard isInTree(controller, of: window) else {
                    owner = ownerByWalkingTree(of: view, in: window)
                    break
                }
                owner = ViolationText.name(controller)
            }
            ancestor = candidate.superview
        }
        let frame = ViolationText.describe(view.convert(view.bounds, to: nil))
        return "\(type(of: view))\(owner.map { " in \($0)" } ?? "") at \(frame)"
    }

    /// `UIPanGestureRecognizer "pull" on CardView in Card at (…)`.
    static func describe(_ recognizer: UIGestureRecognizer, in window: UIWindow) -> String {
        let name = recognizer.name.map { " \"\($0)\"" } ?? ""
        let view = recognizer.view.map { " on " + describe($0, in: window) } ?? ""
        return "\(type(of: recognizer))\(name)\(view)"
    }

    /// Whether `controller` is reached from the window's root controller through children and
    /// presented controllers, found by following its parents and presenters up: the cost is
    /// the depth, not the size of the tree (a navigation stack of thousands).
    private static func isInTree(_ controller: UIViewController, of window: UIWindow) -> Bool {
        guard let root = window.rootViewController else { return false }
        var current = controller
        for _ in 0..<1_000 {
            if current === root { return true }
            if let parent = current.parent {
                current = parent
            } else if let presenter = current.presentingViewController, presenter.presentedViewController === current {
                current = presenter
            } else {
                return false
            }
        }
        return false
    }

    /// The name of the controller whose view is `view` or its nearest ancestor, among every
    /// controller in the window's tree.
    private static func ownerByWalkingTree(of view: UIView, in window: UIWindow) -> String? {
        let owners = controllerViews(in: window)
        var ancestor: UIView? = view
        while let candidate = ancestor {
            if let owner = owners[ObjectIdentifier(candidate)] { return owner }
            ancestor = candidate.superview
        }
        return nil
    }

    /// The root views of the controllers in the window (children and presented ones), with
    /// the controllers' names.
    private static func controllerViews(in window: UIWindow) -> [ObjectIdentifier: String] {
        var names: [ObjectIdentifier: String] = [:]
        var pending = window.rootViewController.map { [$0] } ?? []
        var seen = Set<ObjectIdentifier>()
        while let controller = pending.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            if let view = controller.viewIfLoaded {
                names[ObjectIdentifier(view)] = ViolationText.name(controller)
            }
            pending.append(contentsOf: controller.children)
            if let presented = controller.presentedViewController { pending.append(presented) }
        }
        return names
    }
}
