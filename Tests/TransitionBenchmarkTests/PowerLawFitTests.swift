import Foundation
import Testing

@testable import transition_benchmark

@Suite struct PowerLawFitTests {
    @Test(arguments: [0.5, 1.0, 1.5, 2.0])
    func anExactPowerLawGivesItsExponent(exponent: Double) throws {
        let sizes = [1e3, 1e4, 1e5, 1e6]
        let fit = try #require(PowerLawFit(sizes: sizes, times: sizes.map { 3e-7 * pow($0, exponent) }))
        #expect(abs(fit.exponent - exponent) < 1e-9)
        #expect(abs(fit.coefficient - 3e-7) < 1e-15)
        #expect(abs(fit.rSquared - 1) < 1e-9)
    }

    @Test func aConstantOverheadBendsTheExponentBelowOne() throws {
        let sizes = [1e3, 1e4, 1e5, 1e6]
        let fit = try #require(PowerLawFit(sizes: sizes, times: sizes.map { 1e-4 + 1e-7 * $0 }))
        #expect(fit.exponent < 1 && fit.exponent > 0.5)
        #expect(fit.rSquared < 1)
    }

    @Test(arguments: [
        ([1.0], [1.0]),
        ([1.0, 1.0], [1.0, 2.0]),
        ([1.0, 2.0], [0.0, 1.0]),
        ([1.0, 2.0], [1.0]),
    ])
    func degenerateInputsGiveNoFit(sizes: [Double], times: [Double]) {
        #expect(PowerLawFit(sizes: sizes, times: times) == nil)
    }
}
