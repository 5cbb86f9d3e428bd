import HeadlessUIKit

/// A slide segue that guards against running while its screen is off screen, but checks the
/// destination's view instead of the source's: the destination is not in a window before it
/// is presented, so the guard always returns and the swipe presents nothing.
final class ChecksDestinationWindowSegue: UIStoryboardSegue {
    override func perform() {
        let source = self.source
        let destination = self.destination
        guard destination.view.window != nil, let stage = source.view.superview else { return }
        let width = source.view.bounds.width
        destination.view.frame = source.view.frame.offsetBy(dx: width, dy: 0)
        stage.addSubview(destination.view)
        SlideMotion.slide([source.view, destination.view], by: -width, duration: SlideMotion.forwardDuration) { _ in
            source.view.center.x += width
            source.present(destination, animated: false)
        }
    }
}
