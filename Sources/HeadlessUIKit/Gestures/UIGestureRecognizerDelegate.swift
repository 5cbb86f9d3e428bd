/// What a gesture recognizer asks its delegate, with UIKit's names and signatures.
///
/// In UIKit every member is optional (`@objc optional`). Swift on Linux has no optional
/// protocol members, so each has a default in an extension with UIKit's documented
/// default answer; implement the ones you need, as on iOS. One difference: the defaults are
/// chosen statically, so a member implemented only in a *subclass* of the conforming class
/// is not called (declare it in the conforming class, or override a declaration there).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Asked when the recognizer tries to leave `possible` (to begin or to recognize);
    /// false makes it fail [DOC gestureRecognizerShouldBegin(_:)]. Default true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

    /// Asked when one recognizer's recognition would block the other's; true on either
    /// side allows both [DOC gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)].
    /// Default false.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// True makes `gestureRecognizer` wait for `otherGestureRecognizer` to fail before it
    /// recognizes. Default false.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// True makes `otherGestureRecognizer` wait for `gestureRecognizer` to fail before it
    /// recognizes. Default false.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Asked once per touch, when it begins, before the recognizer sees it; false keeps the
    /// touch from the recognizer [DOC gestureRecognizer(_:shouldReceive:)]. Default true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool

    /// Asked before `shouldReceive touch`, with the event (iOS 13.4+). Default true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        false
    }

    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        false
    }

    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        false
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        true
    }
}
