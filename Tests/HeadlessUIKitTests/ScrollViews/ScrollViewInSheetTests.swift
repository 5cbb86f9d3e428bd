import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A sheet that tracks the scroll view it holds, as pull-to-dismiss sheets are written (PanModal,
/// DeckTransition): its own pan recognizes with the scroll view's pan; while the content is at
/// its top and the finger pulls down, the sheet follows the finger and the content is held at the
/// top; otherwise the content scrolls and the sheet stays.
@MainActor
private final class TrackingSheet: NSObject, UIGestureRecognizerDelegate {
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 380))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 380))
    private(set) var pan: UIPanGestureRecognizer!
    private(set) var sawDraggingContent = false
    private var restingY: CGFloat = 100

    override init() {
        super.init()
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        view.addSubview(scrollView)
        pan = UIPanGestureRecognizer { [unowned self] pan in self.handle(pan) }
        pan.delegate = self
        view.addGestureRecognizer(pan)
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        sawDraggingContent = sawDraggingContent || scrollView.isDragging
        let pullsDown = pan.translation(in: view).y > 0
        switch pan.state {
        case .began, .changed:
            guard pullsDown, scrollView.contentOffset.y <= 0 else { return }
            scrollView.contentOffset = .zero
            view.frame.origin.y = restingY + pan.translation(in: view.superview).y
        default:
            restingY = view.frame.origin.y
        }
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer === scrollView.panGestureRecognizer
    }
}

/// A scroll view's pan recognizer shared with a sheet's own pan [DOC UIScrollView
/// panGestureRecognizer; DOC gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)].
@MainActor
@Suite struct ScrollViewInSheetTests {
    fileprivate func makeScreen() -> (TrackingSheet, FingerDriver) {
        unobstructedDisplay()
        let window = makeWindow()
        let sheet = TrackingSheet()
        window.addSubview(sheet.view)
        return (sheet, FingerDriver(window: window))
    }

    @Test func pullingDownAtTheTopMovesTheSheetAndHoldsTheContent() {
        let (sheet, driver) = makeScreen()
        driver.down(point(160, 200), at: 0)
        let last = driver.drag(from: point(160, 200), step: point(0, 10), steps: 10, startingAt: 0)
        #expect(sheet.pan.state == .changed)
        #expect(sheet.scrollView.panGestureRecognizer.state == .changed)
        #expect(sheet.sawDraggingContent)
        #expect(sheet.scrollView.contentOffset == .zero)
        #expect(sheet.view.frame.origin.y == 200)
        driver.up(point(160, 300), at: last + 0.3)
        #expect(sheet.view.frame.origin.y == 200)
        #expect(!sheet.scrollView.isDragging)
    }

    @Test func pushingUpScrollsTheContentAndLeavesTheSheet() {
        let (sheet, driver) = makeScreen()
        driver.down(point(160, 400), at: 0)
        let last = driver.drag(from: point(160, 400), step: point(0, -10), steps: 10, startingAt: 0)
        driver.up(point(160, 300), at: last + 0.3)
        #expect(sheet.view.frame.origin.y == 100)
        #expect(sheet.scrollView.contentOffset.y > 80)
    }

    @Test func withoutSimultaneousRecognitionOnlyOnePanWins() {
        let (sheet, driver) = makeScreen()
        sheet.pan.delegate = nil
        driver.down(point(160, 200), at: 0)
        _ = driver.drag(from: point(160, 200), step: point(0, 10), steps: 10, startingAt: 0)
        let states = [sheet.pan.state, sheet.scrollView.panGestureRecognizer.state]
        #expect(states.filter { $0 == .changed }.count == 1)
    }
}
