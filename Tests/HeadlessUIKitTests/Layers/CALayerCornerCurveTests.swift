import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct CALayerCornerCurveTests {
    @Test func theDefaultCurveIsCircular() {
        #expect(CALayer().cornerCurve == .circular)
        #expect(UIView().layer.cornerCurve == .circular)
    }

    @Test func theCurveReadsBackAsSet() {
        let layer = CALayer()
        layer.cornerCurve = .continuous
        #expect(layer.cornerCurve == .continuous)
        layer.cornerCurve = .circular
        #expect(layer.cornerCurve == .circular)
    }

    @Test func theConstantsHaveQuartzCoresStrings() {
        #expect(CALayerCornerCurve.circular.rawValue == "circular")
        #expect(CALayerCornerCurve.continuous.rawValue == "continuous")
        #expect(CALayerCornerCurve(rawValue: "continuous") == .continuous)
    }

    @Test func copiesAndThePresentationLayerKeepTheCurve() throws {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let layer = CALayer()
        layer.cornerCurve = .continuous
        #expect(CALayer(layer: layer).cornerCurve == .continuous)
        display.commitImplicitTransaction()
        #expect(try #require(layer.presentation()).cornerCurve == .continuous)
    }

    @Test func theExpansionFactorsAreQuartzCores() {
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(CALayer.cornerCurveExpansionFactor(.continuous) == 1.528665)
        #expect(CALayer.cornerCurveExpansionFactor(CALayerCornerCurve(rawValue: "other")) == 1)
    }
}
