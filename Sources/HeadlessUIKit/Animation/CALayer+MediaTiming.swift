// A layer as a timed object: its CAMediaTiming properties, its local time derived from the
// display's time through its ancestors, and `convertTime(_:from:)` / `convertTime(_:to:)`.
//
// A layer's local time is the display time mapped through each ancestor from the root down:
// t = (t_parent − beginTime) · speed + timeOffset [DOC CAMediaTiming.h; math-reference §4.3].
// A layer with speed 0 stays at its timeOffset whatever the parent time, so setting
// `layer.speed = 0` and `layer.timeOffset = p·D` shows every animation of its subtree at p·D.
// A layer's `duration`, `repeatCount`, `repeatDuration`, `autoreverses` and `fillMode` are
// stored but do not limit the layer's local time [INF: layers are treated as always active;
// transitions never set them].

extension CALayer: CAMediaTiming {
    public var beginTime: CFTimeInterval {
        get { animationStorage.timing.beginTime }
        set {
            animationStorage.timing.beginTime = newValue
            invalidateLocalTimes()
        }
    }

    public var duration: CFTimeInterval {
        get { animationStorage.timing.duration }
        set { animationStorage.timing.duration = newValue }
    }

    public var speed: Float {
        get { Float(animationStorage.timing.speed) }
        set {
            animationStorage.timing.speed = Double(newValue)
            invalidateLocalTimes()
        }
    }

    public var timeOffset: CFTimeInterval {
        get { animationStorage.timing.timeOffset }
        set {
            animationStorage.timing.timeOffset = newValue
            invalidateLocalTimes()
        }
    }

    public var repeatCount: Float {
        get { Float(animationStorage.timing.repeatCount) }
        set { animationStorage.timing.repeatCount = Double(newValue) }
    }

    public var repeatDuration: CFTimeInterval {
        get { animationStorage.timing.repeatDuration }
        set { animationStorage.timing.repeatDuration = newValue }
    }

    public var autoreverses: Bool {
        get { animationStorage.timing.autoreverses }
        set { animationStorage.timing.autoreverses = newValue }
    }

    public var fillMode: CAMediaTimingFillMode {
        get { animationStorage.timing.fillMode }
        set { animationStorage.timing.fillMode = newValue }
    }

    // MARK: Time conversion

    /// Converts `t` from the time space of `l` to this layer's; a nil `l` means the display's
    /// time (`CACurrentMediaTime()`) [DOC convertTime(_:from:)].
    ///
    /// The conversion goes up from `l` to the lowest common ancestor through the inverse of each
    /// layer's mapping, then down to this layer. Going up through a paused layer (speed 0) is
    /// undefined, since every parent time maps to the same local time: the result is NaN [INF].
    /// Layers in different trees convert through the display's time.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        guard let source = l else { return localTime(fromDisplayTime: t) }
        if source === self { return t }
        let common = source.rootLayer === rootLayer ? CALayer.lowestCommonAncestor(source, self) : nil
        var time = t
        var current: CALayer? = source
        while let layer = current, layer !== common {
            guard let parentTime = layer.animationStorage.timing.parentTime(fromLocalTime: time) else {
                return .nan
            }
            time = parentTime
            current = layer.timeParent
        }
        return localTime(fromTime: time, inSpaceOf: common)
    }

    /// Converts `t` from this layer's time space to that of `l` (nil: the display's time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        guard let destination = l else {
            var time = t
            var current: CALayer? = self
            while let layer = current {
                guard let parentTime = layer.animationStorage.timing.parentTime(fromLocalTime: time) else {
                    return .nan
                }
                time = parentTime
                current = layer.timeParent
            }
            return time
        }
        return destination.convertTime(t, from: self)
    }

    // MARK: Local time

    /// Forgets the cached local times of the layer and of its whole subtree: called when the
    /// layer's `beginTime`, `speed` or `timeOffset`, or its superlayer, changes, which is all a
    /// local time depends on besides the display time. The subtree is the layer's own region of
    /// the object graph, so this is safe on any thread.
    func invalidateLocalTimes() {
        guard animationStorage.localTimeCache != nil || !sublayerStorage.isEmpty || maskStorage != nil else { return }
        animationStorage.localTimeCache = nil
        for sublayer in sublayerStorage {
            sublayer.invalidateLocalTimes()
        }
        maskStorage?.invalidateLocalTimes()
    }

    /// The layer whose time this one's derives from: the superlayer, or for a mask the layer it
    /// masks, so a mask's animations pause and run with the masked layer's tree, as they do
    /// when Core Animation renders the mask as part of that layer [INF: the mask has no
    /// superlayer [DOC mask], and the render tree draws it with the masked layer].
    var timeParent: CALayer? {
        superlayerStorage ?? maskOwnerStorage
    }

    /// The layer's local time at display time `t`: mapped through every ancestor from the root.
    /// Cached per layer for one display time, since a frame asks for it several times
    /// (presentation values, animation events, each sublayer); a change of timing anywhere up
    /// the tree clears the cache (``invalidateLocalTimes()``).
    func localTime(fromDisplayTime t: CFTimeInterval) -> CFTimeInterval {
        if let cache = animationStorage.localTimeCache, cache.displayTime == t { return cache.localTime }
        let parentTime = timeParent?.localTime(fromDisplayTime: t) ?? t
        // Read in place: a copy of `timing` retains and releases its fill mode's string, on
        // each layer up the tree, every frame.
        let local = animationStorage.timing.mappedLocalTime(fromParentTime: parentTime)
        animationStorage.localTimeCache = LayerAnimationStorage.LocalTimeCache(displayTime: t, localTime: local)
        return local
    }

    /// The layer's local time for a time in the space of its ancestor `ancestor` (nil: the
    /// display).
    private func localTime(fromTime t: CFTimeInterval, inSpaceOf ancestor: CALayer?) -> CFTimeInterval {
        if self === ancestor { return t }
        let parentTime: CFTimeInterval
        if let parent = timeParent, parent !== ancestor {
            parentTime = parent.localTime(fromTime: t, inSpaceOf: ancestor)
        } else {
            parentTime = t
        }
        return animationStorage.timing.localTime(fromParentTime: parentTime)
    }

    /// The display time at which the layer's local time is `t`, or nil when a layer on the way
    /// up is paused (and the time never comes, or came at every instant).
    func displayTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval? {
        var time = t
        var current: CALayer? = self
        while let layer = current {
            guard let parentTime = layer.animationStorage.timing.mappedParentTime(fromLocalTime: time) else {
                return nil
            }
            time = parentTime
            current = layer.timeParent
        }
        return time
    }
}

extension MediaTiming {
    /// Whether the local time is the parent time: no begin time, speed 1, no offset (most
    /// layers), so the mapping is skipped and the time passes through exactly.
    fileprivate var isIdentityMapping: Bool {
        beginTime == 0 && speed == 1 && timeOffset == 0
    }

    /// ``localTime(fromParentTime:)``, or `tp` itself for an identity mapping.
    fileprivate func mappedLocalTime(fromParentTime tp: CFTimeInterval) -> CFTimeInterval {
        isIdentityMapping ? tp : localTime(fromParentTime: tp)
    }

    /// ``parentTime(fromLocalTime:)``, or `t` itself for an identity mapping.
    fileprivate func mappedParentTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval? {
        isIdentityMapping ? t : parentTime(fromLocalTime: t)
    }
}
