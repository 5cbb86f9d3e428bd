// Target-action of controls and display links, which needs the Objective-C runtime: these tests
// run where it exists (macOS). Linux has neither `#selector` nor `addTarget(_:action:for:)`.
#if canImport(ObjectiveC)
    import Foundation
    import Testing

    @_spi(Harness) @testable import HeadlessUIKit

    /// A controller with action methods of the three shapes UIKit accepts.
    @MainActor
    private final class ControlsController: UIViewController {
        var log: [String] = []
        var lastEvent: UIEvent?

        @objc func buttonTapped() {
            log.append("tapped")
        }

        @objc func buttonTapped(_ sender: UIButton) {
            log.append("tapped by \(sender.tag)")
        }

        @objc func sliderMoved(slider: UISlider, event: UIEvent) {
            log.append("moved to \(slider.value)")
            lastEvent = event
        }

        @objc func valueSet(_ sender: UISlider, event: UIEvent?) {
            log.append(event == nil ? "set without an event" : "set with an event")
        }

        @objc func saveFromAnywhere(_ sender: Any?) {
            log.append("saved")
        }
    }

    /// A display link's target, counting frames.
    private final class FrameCounter: NSObject {
        var frames = 0

        @objc func step(_ link: CADisplayLink) {
            frames += 1
        }
    }

    @MainActor
    @Suite struct UIControlRuntimeTargetActionTests {
        fileprivate func screen() -> (HeadlessDisplay, ControlsController, FingerDriver) {
            let display = unobstructedDisplay()
            let window = makeWindow()
            let controller = ControlsController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return (display, controller, FingerDriver(window: window))
        }

        @Test func aTapSendsTheActionToTheTargetWithTheSenderAndTheEvent() {
            let (_, controller, driver) = screen()
            let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
            button.tag = 7
            controller.view.addSubview(button)
            button.addTarget(controller, action: #selector(ControlsController.buttonTapped(_:)), for: .touchUpInside)
            button.addTarget(
                controller, action: #selector(ControlsController.buttonTapped as (ControlsController) -> () -> Void),
                for: .touchUpInside)
            driver.down(point(50, 40), at: 0)
            driver.up(point(50, 40), at: 0.05)
            #expect(controller.log == ["tapped by 7", "tapped"])
        }

        @Test func aNilTargetFindsTheControllerUpTheResponderChain() {
            let (_, controller, driver) = screen()
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
            card.addSubview(button)
            controller.view.addSubview(card)
            button.addTarget(nil, action: #selector(ControlsController.saveFromAnywhere(_:)), for: .touchUpInside)
            driver.down(point(50, 40), at: 0)
            driver.up(point(50, 40), at: 0.05)
            #expect(controller.log == ["saved"])
        }

        @Test func aSlidersValueChangedCarriesTheTouchEvent() {
            let (_, controller, driver) = screen()
            let slider = UISlider(frame: CGRect(x: 0, y: 100, width: 228, height: 31))
            controller.view.addSubview(slider)
            slider.addTarget(
                controller, action: #selector(ControlsController.sliderMoved(slider:event:)), for: .valueChanged)
            driver.down(point(14, 115), at: 0)
            driver.move(point(114, 115), at: 0.05)
            driver.up(point(114, 115), at: 0.1)
            #expect(controller.log == ["moved to 0.5"])
            #expect(controller.lastEvent === driver.event)
        }

        @Test func actionsSentFromCodeCarryANilEvent() {
            let (_, controller, _) = screen()
            let slider = UISlider(frame: CGRect(x: 0, y: 100, width: 228, height: 31))
            controller.view.addSubview(slider)
            slider.addTarget(controller, action: #selector(ControlsController.valueSet(_:event:)), for: .valueChanged)
            slider.sendActions(for: .valueChanged)
            #expect(controller.log == ["set without an event"])
        }

        @Test func removingAPairForItsEventsStopsIt() {
            let (_, controller, driver) = screen()
            let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
            controller.view.addSubview(button)
            button.addTarget(
                controller, action: #selector(ControlsController.buttonTapped(_:)), for: [.touchUpInside, .touchDown])
            button.removeTarget(controller, action: nil, for: .touchDown)
            driver.down(point(50, 40), at: 0)
            #expect(controller.log.isEmpty)
            driver.up(point(50, 40), at: 0.05)
            #expect(controller.log.count == 1)
        }

        @Test func aDisplayLinkSendsItsSelectorEachFrameAndRetainsItsTarget() {
            let display = HeadlessDisplay(framesPerSecond: 60)
            weak var released: FrameCounter?
            var link: CADisplayLink?
            do {
                let counter = FrameCounter()
                released = counter
                link = CADisplayLink(target: counter, selector: #selector(FrameCounter.step(_:)))
            }
            link?.add(to: .main, forMode: .common)
            display.advance(frames: 3)
            #expect(released?.frames == 3)
            link?.invalidate()
            #expect(released == nil, "invalidating releases the target")
            link = nil
        }
    }
#endif
