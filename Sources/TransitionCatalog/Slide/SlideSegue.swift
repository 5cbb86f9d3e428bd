import HeadlessUIKit

/// A custom segue that slides the destination in from the right: the destination's view is
/// placed one screen width to the right of the source's, both slide left by the width over
/// 0.4 s (ease-in-out), then the destination is presented without animation.
///
/// Triggered again while it slides (a double tap), it does nothing: the source's view
/// ignores touches for the length of the slide, and that is also the sign that a slide is
/// under way. The source's view is put back where it was before the presentation takes it
/// out of the window, so a dismissal brings it back in place.
final class SlideSegue: UIStoryboardSegue {
    override func perform() {
        let source = self.source
        let destination = self.destination
        let sourceView = source.view!
        guard sourceView.isUserInteractionEnabled, source.presentedViewController == nil,
            let stage = sourceView.superview
        else { return }
        let width = sourceView.bounds.width
        let destinationView = destination.view!
        destinationView.frame = sourceView.frame.offsetBy(dx: width, dy: 0)
        stage.insertSubview(destinationView, aboveSubview: sourceView)
        sourceView.isUserInteractionEnabled = false
        SlideMotion.slide([sourceView, destinationView], by: -width, duration: SlideMotion.forwardDuration) { _ in
            sourceView.center.x += width
            sourceView.isUserInteractionEnabled = true
            source.present(destination, animated: false)
        }
    }
}
