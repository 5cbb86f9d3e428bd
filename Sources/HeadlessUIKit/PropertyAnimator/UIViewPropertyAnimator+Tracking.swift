// The animator's animations on layers: running its blocks in an animation context, one driven
// layer animation per changed property, and re-programming them when the state changes.

extension UIViewPropertyAnimator {
    /// Runs the blocks queued while inactive, each in the window its delay factor gives.
    func runPendingBlocks() {
        let blocks = pendingBlocks
        pendingBlocks = []
        for (block, factor) in blocks {
            runBlock(block, windowStart: Swift.min(factor, 0.999_999))
        }
    }

    /// Runs an animation block: its changes become tracked properties of this animator.
    func runBlock(_ block: () -> Void, windowStart: Double) {
        let context = ViewAnimationContext(
            kind: .animator(self, windowStart: windowStart), completion: ViewAnimationCompletion(nil))
        UIView.runInContext(context, block)
    }

    /// A change made in one of the animator's blocks: animate `change.property` of `layer`
    /// from its old model value to its new one.
    func track(_ change: LayerAnimationStorage.PendingChange, on layer: CALayer, key: String, windowStart: Double) {
        let display = HeadlessDisplay.current
        let to = layer.modelValue(of: change.property)
        if let existing = tracked.first(where: {
            $0.layer === layer && $0.property == change.property && $0.windowStart == windowStart
        }) {
            // Changed again in the same window: the end value moves, the start stays.
            existing.driven.retarget(to: to)
            return
        }
        let from = change.previousModelValue
        let driven = DrivenProgram(from: from, to: to, drive: newRecordDrive(windowStart: windowStart))
        let animation = CABasicAnimation(keyPath: key)
        animation.fromValue = from.anyValue
        animation.toValue = to.anyValue
        animation.duration = animatorDuration
        let program = PropertyProgram(
            property: change.property, isAdditive: false, isCumulative: false, curve: .linear,
            values: .driven(driven))
        let timing = phase == .running ? newRecordRunningTiming(for: layer) : holdTiming(for: layer)
        let id = layer.addDrivenRecord(
            key: key, animation: animation, timing: timing, program: .property(program), display: display)
        tracked.append(
            TrackedProperty(
                layer: layer, key: key, recordID: id, property: change.property, driven: driven,
                windowStart: windowStart))
    }

    // MARK: Drives

    /// Holds every animation at the paused progress. A held animation ignores its progress, so
    /// only the drive changes (no record is searched: the drive is shared with the record).
    func applyHolds() {
        for property in tracked {
            let fractions = holdFractions(windowStart: property.windowStart)
            property.driven.drive = AnimatorDrive(
                segment: .hold(x: fractions.x, y: fractions.y), start: property.windowStart)
        }
    }

    /// The fractions a paused animator shows for a window: linear in the paused progress when
    /// scrubbing linearly, along the curve otherwise.
    func holdFractions(windowStart: Double) -> (x: Double, y: Double) {
        let drive = AnimatorDrive(segment: .hold(x: 0, y: 0), start: windowStart)
        if scrubsLinearlyFlag {
            // Unclamped for the main window, so a pause during a spring's overshoot holds it.
            let fraction = windowStart == 0 ? pausedProgress : drive.windowTime(pausedProgress)
            return (fraction, fraction)
        }
        return curve.fractions(at: drive.windowTime(pausedProgress))
    }

    /// The drive of a tracked property in the running segment.
    func runningDrive(for property: TrackedProperty, handOff: (x: Double, y: Double)) -> AnimatorDrive {
        switch segment {
        case .along(let fromTime, let toTime):
            return AnimatorDrive(
                segment: .alongCurve(curve, fromTime: fromTime, toTime: toTime), start: property.windowStart)
        case .retimed(let newCurve, _, let to):
            return AnimatorDrive(segment: .retimed(newCurve, from: handOff, to: to), start: property.windowStart)
        }
    }

    /// The drive of a property added now (in a block run while active or starting).
    private func newRecordDrive(windowStart: Double) -> AnimatorDrive {
        switch phase {
        case .running:
            switch segment {
            case .along(let fromTime, let toTime):
                return AnimatorDrive(
                    segment: .alongCurve(curve, fromTime: fromTime, toTime: toTime), start: windowStart)
            case .retimed(let newCurve, _, let to):
                let start = to >= 0.5 ? 0.0 : 1.0
                return AnimatorDrive(segment: .retimed(newCurve, from: (start, start), to: to), start: windowStart)
            }
        case .paused:
            let fractions = holdFractions(windowStart: windowStart)
            return AnimatorDrive(segment: .hold(x: fractions.x, y: fractions.y), start: windowStart)
        default:
            let start = reversedFlag ? 1.0 : 0.0
            return AnimatorDrive(segment: .hold(x: start, y: start), start: windowStart)
        }
    }

    // MARK: Record timing

    /// The timing of a running segment's animation on `layer`: it starts with the segment and
    /// lasts its duration, in the layer's time.
    func runningTiming(for layer: CALayer) -> MediaTiming {
        let display = HeadlessDisplay.current
        let begin = layer.localTime(fromDisplayTime: display.currentTime) + (segmentStart - display.currentTime)
        return MediaTiming(beginTime: begin, duration: segmentDuration, fillMode: .both)
    }

    /// The timing of an animation added while running: from now to the segment's end, for
    /// retimed segments (whose fraction restarts); the segment's own otherwise.
    private func newRecordRunningTiming(for layer: CALayer) -> MediaTiming {
        guard case .retimed = segment else { return runningTiming(for: layer) }
        let display = HeadlessDisplay.current
        let remaining = Swift.max(segmentStart + segmentDuration - display.currentTime, 0)
        return MediaTiming(
            beginTime: layer.localTime(fromDisplayTime: display.currentTime), duration: remaining, fillMode: .both)
    }

    /// The timing of a held animation (its progress is not used).
    func holdTiming(for layer: CALayer) -> MediaTiming {
        MediaTiming(
            beginTime: layer.localTime(fromDisplayTime: HeadlessDisplay.current.currentTime), duration: 1,
            fillMode: .both)
    }

    // MARK: Records

    /// Re-programs a tracked property's animation: its drive and its record's timing.
    func setDrive(_ drive: AnimatorDrive, timing: MediaTiming, of property: TrackedProperty) {
        property.driven.drive = drive
        property.layer.updateRecord(id: property.recordID) { record in
            record.timing = timing
        }
    }

    /// The fractions a tracked property shows now ((0, 0) when its animation is gone).
    func currentFractions(of property: TrackedProperty) -> (x: Double, y: Double) {
        guard let record = property.layer.animationStorage.records.first(where: { $0.id == property.recordID }) else {
            return (0, 0)
        }
        let local = property.layer.localTime(fromDisplayTime: HeadlessDisplay.current.currentTime)
        let state = record.timing.state(atParentTime: local)
        return property.driven.drive.fractions(atProgress: state.progress)
    }
}

extension CALayer {
    /// Sets the model value of an animatable property from a typed value (the property's
    /// top-level key is assigned, so the change funnel sees one change).
    func setModelValue(_ value: AnimationValue, for property: AnimatableProperty) {
        if case .content(let key) = property {
            setModelValue(value, of: key)
            return
        }
        var presentation = LayerPresentation(modelOf: self)
        presentation.setValue(value, for: property)
        switch property.rootKey {
        case "position": position = presentation.position
        case "bounds": bounds = presentation.bounds
        case "anchorPoint": anchorPoint = presentation.anchorPoint
        case "anchorPointZ": anchorPointZ = presentation.anchorPointZ
        case "zPosition": zPosition = presentation.zPosition
        case "opacity": opacity = presentation.opacity
        case "cornerRadius": cornerRadius = presentation.cornerRadius
        case "backgroundColor": backgroundColor = presentation.backgroundColor
        case "transform": transform = presentation.transform
        case "sublayerTransform": sublayerTransform = presentation.sublayerTransform
        default: break
        }
    }
}
