import HeadlessUIKit

/// The unwind counterpart of ``SlideSegue``: the previous screen's view is placed one width
/// to the left of the current one, both slide right by the width over 0.5 s (ease-in-out),
/// then the current controller is dismissed without animation.
///
/// The previous view only visits the window for the slide: it is taken out again before
/// the dismissal, which puts it back where the presentation took it from (and gives its
/// controller the appearance callbacks). The current view is put back in place too.
final class SlideUnwindSegue: UIStoryboardSegue {
    override func perform() {
        let source = self.source
        let sourceView = source.view!
        let previousView = destination.view!
        guard sourceView.isUserInteractionEnabled, let stage = sourceView.superview else { return }
        let width = sourceView.bounds.width
        previousView.frame = sourceView.frame.offsetBy(dx: -width, dy: 0)
        stage.insertSubview(previousView, belowSubview: sourceView)
        sourceView.isUserInteractionEnabled = false
        SlideMotion.slide([sourceView, previousView], by: width, duration: SlideMotion.backDuration) { _ in
            previousView.removeFromSuperview()
            sourceView.center.x -= width
            sourceView.isUserInteractionEnabled = true
            source.dismiss(animated: false)
        }
    }
}
