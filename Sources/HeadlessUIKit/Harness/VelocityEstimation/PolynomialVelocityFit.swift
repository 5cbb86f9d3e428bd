/// Least-squares polynomial fits of x(t) and y(t), each separately, for the
/// least-squares estimators; the velocity is the fitted polynomials' slope at the newest
/// sample.
///
/// Both Flutter (`LeastSquaresSolver` in packages/flutter/lib/src/gestures/lsq_solver.dart)
/// and Android (`solveLeastSquares` and `solveUnweightedLeastSquaresDeg2` in
/// frameworks/native libs/input/VelocityTracker.cpp) fit position against time measured
/// from the newest sample and report the linear coefficient. The fit is the same
/// mathematical object whatever the method; this one solves the normal equations in a
/// centred and scaled time variable s = (t − mean) / span, which keeps them well
/// conditioned for degrees up to 3, and differentiates back at t = 0. The confidence is
/// the coefficient of determination R² = 1 − SSerr / SStot of each axis (1 when the axis
/// does not vary), multiplied across the two axes, as Flutter reports it. All weights are 1
/// (Flutter's and Android's defaults).
///
/// No allocation: the samples are read in place and the small systems live in fixed-size
/// inline storage.
enum PolynomialVelocityFit {
    /// The largest degree supported.
    static let maximumDegree = 3

    struct Result {
        var velocity: CGPoint
        var confidence: Double
    }

    /// Below this pivot, relative to the sample count, the system is taken as singular
    /// (samples at too few distinct times for the degree).
    private static let singularPivot = 1e-12

    /// Sum of squares under which an axis counts as constant (Flutter's
    /// `precisionErrorTolerance`).
    private static let constantAxisTolerance = 1e-10

    /// Fits a polynomial of `degree`, lowered to one less than the sample count when there are fewer
    /// samples (as Android does); nil with fewer than two samples or a singular system.
    static func fit(_ samples: UnsafeBufferPointer<VelocitySample>, degree requestedDegree: Int) -> Result? {
        let count = samples.count
        guard count >= 2 else { return nil }
        let degree = Swift.min(requestedDegree, count - 1, maximumDegree)
        let newest = samples[count - 1]

        var meanTime = 0.0
        for sample in samples {
            meanTime += sample.time - newest.time
        }
        meanTime /= Double(count)
        var span = 0.0
        for sample in samples {
            span = Swift.max(span, abs(sample.time - newest.time - meanTime))
        }
        guard span > 0, span.isFinite else { return nil }

        // Moments sum(s^k) for k up to 2·degree, and sum(s^k · position) for k up to degree,
        // with positions taken relative to the newest one.
        // All seven moments are accumulated whatever the degree: straight-line code is
        // cheaper than a loop over the degree, and the unused ones are ignored.
        var m0 = 0.0
        var m1 = 0.0
        var m2 = 0.0
        var m3 = 0.0
        var m4 = 0.0
        var m5 = 0.0
        var m6 = 0.0
        var x0 = 0.0
        var x1 = 0.0
        var x2 = 0.0
        var x3 = 0.0
        var y0 = 0.0
        var y1 = 0.0
        var y2 = 0.0
        var y3 = 0.0
        for sample in samples {
            let s = (sample.time - newest.time - meanTime) / span
            let x = Double(sample.position.x - newest.position.x)
            let y = Double(sample.position.y - newest.position.y)
            let s2 = s * s
            let s3 = s2 * s
            m0 += 1
            m1 += s
            m2 += s2
            m3 += s3
            m4 += s2 * s2
            m5 += s2 * s3
            m6 += s3 * s3
            x0 += x
            x1 += s * x
            x2 += s2 * x
            x3 += s3 * x
            y0 += y
            y1 += s * y
            y2 += s2 * y
            y3 += s3 * y
        }
        let moments: InlineArray<7, Double> = [m0, m1, m2, m3, m4, m5, m6]
        var sumsX: InlineArray<4, Double> = [x0, x1, x2, x3]
        var sumsY: InlineArray<4, Double> = [y0, y1, y2, y3]

        let size = degree + 1
        var matrix = InlineArray<16, Double>(repeating: 0)
        for row in 0..<size {
            for column in 0..<size {
                matrix[row * 4 + column] = moments[row + column]
            }
        }
        guard solve(&matrix, &sumsX, &sumsY, size: size, pivotFloor: singularPivot * Double(count)) else {
            return nil
        }
        // sumsX and sumsY now hold the coefficients of x(s) and y(s).

        // d/dt at t = 0, that is at s0 = −mean / span: q'(s0) / span.
        let s0 = -meanTime / span
        var slopeX = 0.0
        var slopeY = 0.0
        var power = 1.0
        for k in 1...degree {
            slopeX += Double(k) * sumsX[k] * power
            slopeY += Double(k) * sumsY[k] * power
            power *= s0
        }

        let confidence = determination(
            samples, newest: newest, meanTime: meanTime, span: span, degree: degree,
            coefficientsX: sumsX, coefficientsY: sumsY)
        return Result(velocity: CGPoint(x: slopeX / span, y: slopeY / span), confidence: confidence)
    }

    /// Gaussian elimination with partial pivoting on a `size`×`size` system stored with a
    /// row stride of 4, for two right-hand sides at once; the solutions replace them.
    private static func solve(
        _ matrix: inout InlineArray<16, Double>,
        _ first: inout InlineArray<4, Double>,
        _ second: inout InlineArray<4, Double>,
        size: Int,
        pivotFloor: Double
    ) -> Bool {
        for column in 0..<size {
            var pivotRow = column
            for row in (column + 1)..<Swift.max(column + 1, size)
            where abs(matrix[row * 4 + column]) > abs(matrix[pivotRow * 4 + column]) {
                pivotRow = row
            }
            let pivot = matrix[pivotRow * 4 + column]
            guard abs(pivot) > pivotFloor, pivot.isFinite else { return false }
            if pivotRow != column {
                for k in 0..<size {
                    matrix.swapAt(column * 4 + k, pivotRow * 4 + k)
                }
                first.swapAt(column, pivotRow)
                second.swapAt(column, pivotRow)
            }
            for row in (column + 1)..<Swift.max(column + 1, size) {
                let factor = matrix[row * 4 + column] / pivot
                for k in column..<size {
                    matrix[row * 4 + k] -= factor * matrix[column * 4 + k]
                }
                first[row] -= factor * first[column]
                second[row] -= factor * second[column]
            }
        }
        for row in stride(from: size - 1, through: 0, by: -1) {
            var a = first[row]
            var b = second[row]
            for k in (row + 1)..<Swift.max(row + 1, size) {
                a -= matrix[row * 4 + k] * first[k]
                b -= matrix[row * 4 + k] * second[k]
            }
            first[row] = a / matrix[row * 4 + row]
            second[row] = b / matrix[row * 4 + row]
        }
        return true
    }

    /// The product of the two axes' R²: 1 − SSerr / SStot each, or 1 for an axis that is
    /// constant.
    private static func determination(
        _ samples: UnsafeBufferPointer<VelocitySample>,
        newest: VelocitySample,
        meanTime: Double,
        span: Double,
        degree: Int,
        coefficientsX: InlineArray<4, Double>,
        coefficientsY: InlineArray<4, Double>
    ) -> Double {
        var meanX = 0.0
        var meanY = 0.0
        for sample in samples {
            meanX += Double(sample.position.x - newest.position.x)
            meanY += Double(sample.position.y - newest.position.y)
        }
        meanX /= Double(samples.count)
        meanY /= Double(samples.count)
        var errorX = 0.0
        var totalX = 0.0
        var errorY = 0.0
        var totalY = 0.0
        for sample in samples {
            let x = Double(sample.position.x - newest.position.x)
            let y = Double(sample.position.y - newest.position.y)
            let s = (sample.time - newest.time - meanTime) / span
            var fittedX = 0.0
            var fittedY = 0.0
            var power = 1.0
            for k in 0...degree {
                fittedX += coefficientsX[k] * power
                fittedY += coefficientsY[k] * power
                power *= s
            }
            errorX += (x - fittedX) * (x - fittedX)
            totalX += (x - meanX) * (x - meanX)
            errorY += (y - fittedY) * (y - fittedY)
            totalY += (y - meanY) * (y - meanY)
        }
        let rX = totalX <= constantAxisTolerance ? 1 : 1 - errorX / totalX
        let rY = totalY <= constantAxisTolerance ? 1 : 1 - errorY / totalY
        return rX * rY
    }
}
