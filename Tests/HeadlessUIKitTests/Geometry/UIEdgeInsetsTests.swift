import Testing

@testable import HeadlessUIKit

@Suite struct UIEdgeInsetsTests {
    @Test func insettingARectMovesEachEdgeInward() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let insets = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        #expect(rect.inset(by: insets) == CGRect(x: 10, y: 5, width: 70, height: 30))
        #expect(rect.inset(by: .zero) == rect)
        #expect(UIEdgeInsets() == .zero)
    }

    @Test func directionalInsetsAndOffsetsAreZeroByDefault() {
        #expect(NSDirectionalEdgeInsets() == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
        #expect(UIOffset(horizontal: 1, vertical: 2).vertical == 2)
    }

    @Test func valuesRoundTripThroughNSValue() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
    }
}
