import Testing

@testable import HeadlessUIKit

@MainActor
@Suite struct UIImageViewTests {
    @Test func anImageContextGivesAnImageOfItsSizeAndScale() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 20), false, 2)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.size == CGSize(width: 30, height: 20))
        #expect(image.scale == 2)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test func imagesByNameAreNotFound() {
        #expect(UIImage(named: "anything") == nil)
        #expect(UIImage().size == .zero)
    }

    @Test func initWithImageSizesTheViewToTheImage() {
        let image = UIImage(size: CGSize(width: 40, height: 30), scale: 1)
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 30))
        #expect(!view.isUserInteractionEnabled)
        #expect(view.contentMode == .scaleToFill)
        view.image = nil
        #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    @Test func theTintColorIsInheritedFromTheSuperview() {
        let parent = UIView()
        let child = UIImageView(image: nil)
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .red
        #expect(child.tintColor == .red)
        child.tintColor = .green
        #expect(child.tintColor == .green)
    }
}
