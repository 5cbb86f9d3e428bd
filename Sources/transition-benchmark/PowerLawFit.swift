import Foundation

/// The power law `time ≈ coefficient · size^exponent` that best fits measurements, by
/// ordinary least squares on `log(time)` against `log(size)`. An exponent near 1 means the
/// cost grows linearly with the input; near 2, quadratically.
///
/// Shared by every scaling measurement (parse and replay), so the exponents are
/// computed the same way.
struct PowerLawFit: Sendable {
    var exponent: Double
    var coefficient: Double
    /// The coefficient of determination of the log-log line, 1 for a perfect fit.
    var rSquared: Double

    /// Fits `times[i]` against `sizes[i]`; nil with fewer than two distinct sizes or any
    /// value that is not positive.
    init?(sizes: [Double], times: [Double]) {
        guard sizes.count == times.count, sizes.count >= 2,
            sizes.allSatisfy({ $0 > 0 }), times.allSatisfy({ $0 > 0 })
        else { return nil }
        let xs = sizes.map { log($0) }
        let ys = times.map { log($0) }
        let count = Double(xs.count)
        let meanX = xs.reduce(0, +) / count
        let meanY = ys.reduce(0, +) / count
        var covariance = 0.0
        var varianceX = 0.0
        var varianceY = 0.0
        for (x, y) in zip(xs, ys) {
            covariance += (x - meanX) * (y - meanY)
            varianceX += (x - meanX) * (x - meanX)
            varianceY += (y - meanY) * (y - meanY)
        }
        guard varianceX > 0 else { return nil }
        exponent = covariance / varianceX
        coefficient = exp(meanY - exponent * meanX)
        rSquared = varianceY > 0 ? covariance * covariance / (varianceX * varianceY) : 1
    }
}
