import HeadlessUIKit

/// The unwind segue of ``SpringUnwindNavigationController``: the target's view starts one
/// width to the left of the source's frame, is added to the source's superview and springs
/// onto the source's frame; then the navigation controller pops to the target without
/// animation, across as many levels as there are between them. The source's view is tidied
/// away after the pop (UIKit has usually done it already).
///
/// Triggered again while the target springs in (a second tap on back), it does nothing, as
/// the slide segue does: the source's view ignores touches for the length of the spring, and
/// that is also the sign that an unwind is under way. Without it, the second unwind would put
/// the target back off screen and spring it in again, still animating after the pop.
class SpringUnwindSegue: UIStoryboardSegue {
    override func perform() {
        let target = destination
        let sourceView = source.view!
        let targetView = target.view!
        guard sourceView.isUserInteractionEnabled, let navigation = target.navigationController,
            let stage = sourceView.superview
        else { return }
        sourceView.isUserInteractionEnabled = false
        targetView.frame = SpringUnwindMotion.startFrame(onto: sourceView.frame)
        stage.addSubview(targetView)
        SpringUnwindMotion.springIn(targetView, onto: sourceView.frame) { _ in
            sourceView.isUserInteractionEnabled = true
            navigation.popToViewController(target, animated: false)
            self.tidy(source: sourceView, target: targetView)
        }
    }

    /// Takes the source's view out of the window, should the pop have left it there.
    func tidy(source sourceView: UIView, target targetView: UIView) {
        sourceView.removeFromSuperview()
    }
}

/// The spring unwind as first written: after the pop, the tidying removes the target's view
/// (the one that just sprang in) instead of the source's, and the screen goes black.
final class FirstSpringUnwindSegue: SpringUnwindSegue {
    override func tidy(source sourceView: UIView, target targetView: UIView) {
        targetView.removeFromSuperview()
    }
}
