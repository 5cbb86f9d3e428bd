import Testing

@testable import HeadlessUIKit

/// Labels are sized by the fonts' deterministic metrics.
@MainActor
@Suite struct UILabelTests {
    @Test func fontMetricsAreFixedFractionsOfThePointSize() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(font.pointSize == 20)
        #expect(font.lineHeight == 24)
        #expect(font.ascender == 19 && font.descender == -5)
        #expect(UIFont.boldSystemFont(ofSize: 20).fontName != font.fontName)
        #expect(font.withSize(10).pointSize == 10)
        #expect(UIFont(name: "Avenir-Heavy", size: 12)?.familyName == "Avenir")
    }

    @Test func aOneLineLabelIsAsWideAsItsCharacters() {
        let label = UILabel()
        #expect(label.font.pointSize == 17)
        #expect(label.textColor == .black)
        #expect(label.numberOfLines == 1)
        label.font = UIFont.systemFont(ofSize: 10)
        label.text = "Hello"
        #expect(label.intrinsicContentSize == CGSize(width: 25, height: 12))
        label.sizeToFit()
        #expect(label.bounds.size == CGSize(width: 25, height: 12))
    }

    @Test func aMultiLineLabelBreaksAtTheWidthItIsGiven() {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 10)
        label.text = "abcdefghij\nxy"
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 20, height: 0)) == CGSize(width: 20, height: 48))
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 20, height: 0)) == CGSize(width: 20, height: 24))
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
    }
}
