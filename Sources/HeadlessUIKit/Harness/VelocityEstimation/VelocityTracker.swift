/// Accumulates one pointer's samples and estimates its velocity, the way Flutter's and
/// Android's velocity trackers do; the harness's `UIPanGestureRecognizer` keeps one.
///
/// Rules, applied as each sample is added:
/// - a sample with a non-finite time or coordinate is ignored;
/// - a sample at the same instant as the newest one (within a nanosecond) replaces it
///   (Android: a movement at the newest stored event time overwrites it);
/// - a sample more than the estimator's ``VelocityEstimator/pointerStoppedInterval``
///   after the newest one, or earlier than it, starts the history over (Android's
///   `ASSUME_POINTER_STOPPED_TIME` rule; Flutter stops its backward walk at such a gap,
///   which selects the same samples);
/// - the history keeps the estimator's ``VelocityEstimator/maximumSampleCount`` newest
///   samples, in storage allocated once, when the tracker is made: adding a sample does
///   not allocate.
///
/// Call ``reset()`` when the pointer goes down, as both peers clear on pointer down.
package struct VelocityTracker: Sendable {
    package let estimator: VelocityEstimator
    private var history: VelocitySampleRing

    package init(estimator: VelocityEstimator = .lsq2) {
        self.estimator = estimator
        history = VelocitySampleRing(capacity: estimator.maximumSampleCount)
    }

    /// Forgets every sample (pointer down).
    package mutating func reset() {
        history.removeAll()
    }

    /// Adds a sample; see the type's rules.
    package mutating func add(_ sample: VelocitySample) {
        guard sample.isFinite else { return }
        if let newest = history.newest {
            let elapsed = sample.time - newest.time
            let slack = VelocityTime.slack(sample.time, newest.time)
            if abs(elapsed) <= slack {
                history.replaceNewest(with: sample)
                return
            }
            if elapsed < 0 || elapsed > estimator.pointerStoppedInterval + slack {
                history.removeAll()
            }
        }
        history.append(sample)
    }

    /// Adds a sample at `time` seconds at `position`.
    package mutating func add(time: Double, position: CGPoint) {
        add(VelocitySample(time: time, position: position))
    }

    /// How many samples are stored (at most the estimator's maximum).
    package var sampleCount: Int { history.count }

    /// The newest stored sample.
    package var newestSample: VelocitySample? { history.newest }

    /// The samples the estimator would use now: those within its horizon of the newest.
    package var window: VelocityWindow { history.window(horizon: estimator.horizon) }

    /// The estimate from the stored samples.
    ///
    /// - Parameter time: when the velocity is wanted, typically the time of the pointer-up
    ///   event (which is not itself added, as neither peer adds it). When it is more than
    ///   the estimator's ``VelocityEstimator/pointerStoppedInterval`` after the newest
    ///   sample, the pointer is taken to have stopped and the result is nil (Android erases
    ///   its estimate on such an up; Flutter reports zero). Nil or non-finite: no such check.
    package func estimate(at time: Double? = nil) -> VelocityEstimate? {
        guard let newest = history.newest else { return nil }
        if let time, time.isFinite,
            time - newest.time > estimator.pointerStoppedInterval + VelocityTime.slack(time, newest.time)
        {
            return nil
        }
        return estimator.estimate(window)
    }

    /// The velocity of ``estimate(at:)``, in points per second.
    package func velocity(at time: Double? = nil) -> CGPoint? {
        estimate(at: time)?.velocity
    }

    /// The address of the history's storage, so tests can show that adding samples never
    /// reallocates it.
    package func historyStorageAddress() -> UInt {
        history.storageAddress()
    }
}
