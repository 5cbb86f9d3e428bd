// Touches and views in animation [DOC UIView.animate(withDuration:animations:): "During an
// animation, user interactions are temporarily disabled for the views being animated. ... If
// you want users to be able to interact with the views, include the allowUserInteraction
// constant in the options parameter"; DOC UIView.AnimationOptions.allowUserInteraction; DOC
// UIViewPropertyAnimator.isUserInteractionEnabled, true by default].
//
// Modelled in hit-testing: a view whose layer holds an animation of a `UIView.animate` or
// `animateKeyframes` block without `allowUserInteraction`, not yet at the end of its active
// duration, is skipped, with its subviews [INF for the subviews: a touch that lands on them
// goes to the view below, as it does for a hidden view]. A property animator's animations keep
// the views interactive. A touch already down keeps its view.

extension UIView {
    /// Whether an animation block that does not allow interaction is animating this view now.
    var isAnimatedWithoutInteraction: Bool {
        let display = HeadlessDisplay.current
        backingLayer.prepareAnimationStorage(for: display)
        for record in backingLayer.animationStorage.records where !record.finishNotified {
            if let owner = record.animation.delegate as? ViewAnimationCompletion, owner.blocksUserInteraction {
                return true
            }
        }
        return false
    }
}
