import HeadlessUIKit

/// The slide segue as first written: the same slide as ``SlideSegue``, but nothing stops a
/// second trigger while the first slide runs. A double tap starts two slides, and each
/// presents the destination when it ends: the second presentation is refused ("Attempt to
/// present … which is already presenting …", or "… while a presentation is in progress"),
/// which is the `no-overlapping-transitions` contract.
final class FirstSlideSegue: UIStoryboardSegue {
    override func perform() {
        let source = self.source
        let destination = self.destination
        let sourceView = source.view!
        let destinationView = destination.view!
        let width = sourceView.bounds.width
        destinationView.frame = sourceView.frame.offsetBy(dx: width, dy: 0)
        sourceView.superview?.insertSubview(destinationView, aboveSubview: sourceView)
        SlideMotion.slide([sourceView, destinationView], by: -width, duration: SlideMotion.forwardDuration) { _ in
            sourceView.center.x += width
            source.present(destination, animated: false)
        }
    }
}
