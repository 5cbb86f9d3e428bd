import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// UIButton's per-state values, its labels and size, and its taps.
@MainActor
@Suite struct UIButtonTests {
    @Test func aStateWithoutItsOwnTitleFallsBackToNormal() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saving", for: .highlighted)
        #expect(button.title(for: .normal) == "Save")
        #expect(button.title(for: .selected) == "Save")
        #expect(button.title(for: .highlighted) == "Saving")
        #expect(button.currentTitle == "Save")
        button.isHighlighted = true
        #expect(button.currentTitle == "Saving")
        #expect(button.titleLabel?.text == "Saving")
    }

    @Test func theTitleColorFollowsTheStateAndDefaultsByType() {
        let system = UIButton(type: .system)
        #expect(system.currentTitleColor == system.tintColor)
        #expect(UIButton(type: .custom).currentTitleColor == .white)
        let button = UIButton(type: .custom)
        button.setTitle("OK", for: UIControl.State())
        button.setTitleColor(.red, for: UIControl.State())
        button.setTitleColor(.gray, for: .disabled)
        #expect(button.titleLabel?.textColor == .red)
        button.isEnabled = false
        #expect(button.currentTitleColor == .gray)
        #expect(button.titleLabel?.textColor == .gray)
    }

    @Test func theIntrinsicSizeIsTheTitleAndImagePlusTheInsets() throws {
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        let font = try #require(button.titleLabel?.font)
        #expect(font.pointSize == 15)
        #expect(button.intrinsicContentSize == CGSize(width: 2 * font.characterAdvance, height: font.lineHeight))
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        button.setImage(UIImage(size: CGSize(width: 20, height: 30), scale: 1), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 20 + 2 * font.characterAdvance + 16, height: 30 + 8))
        #expect(button.imageView?.image != nil)
    }

    @Test func layoutCentresTheImageAndTheTitleSideBySide() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.setImage(UIImage(size: CGSize(width: 20, height: 20), scale: 1), for: .normal)
        button.setTitle("Go", for: .normal)
        button.layoutSubviews()
        let image = try #require(button.imageView).frame
        let title = try #require(button.titleLabel).frame
        #expect(image.maxX == title.minX)
        #expect(image.minX - 0 == 200 - title.maxX)
        #expect(image.midY == 25)
        #expect(title.midY == 25)
    }

    @Test func aTapSendsTouchUpInsideAndThePrimaryAction() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        _ = display
        let window = makeWindow()
        var log: [String] = []
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Done") { _ in log.append("primary") })
        button.addAction(UIAction { _ in log.append("upInside") }, for: .touchUpInside)
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        window.addSubview(button)
        #expect(button.currentTitle == "Done")
        let driver = FingerDriver(window: window)
        driver.down(point(40, 30), at: 0)
        driver.up(point(40, 30), at: 0.1)
        #expect(log == ["primary", "upInside"])
    }
}
