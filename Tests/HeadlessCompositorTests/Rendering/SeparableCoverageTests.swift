import HeadlessUIKit
import TestSupport
import Testing

@testable import HeadlessCompositor

@Suite struct SeparableCoverageTests {
    /// The point test of `Canvas.fill`, as it is written there.
    private func inside(_ x: Double, _ y: Double, _ region: FillRegion, _ fromPixel: Homography, _ clip: ClipState)
        -> Bool
    {
        let h = fromPixel.homogeneous(x, y)
        guard h.w > 0, region.contains(h.x / h.w, h.y / h.w) else { return false }
        return clip.admits(x, y)
    }

    private func scaleAndShift(_ random: inout SeededGenerator) -> Homography {
        let scales: [Double] = [1, 2, 8, 0.125, 1 / 3, -1, 0.7]
        return Homography(
            m11: scales.randomElement(using: &random)!, m12: 0, m13: 0, m21: 0,
            m22: scales.randomElement(using: &random)!, m23: 0,
            m31: Double(Int.random(in: -40...40, using: &random)) / 3,
            m32: Double(Int.random(in: -40...40, using: &random)) / 7, m33: 1)
    }

    private func rect(_ random: inout SeededGenerator) -> RoundedRect {
        let x = Double(Int.random(in: -20...20, using: &random)) / 3
        let y = Double(Int.random(in: -20...20, using: &random)) / 5
        let width = Double(Int.random(in: 0...60, using: &random)) / 7
        let height = Double(Int.random(in: 0...60, using: &random)) / 9
        return RoundedRect(CGRect(x: x, y: y, width: width, height: height), radius: 0, corners: [])
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func columnsAndRowsGiveThePointTestsAnswers(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<40 {
            let region = FillRegion.shape(rect(&random))
            let fromPixel = scaleAndShift(&random)
            var clip = ClipState(box: PixelRect(x: -20, y: -20, width: 60, height: 60))
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                clip.clips.append((fromPixel: scaleAndShift(&random), shape: rect(&random)))
            }
            guard let coverage = SeparableCoverage(region: region, fromPixel: fromPixel, clip: clip) else {
                Issue.record("a scaled and shifted rectangle should split")
                return
            }
            for xStep in -40...80 {
                for yStep in -40...80 {
                    let x = Double(xStep) / 4
                    let y = Double(yStep) / 4 + 0.125
                    #expect(
                        (coverage.column(x) && coverage.row(y)) == inside(x, y, region, fromPixel, clip),
                        "seed \(seed) at (\(x), \(y))")
                }
            }
        }
    }

    @Test func roundedCornersRotationsPerspectiveAndFrontChecksDoNotSplit() {
        let clip = ClipState(box: PixelRect(x: 0, y: 0, width: 10, height: 10))
        let square = RoundedRect(CGRect(x: 0, y: 0, width: 10, height: 10), radius: 0, corners: [])
        let rounded = RoundedRect(CGRect(x: 0, y: 0, width: 10, height: 10), radius: 2, corners: .layerMinXMinYCorner)
        #expect(SeparableCoverage(region: .shape(square), fromPixel: .identity, clip: clip) != nil)
        #expect(SeparableCoverage(region: .shape(rounded), fromPixel: .identity, clip: clip) == nil)
        #expect(SeparableCoverage(region: .ring(outer: square, inner: nil), fromPixel: .identity, clip: clip) == nil)
        var rotated = Homography.identity
        rotated.m12 = 0.5
        #expect(SeparableCoverage(region: .shape(square), fromPixel: rotated, clip: clip) == nil)
        var perspective = Homography.identity
        perspective.m13 = 0.001
        #expect(SeparableCoverage(region: .shape(square), fromPixel: perspective, clip: clip) == nil)
        var checked = clip
        checked.frontChecks = [(a: 0, b: 0, c: 1)]
        #expect(SeparableCoverage(region: .shape(square), fromPixel: .identity, clip: checked) == nil)
        var clipped = clip
        clipped.clips = [(fromPixel: .identity, shape: rounded)]
        #expect(SeparableCoverage(region: .shape(square), fromPixel: .identity, clip: clipped) == nil)
    }
}
