// What `UIWindow.sendEvent(_:)` does with a touch event, as UIKit does it [DOC/OBS: Apple's
// "Using responders and the responder chain to handle events"; Neuburg, Programming iOS,
// "Touch Delivery"]:
//
//   1. A touch that begins is hit-tested (`hitTest(_:with:)` on the window, which skips
//      hidden views, views with user interaction disabled and views with alpha below
//      0.01) and keeps that view for its lifetime, even when the finger moves off it.
//      (UIApplication does this before calling `sendEvent(_:)`; a touch source here does it
//      through `hitTestNewTouches(of:)`, and `sendEvent(_:)` does it for touches that have
//      no view yet.) The touch is then given to the gesture recognizers of that view and
//      of its ancestors up to the window: the view's own first, each view's in
//      `gestureRecognizers` order [INF: the order among them is not documented], skipping
//      disabled recognizers and those whose delegate refuses the event or the touch.
//   2. Each recognizer that receives touches of the event gets `touchesBegan`, then
//      `touchesMoved`, `touchesEnded`, `touchesCancelled` with its touches in that phase
//      [INF for the order of phases]; stationary touches are not delivered. A recognizer
//      that ends, is cancelled or fails gets nothing more of the event.
//   3. Then the views get their touches (`touchesBegan(_:with:)` and the rest, once per
//      view and phase), unless a recognizer holds them back (`delaysTouchesBegan`, or
//      `delaysTouchesEnded` while it is still `possible`) or took them
//      (`cancelsTouchesInView`: the view got `touchesCancelled` when the gesture was
//      recognized, and gets nothing more of those touches).
//   4. Recognizers whose attempt is over are reset to `possible` and forget their touches.
//
// Sets of touches are iterated in the order the touches were made, so delivery is
// deterministic.

extension UIWindow {
    /// The work of ``sendEvent(_:)``.
    func deliverEvent(_ event: UIEvent) {
        guard event.type == .touches else { return }
        let touches = event.touchList.filter { ($0.window == nil || $0.window === self) && $0.phase.isContact }
        guard !touches.isEmpty else { return }
        TouchDeliveryPass(event: event).run {
            hitTestNewTouches(of: event)
            var recognizers: [UIGestureRecognizer] = []
            for touch in touches {
                touch.appendRecognizers(to: &recognizers)
            }
            for recognizer in recognizers {
                recognizer.receive(touches, with: event)
            }
            deliverToViews(touches, with: event)
        }
        for touch in touches where touch.phase.endsTouch && !touch.isHeldBack {
            touch.recognizerStorage.removeAll()
        }
    }

    /// Step 1 for the event's touches that began and were not hit-tested yet: finds each
    /// one's view and the gesture recognizers that receive it.
    package func hitTestNewTouches(of event: UIEvent) {
        for touch in event.touchList where touch.phase == .began && !touch.isAttached {
            guard touch.window == nil || touch.window === self else { continue }
            touch.isAttached = true
            if touch.window == nil { touch.window = self }
            if touch.view == nil {
                touch.assignView(hitTest(touch.locationInWindow, with: event))
            }
            var current = touch.view
            while let view = current {
                for recognizer in view.attachedGestureRecognizers where recognizer.accepts(touch, in: event) {
                    touch.recognizerStorage.append(recognizer)
                }
                current = view.superview
            }
        }
    }

    // MARK: Views

    /// Step 3.
    private func deliverToViews(_ touches: [UITouch], with event: UIEvent) {
        var began: [UITouch] = []
        var moved: [UITouch] = []
        var ended: [UITouch] = []
        var cancelled: [UITouch] = []
        for touch in touches {
            guard touch.view != nil else {
                if touch.phase.endsTouch { touch.viewDelivery = .finished }
                continue
            }
            switch (touch.phase, touch.viewDelivery) {
            case (.began, .notDelivered):
                if Self.holders(of: touch, delaying: .began).isEmpty {
                    touch.viewDelivery = .active
                    began.append(touch)
                } else {
                    Self.holdBack(touch, phase: .began)
                }
            case (.moved, .active):
                moved.append(touch)
            case (.ended, .active):
                if Self.holders(of: touch, delaying: .ended).isEmpty {
                    touch.viewDelivery = .finished
                    ended.append(touch)
                } else {
                    Self.holdBack(touch, phase: .ended)
                }
            case (.cancelled, .active):
                touch.viewDelivery = .finished
                cancelled.append(touch)
            case (.cancelled, .notDelivered), (.cancelled, .withheldBegan):
                // The view never heard of the touch; it hears nothing now.
                touch.viewDelivery = .finished
            default:
                break
            }
        }
        Self.send(.began, began, with: event)
        Self.send(.moved, moved, with: event)
        Self.send(.ended, ended, with: event)
        Self.send(.cancelled, cancelled, with: event)
    }

    /// A recognized gesture takes `touches` from their views: those the view has get
    /// `touchesCancelled`; the others are never delivered.
    static func cancelViewDelivery(of touches: [UITouch]) {
        var notify: [UITouch] = []
        for touch in touches {
            switch touch.viewDelivery {
            case .active, .withheldEnded:
                notify.append(touch)
                touch.viewDelivery = .cancelled
            case .notDelivered, .withheldBegan:
                touch.viewDelivery = .cancelled
            case .cancelled, .finished:
                break
            }
        }
        send(.cancelled, notify, with: TouchDeliveryPass.current?.event)
    }

    /// Called when a recognizer that held `touch` back let go of it: delivers what was
    /// held back once no recognizer holds it any more.
    static func reconsiderHeldTouch(_ touch: UITouch) {
        let event = TouchDeliveryPass.current?.event
        switch touch.viewDelivery {
        case .withheldBegan:
            guard holders(of: touch, delaying: .began).isEmpty else {
                holdBack(touch, phase: .began)
                return
            }
            touch.viewDelivery = .active
            send(.began, [touch], with: event)
            if touch.phase == .ended {
                if holders(of: touch, delaying: .ended).isEmpty {
                    touch.viewDelivery = .finished
                    send(.ended, [touch], with: event)
                } else {
                    holdBack(touch, phase: .ended)
                }
            } else if touch.phase == .cancelled {
                touch.viewDelivery = .finished
                send(.cancelled, [touch], with: event)
            }
        case .withheldEnded:
            guard holders(of: touch, delaying: .ended).isEmpty else {
                holdBack(touch, phase: .ended)
                return
            }
            touch.viewDelivery = .finished
            send(.ended, [touch], with: event)
        default:
            return
        }
        if touch.phase.endsTouch && !touch.isHeldBack && TouchDeliveryPass.current == nil {
            touch.recognizerStorage.removeAll()
        }
    }

    /// The recognizers that hold back `phase` (began or ended) of `touch`: still
    /// `possible`, enabled, and delaying that phase.
    private static func holders(of touch: UITouch, delaying phase: UITouch.Phase) -> [UIGestureRecognizer] {
        touch.recognizerStorage.filter { recognizer in
            recognizer.stateStorage == .possible && recognizer.isEnabledStorage
                && (phase == .began ? recognizer.delaysTouchesBegan : recognizer.delaysTouchesEnded)
        }
    }

    private static func holdBack(_ touch: UITouch, phase: UITouch.Phase) {
        touch.viewDelivery = phase == .began ? .withheldBegan : .withheldEnded
        for holder in holders(of: touch, delaying: phase) where !holder.heldTouches.contains(where: { $0 === touch }) {
            holder.heldTouches.append(touch)
        }
    }

    /// Calls the touches method for `phase` on each view, once per view, with that view's
    /// touches; views in the order of their first touch.
    private static func send(_ phase: UITouch.Phase, _ touches: [UITouch], with event: UIEvent?) {
        var groups: [(view: UIView, touches: [UITouch])] = []
        for touch in touches {
            guard let view = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.view === view }) {
                groups[index].touches.append(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        for group in groups {
            let set = Set(group.touches)
            switch phase {
            case .began: group.view.touchesBegan(set, with: event)
            case .moved: group.view.touchesMoved(set, with: event)
            case .ended: group.view.touchesEnded(set, with: event)
            case .cancelled: group.view.touchesCancelled(set, with: event)
            default: break
            }
        }
    }
}

extension UITouch {
    /// Whether a recognizer holds back the touch's delivery to its view.
    var isHeldBack: Bool {
        viewDelivery == .withheldBegan || viewDelivery == .withheldEnded
    }
}
