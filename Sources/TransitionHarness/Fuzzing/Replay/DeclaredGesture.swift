import GestureTrace
@_spi(Harness) import HeadlessUIKit

/// Whether a trace's touches make the gesture its `transition` block declares, as UIKit's own
/// recognizer of that gesture sees them: replayed into a window of their own holding one view
/// with a pan (or an edge pan from the declared edge, with the declared edge width), a gesture
/// is made when that recognizer begins with its translation and its velocity both pointing
/// forward along the declared axis (more along it than across), and its first touch went down
/// inside the subject's start region.
///
/// A fuzzer holds a subject to `transition-begun` only on traces that make the gesture: a tap,
/// a drag that starts backwards, or a pan that starts off the card begins nothing in a correct
/// app, and a generated trace may be any of those. Not UIKit API.
@MainActor
enum DeclaredGesture {
    /// Whether `trace` makes its declared gesture, starting inside `startRegion` (fractions
    /// of the screen; nil for anywhere).
    static func isMade(by trace: Trace, startRegion: CGRect? = nil) -> Bool {
        let transition = trace.resolvedTransition
        let display = HeadlessDisplay(
            screenSize: CGSize(width: trace.screen.width, height: trace.screen.height), scale: 1, framesPerSecond: 60)
        display.activate()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: trace.screen.width, height: trace.screen.height))
        let surface = UIView(frame: window.bounds)
        window.addSubview(surface)
        window.makeKeyAndVisible()
        var made = false
        var gestureStart = CGPoint.zero
        var down = 0
        let judge: (UIPanGestureRecognizer) -> Void = { pan in
            guard pan.state == .began else { return }
            let translation = pan.translation(in: nil)
            let velocity = pan.velocity(in: nil)
            made = made || (forward(translation, transition) && forward(velocity, transition))
        }
        let recognizer: UIPanGestureRecognizer
        switch transition.gesture {
        case .edgePan:
            let edgePan = UIScreenEdgePanGestureRecognizer { judge($0) }
            edgePan.edges =
                switch transition.edge {
                case .left: .left
                case .right: .right
                case .top: .top
                case .bottom: .bottom
                }
            edgePan.edgeRegionWidth = CGFloat(transition.edgeWidth)
            recognizer = edgePan
        case .pan:
            recognizer = UIPanGestureRecognizer { judge($0) }
        }
        recognizer.maximumNumberOfTouches = 2
        surface.addGestureRecognizer(recognizer)
        let source = TraceTouchSource(trace: trace, window: window, startTime: 0)
        var madeInRegion = false
        source.injector.willSendEvent = { event, _ in
            for touch in event.touchList where touch.phase == .began {
                if down == 0 { gestureStart = touch.location(in: nil) }
                down += 1
            }
        }
        source.injector.didSendEvent = { event, _ in
            if made {
                madeInRegion = madeInRegion || isInside(gestureStart, startRegion, screen: trace.screen)
                made = false
            }
            for touch in event.touchList where touch.phase == .ended || touch.phase == .cancelled {
                down = max(down - 1, 0)
            }
        }
        var time = 0.0
        while !source.isFinished, !madeInRegion {
            guard let next = source.nextSampleTime, next.isFinite else { break }
            time = max(time, next)
            source.deliver(samplesUpTo: time)
        }
        if !source.isFinished { source.injector.cancelAllTouches(at: time) }
        return madeInRegion
    }

    /// Whether `vector` points forward along the declared axis, more along it than across.
    private static func forward(_ vector: CGPoint, _ transition: Trace.ResolvedTransition) -> Bool {
        let along = (transition.axis == .x ? Double(vector.x) : Double(vector.y)) * Double(transition.direction)
        let across = abs(transition.axis == .x ? Double(vector.y) : Double(vector.x))
        return along > 0 && along >= across
    }

    private static func isInside(_ point: CGPoint, _ region: CGRect?, screen: Trace.Screen) -> Bool {
        guard let region else { return true }
        let unit = CGPoint(x: Double(point.x) / screen.width, y: Double(point.y) / screen.height)
        return unit.x >= region.minX && unit.x <= region.maxX && unit.y >= region.minY && unit.y <= region.maxY
    }
}
