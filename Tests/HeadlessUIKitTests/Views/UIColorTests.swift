import Testing

@testable import HeadlessUIKit

@Suite struct UIColorTests {
    @Test func namedColorsHaveTheDocumentedComponents() {
        #expect(UIColor.black == UIColor(white: 0, alpha: 1))
        #expect(UIColor.white == UIColor(white: 1, alpha: 1))
        #expect(UIColor.clear == UIColor(white: 0, alpha: 0))
        #expect(UIColor.gray == UIColor(white: 0.5, alpha: 1))
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.green == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(UIColor.blue == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(UIColor.orange == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(UIColor.systemBackground == .white)
    }

    @Test func equalityIsExactAndSeparatesColorModels() {
        #expect(UIColor(white: 1, alpha: 1) != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor(white: 0.3, alpha: 1) != UIColor(white: 0.30000000000000004, alpha: 1))
        #expect(UIColor.red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
        #expect(!UIColor.red.isEqual("red"))
    }

    @Test func withAlphaComponentKeepsTheColor() {
        #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(UIColor.gray.withAlphaComponent(0) == UIColor(white: 0.5, alpha: 0))
        #expect(UIColor.red.withAlphaComponent(0.5).cgColor.alpha == 0.5)
    }

    @Test func componentsCanBeRead() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
        #expect(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [0.1, 0.2, 0.3, 0.4])
        #expect(UIColor(white: 0.7, alpha: 0.9).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [0.7, 0.7, 0.7, 0.9])
        var (w, wa): (CGFloat, CGFloat) = (-1, -1)
        #expect(UIColor(white: 0.25, alpha: 1).getWhite(&w, alpha: &wa))
        #expect(w == 0.25 && wa == 1)
        #expect(!UIColor.red.getWhite(&w, alpha: &wa))
        #expect(w == 0.25)
        #expect(UIColor.red.getRed(nil, green: nil, blue: nil, alpha: nil))
    }

    @Test func theDescriptionFollowsUIKitsFormat() {
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor(white: 0.5, alpha: 1).description == "UIExtendedGrayColorSpace 0.5 1")
    }

    @Test func cgColorsCompareByModelAndComponents() {
        #expect(CGColor(gray: 0.5, alpha: 1) == CGColor(gray: 0.5, alpha: 1))
        #expect(CGColor(gray: 0.5, alpha: 1) != CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1).numberOfComponents == 4)
        #expect(CGColor(gray: 1, alpha: 0.5).components == [1, 0.5])
        #expect(CGColor(gray: 1, alpha: 0.5).copy(alpha: 1) == CGColor(gray: 1, alpha: 1))
        #expect(Set([CGColor(gray: 0, alpha: 1), CGColor(gray: 0, alpha: 1)]).count == 1)
    }
}

/// The system colours at their light-appearance values.
@Suite struct UIColorSystemColorTests {
    func components(_ color: UIColor) -> [CGFloat] {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red * 255, green * 255, blue * 255, alpha].map { ($0 * 100).rounded() / 100 }
    }

    @Test func theStandardAndElementColoursHaveTheirLightValues() {
        #expect(components(.systemBlue) == [0, 122, 255, 1])
        #expect(components(.systemRed) == [255, 59, 48, 1])
        #expect(components(.systemGray6) == [242, 242, 247, 1])
        #expect(components(.secondaryLabel) == [60, 60, 67, 0.6])
        #expect(components(.separator) == [60, 60, 67, 0.29])
        #expect(components(.secondarySystemBackground) == [242, 242, 247, 1])
        #expect(UIColor.link == UIColor.systemBlue)
        #expect(UIColor.label == UIColor.black)
        #expect(UIColor.tertiarySystemBackground == UIColor.systemBackground)
    }

    @Test func theGraysDarkenFromSixToOne() {
        let grays: [UIColor] = [.systemGray6, .systemGray5, .systemGray4, .systemGray3, .systemGray2, .systemGray]
        let levels = grays.map { components($0)[0] }
        #expect(levels == levels.sorted(by: >))
        #expect(Set(levels).count == grays.count)
    }
}
