// Autoresizing: how a change of a view's bounds size moves and resizes its subviews by their
// `autoresizingMask` (docs/layers-and-views.md, "Autoresizing").

extension UIView {
    /// Resizes the subviews for a change of the bounds size from `oldSize`, as UIKit does when
    /// `autoresizesSubviews` is true [DOC autoresizesSubviews]: each subview with a non-empty
    /// mask whose frame is not Auto Layout's (it translates its mask into constraints) gets
    /// ``resize(withOldSuperviewSize:)``. Nothing happens when the size is unchanged, the view
    /// has no subviews or `autoresizesSubviews` is false.
    ///
    /// Inside a `UIView.animate` block the subviews' new frames are model changes like any
    /// other, so they animate with the superview's, as on iOS.
    func resizeSubviews(withOldSize oldSize: CGSize) {
        guard !subviewStorage.isEmpty, autoresizesSubviews else { return }
        let newSize = backingLayer.bounds.size
        guard newSize != oldSize else { return }
        for subview in subviewStorage
        where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
            subview.resize(withOldSuperviewSize: oldSize, newSuperviewSize: newSize)
        }
    }

    /// Moves and resizes the view for its superview's change of size from `oldSize` to
    /// `newSize`, per axis, by its mask.
    ///
    /// On each axis the change of the superview's length is shared by the flexible parts of the
    /// view's frame (its leading margin, its length, its trailing margin) in proportion to
    /// their current values, and the fixed parts keep theirs [DOC autoresizingMask: "When more
    /// than one option along the same axis is set, the default behavior is to distribute the
    /// size difference proportionally among the flexible portions"; AppKit's NSView documents
    /// "as evenly as possible" instead, UIKit is followed]. When the flexible parts are all
    /// zero the change is shared equally among them [INF: GNUstep's NSView does so; UIKit does
    /// not say]. A length never goes below zero [INF].
    ///
    /// The frame is the one `frame` reads; under a transform other than the identity the change
    /// moves `center` and resizes `bounds` by the same amounts [INF: UIKit leaves `frame`
    /// undefined then].
    func resize(withOldSuperviewSize oldSize: CGSize, newSuperviewSize newSize: CGSize) {
        let mask = autoresizingMask
        let frame = self.frame
        let (x, width) = Self.autoresize(
            position: frame.minX, length: frame.width, oldContainer: oldSize.width, newContainer: newSize.width,
            leading: mask.contains(.flexibleLeftMargin), length: mask.contains(.flexibleWidth),
            trailing: mask.contains(.flexibleRightMargin))
        let (y, height) = Self.autoresize(
            position: frame.minY, length: frame.height, oldContainer: oldSize.height, newContainer: newSize.height,
            leading: mask.contains(.flexibleTopMargin), length: mask.contains(.flexibleHeight),
            trailing: mask.contains(.flexibleBottomMargin))
        let resized = CGRect(x: x, y: y, width: width, height: height)
        guard resized != frame else { return }
        if backingLayer.transform == CATransform3DIdentity {
            self.frame = resized
        } else {
            let size = bounds.size
            bounds.size = CGSize(
                width: Swift.max(0, size.width + width - frame.width),
                height: Swift.max(0, size.height + height - frame.height))
            center = CGPoint(x: center.x + resized.midX - frame.midX, y: center.y + resized.midY - frame.midY)
        }
    }

    /// One axis of autoresizing: the new position and length of a frame whose container's
    /// length changes from `oldContainer` to `newContainer`, given which of its parts are
    /// flexible.
    static func autoresize(
        position: CGFloat, length: CGFloat, oldContainer: CGFloat, newContainer: CGFloat,
        leading: Bool, length isLengthFlexible: Bool, trailing: Bool
    ) -> (position: CGFloat, length: CGFloat) {
        let change = newContainer - oldContainer
        guard change != 0, leading || isLengthFlexible || trailing else { return (position, length) }
        let trailingMargin = oldContainer - position - length
        var flexible: CGFloat = 0
        if leading { flexible += position }
        if isLengthFlexible { flexible += length }
        if trailing { flexible += trailingMargin }
        var newPosition = position
        var newLength = length
        if flexible > 0 {
            if leading { newPosition += change * position / flexible }
            if isLengthFlexible { newLength += change * length / flexible }
        } else {
            let parts = CGFloat([leading, isLengthFlexible, trailing].filter { $0 }.count)
            if leading { newPosition += change / parts }
            if isLengthFlexible { newLength += change / parts }
        }
        return (newPosition, Swift.max(0, newLength))
    }
}
