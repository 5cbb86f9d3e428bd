import HeadlessUIKit

extension RenderNode {
    /// Whether this subtree and `other` hold the same values, floating-point values compared by
    /// their bits (so `0` and `-0` differ, and a NaN equals only the same NaN): the renderer,
    /// a function of these values alone, draws both alike.
    func isIdentical(to other: RenderNode) -> Bool {
        if self === other { return true }
        guard bounds.isIdentical(to: other.bounds), position.isIdentical(to: other.position),
            zPosition.bitPattern == other.zPosition.bitPattern, anchorPoint.isIdentical(to: other.anchorPoint),
            anchorPointZ.bitPattern == other.anchorPointZ.bitPattern, transform.isIdentical(to: other.transform),
            sublayerTransform.isIdentical(to: other.sublayerTransform), opacity.bitPattern == other.opacity.bitPattern,
            isHidden == other.isHidden, masksToBounds == other.masksToBounds,
            cornerRadius.bitPattern == other.cornerRadius.bitPattern,
            compositing.borderWidth.bitPattern == other.compositing.borderWidth.bitPattern,
            compositing == other.compositing, background.isIdentical(to: other.background),
            placeholder.isIdentical(to: other.placeholder), sublayers.count == other.sublayers.count
        else { return false }
        for index in sublayers.indices where !sublayers[index].isIdentical(to: other.sublayers[index]) {
            return false
        }
        switch (mask, other.mask) {
        case (nil, nil): return true
        case (let a?, let b?): return a.isIdentical(to: b)
        default: return false
        }
    }
}

extension RenderNode {
    /// Replaces each sublayer and mask identical to `other`'s at the same place with `other`'s
    /// node, and shares below those that differ.
    func shareSubtrees(with other: RenderNode) {
        guard self !== other else { return }
        for index in sublayers.indices where index < other.sublayers.count {
            let mine = sublayers[index]
            let theirs = other.sublayers[index]
            if mine.isIdentical(to: theirs) {
                sublayers[index] = theirs
            } else {
                mine.shareSubtrees(with: theirs)
            }
        }
        if let mine = mask, let theirs = other.mask {
            if mine.isIdentical(to: theirs) { mask = theirs } else { mine.shareSubtrees(with: theirs) }
        }
    }
}

extension CGPoint {
    func isIdentical(to other: CGPoint) -> Bool {
        x.bitPattern == other.x.bitPattern && y.bitPattern == other.y.bitPattern
    }
}

extension CGRect {
    func isIdentical(to other: CGRect) -> Bool {
        origin.isIdentical(to: other.origin) && size.width.bitPattern == other.size.width.bitPattern
            && size.height.bitPattern == other.size.height.bitPattern
    }
}

extension CATransform3D {
    func isIdentical(to o: CATransform3D) -> Bool {
        m11.bitPattern == o.m11.bitPattern && m12.bitPattern == o.m12.bitPattern && m13.bitPattern == o.m13.bitPattern
            && m14.bitPattern == o.m14.bitPattern && m21.bitPattern == o.m21.bitPattern
            && m22.bitPattern == o.m22.bitPattern && m23.bitPattern == o.m23.bitPattern
            && m24.bitPattern == o.m24.bitPattern && m31.bitPattern == o.m31.bitPattern
            && m32.bitPattern == o.m32.bitPattern && m33.bitPattern == o.m33.bitPattern
            && m34.bitPattern == o.m34.bitPattern && m41.bitPattern == o.m41.bitPattern
            && m42.bitPattern == o.m42.bitPattern && m43.bitPattern == o.m43.bitPattern
            && m44.bitPattern == o.m44.bitPattern
    }
}

extension PremultipliedColor {
    func isIdentical(to other: PremultipliedColor) -> Bool {
        red.bitPattern == other.red.bitPattern && green.bitPattern == other.green.bitPattern
            && blue.bitPattern == other.blue.bitPattern && alpha.bitPattern == other.alpha.bitPattern
    }
}

extension PlaceholderPattern {
    func isIdentical(to other: PlaceholderPattern) -> Bool {
        light.isIdentical(to: other.light) && dark.isIdentical(to: other.dark)
    }
}

extension Optional where Wrapped == PremultipliedColor {
    func isIdentical(to other: PremultipliedColor?) -> Bool {
        switch (self, other) {
        case (nil, nil): true
        case (let a?, let b?): a.isIdentical(to: b)
        default: false
        }
    }
}

extension Optional where Wrapped == PlaceholderPattern {
    func isIdentical(to other: PlaceholderPattern?) -> Bool {
        switch (self, other) {
        case (nil, nil): true
        case (let a?, let b?): a.isIdentical(to: b)
        default: false
        }
    }
}
