import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// UISlider's value, bounds and dragging, as UIKit documents them.
@MainActor
@Suite struct UISliderTests {
    @Test func theValueStaysWithinTheBounds() {
        let slider = UISlider(frame: .zero)
        #expect(slider.value == 0)
        #expect(slider.minimumValue == 0)
        #expect(slider.maximumValue == 1)
        slider.value = 3
        #expect(slider.value == 1)
        slider.setValue(-2, animated: true)
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 8
        slider.maximumValue = 5
        #expect(slider.value == 5)
        slider.minimumValue = 7
        #expect(slider.maximumValue == 7)
        #expect(slider.value == 7)
    }

    @Test func settingTheValueFromCodeSendsNoEvent() {
        let slider = UISlider(frame: .zero)
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        slider.value = 0.5
        slider.setValue(0.7, animated: false)
        #expect(changes == 0)
    }

    /// A 228-point slider: the thumb's centre travels 200 points, from x = 14 to 214.
    func makeSlider(continuous: Bool) -> (UISlider, FingerDriver, () -> [Float]) {
        let display = HeadlessDisplay(framesPerSecond: 60)
        _ = display
        let window = makeWindow()
        let slider = UISlider(frame: CGRect(x: 0, y: 100, width: 228, height: 31))
        slider.isContinuous = continuous
        window.addSubview(slider)
        var values: [Float] = []
        slider.addAction(
            UIAction { action in values.append((action.sender as? UISlider)?.value ?? -1) }, for: .valueChanged)
        return (slider, FingerDriver(window: window), { values })
    }

    @Test func draggingTheThumbMovesTheValueAndSendsValueChanged() {
        let (slider, driver, values) = makeSlider(continuous: true)
        driver.down(point(14, 115), at: 0)
        driver.move(point(64, 115), at: 0.05)
        driver.move(point(114, 115), at: 0.1)
        driver.up(point(114, 115), at: 0.15)
        #expect(slider.value == 0.5)
        #expect(values() == [0.25, 0.5])
    }

    @Test func aSliderThatIsNotContinuousSendsOneEventAtTheEnd() {
        let (slider, driver, values) = makeSlider(continuous: false)
        driver.down(point(14, 115), at: 0)
        driver.move(point(64, 115), at: 0.05)
        driver.move(point(214, 115), at: 0.1)
        #expect(values().isEmpty)
        driver.up(point(214, 115), at: 0.15)
        #expect(slider.value == 1)
        #expect(values() == [1])
    }

    @Test func aTouchOffTheThumbDoesNotMoveTheValue() {
        let (slider, driver, values) = makeSlider(continuous: true)
        driver.down(point(150, 115), at: 0)
        driver.move(point(200, 115), at: 0.05)
        driver.up(point(200, 115), at: 0.1)
        #expect(slider.value == 0)
        #expect(values().isEmpty)
    }

    @Test func theThumbRectFollowsTheValue() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        slider.value = 1
        let track = slider.trackRect(forBounds: slider.bounds)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        #expect(thumb.midX == 214)
        #expect(slider.intrinsicContentSize.height == 31)
    }
}
