extension VelocityEstimator {
    /// Least squares, degree 2: the default estimator of Flutter's `VelocityTracker` and of
    /// Android's `VelocityTracker` (strategy `lsq2`).
    ///
    /// Fits x(t) and y(t) separately with a polynomial of degree 2 over the newest samples
    /// (at most 20, none more than 100 ms older than the newest, none before a gap of more
    /// than 40 ms), time measured from the newest sample, all weights 1, and reports the
    /// linear coefficient: the slope at the newest sample. Nil with fewer than 3 samples
    /// (Flutter's `_minSampleSize`; Flutter reports zero there) or when the samples lie at
    /// too few distinct times. The estimate's confidence is R²(x) · R²(y).
    ///
    /// Sources: flutter/flutter packages/flutter/lib/src/gestures/velocity_tracker.dart
    /// (`_historySize` 20, `_horizonMilliseconds` 100, `_assumePointerMoveStoppedMilliseconds`
    /// 40, `_minSampleSize` 3) and lsq_solver.dart; AOSP frameworks/native
    /// libs/input/VelocityTracker.cpp (`HORIZON` 100 ms, `HISTORY_SIZE` 20,
    /// `ASSUME_POINTER_STOPPED_TIME` 40 ms, `DEFAULT_STRATEGY` "lsq2").
    public static let lsq2 = leastSquares(degree: 2)

    /// A least-squares estimator of any degree from 1 to 3 (Android's `lsq1`, `lsq2`,
    /// `lsq3`), with the window rules as parameters.
    ///
    /// - Parameters:
    ///   - degree: 1, 2 or 3.
    ///   - horizon: seconds; default 0.1.
    ///   - maximumSampleCount: default 20.
    ///   - pointerStoppedInterval: seconds; default 0.04.
    ///   - minimumSampleCount: fewer samples give nil. Default `degree + 1`, which for
    ///     degree 2 is Flutter's 3. Android instead lowers the degree to one less than the
    ///     sample count (two samples give the slope of the line through them); pass 2 for
    ///     that behaviour.
    public static func leastSquares(
        degree: Int,
        horizon: Double = 0.1,
        maximumSampleCount: Int = 20,
        pointerStoppedInterval: Double = 0.04,
        minimumSampleCount: Int? = nil
    ) -> VelocityEstimator {
        precondition((1...PolynomialVelocityFit.maximumDegree).contains(degree), "degree must be 1, 2 or 3")
        let minimum = Swift.max(2, minimumSampleCount ?? degree + 1)
        return VelocityEstimator(
            name: "lsq\(degree)",
            horizon: horizon,
            maximumSampleCount: maximumSampleCount,
            pointerStoppedInterval: pointerStoppedInterval
        ) { window in
            guard window.count >= minimum,
                let fit = window.withUnsafeSamples({ PolynomialVelocityFit.fit($0, degree: degree) })
            else {
                return nil
            }
            return VelocityEstimate(
                velocity: fit.velocity,
                confidence: fit.confidence,
                sampleCount: window.count,
                duration: window.duration)
        }
    }
}
