@_spi(Harness) @testable import HeadlessUIKit

/// A display at 60 Hz, a window whose content view carries `recognizer`, a finger driver, and a
/// log of the recognizer's handler calls and state changes.
@MainActor
func makeRecognizerScene(_ recognizer: UIGestureRecognizer) -> (
    display: HeadlessDisplay, driver: FingerDriver, log: RecognizerLog
) {
    let display = HeadlessDisplay(framesPerSecond: 60)
    let window = makeWindow()
    let content = UIView(frame: window.bounds)
    window.addSubview(content)
    content.addGestureRecognizer(recognizer)
    return (display, FingerDriver(window: window), RecognizerLog(recognizer))
}
