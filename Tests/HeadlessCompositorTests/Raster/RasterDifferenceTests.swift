import HeadlessCompositor
import Testing

@Suite struct RasterDifferenceTests {
    @Test func identicalRastersDoNotDiffer() {
        let a = Raster(width: 4, height: 3, fill: RGBA8(red: 1, green: 2, blue: 3, alpha: 4))
        let difference = a.difference(from: a)
        #expect(difference.isWithinTolerance)
        #expect(difference.boundingBox == nil)
        #expect(difference.largestChannelDifference == 0)
    }

    @Test func theDifferenceCountsPixelsAndBoundsThem() {
        let a = Raster(width: 10, height: 10)
        var b = a
        b[2, 3] = RGBA8(red: 9, green: 0, blue: 0, alpha: 0)
        b[7, 5] = RGBA8(red: 0, green: 0, blue: 0, alpha: 40)
        b[5, 5] = RGBA8(red: 0, green: 2, blue: 0, alpha: 0)
        let exact = a.difference(from: b)
        #expect(exact.differingPixelCount == 3)
        #expect(exact.boundingBox == PixelRect(x: 2, y: 3, width: 6, height: 3))
        #expect(exact.largestChannelDifference == 40)
        let tolerant = a.difference(from: b, tolerance: 9)
        #expect(tolerant.differingPixelCount == 1)
        #expect(tolerant.boundingBox == PixelRect(x: 7, y: 5, width: 1, height: 1))
    }

    @Test func rastersOfDifferentSizesDifferEverywhere() {
        let difference = Raster(width: 2, height: 2).difference(from: Raster(width: 3, height: 1))
        #expect(!difference.sizesMatch)
        #expect(!difference.isWithinTolerance)
        #expect(difference.description == "the sizes differ")
    }
}
