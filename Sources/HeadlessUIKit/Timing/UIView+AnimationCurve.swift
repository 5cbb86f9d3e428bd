extension UIView {
    /// UIKit's spelling of the animation curve type, `UIView.AnimationCurve`.
    public typealias AnimationCurve = UIViewAnimationCurve
}
