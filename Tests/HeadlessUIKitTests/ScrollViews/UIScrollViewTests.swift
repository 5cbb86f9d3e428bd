import Foundation
import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A delegate that logs what the scroll view tells it, and may move the target offset.
@MainActor
final class ScrollLog: NSObject, UIScrollViewDelegate {
    var calls: [String] = []
    var offsets: [CGPoint] = []
    var releaseVelocity: CGPoint?
    var proposedTarget: CGPoint?
    var retarget: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if calls.last != "didScroll" { calls.append("didScroll") }
        offsets.append(scrollView.contentOffset)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging")
        releaseVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let retarget { targetContentOffset.pointee = retarget }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging:\(decelerate)")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { calls.append("didChangeInset") }
}

@MainActor
@Suite struct UIScrollViewTests {
    struct Scene {
        let display: HeadlessDisplay
        let scrollView: UIScrollView
        let driver: FingerDriver
        let log: ScrollLog
    }

    /// A 320×480 window filled by a scroll view with 2,000 points of content.
    func makeScene(contentHeight: CGFloat = 2000) -> Scene {
        let display = unobstructedDisplay()
        let window = makeWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: contentHeight)
        window.addSubview(scrollView)
        let log = ScrollLog()
        scrollView.delegate = log
        return Scene(display: display, scrollView: scrollView, driver: FingerDriver(window: window), log: log)
    }

    @Test func theContentOffsetIsTheBoundsOriginAndEachChangeIsReported() {
        let scene = makeScene()
        scene.scrollView.contentOffset = point(0, 120)
        #expect(scene.scrollView.bounds.origin == point(0, 120))
        #expect(scene.scrollView.bounds.size == CGSize(width: 320, height: 480))
        scene.scrollView.bounds.origin = point(0, 40)
        #expect(scene.scrollView.contentOffset == point(0, 40))
        scene.scrollView.contentOffset = point(0, 40)
        #expect(scene.log.offsets == [point(0, 120), point(0, 40)], "an unchanged offset is not a scroll")
    }

    @Test func aDragMovesTheContentAgainstTheFingerFromWhereThePanBegan() {
        let scene = makeScene()
        scene.driver.down(point(100, 300), at: 0)
        #expect(scene.scrollView.isTracking)
        #expect(!scene.scrollView.isDragging)
        let last = scene.driver.drag(from: point(100, 300), step: point(0, -4), steps: 10, startingAt: 0)
        // The pan begins at −12 (past the 10-point slop); the content follows from there.
        #expect(scene.scrollView.isDragging)
        #expect(scene.scrollView.contentOffset == point(0, 28))
        // The finger rests, then lifts: no velocity, no deceleration.
        scene.driver.up(point(100, 260), at: last + 0.5)
        #expect(scene.log.releaseVelocity == .zero)
        #expect(scene.log.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging:false"])
        #expect(!scene.scrollView.isDragging)
        #expect(!scene.scrollView.isTracking)
        #expect(!scene.scrollView.isDecelerating)
    }

    @Test func aFlickDeceleratesToTheProjectedOffsetOnTheDisplaysClock() throws {
        let scene = makeScene()
        scene.driver.down(point(100, 400), at: 0)
        let last = scene.driver.drag(from: point(100, 400), step: point(0, -8), steps: 10, startingAt: 0)
        scene.driver.up(point(100, 320), at: last + 0.008)
        let velocity = try #require(scene.log.releaseVelocity)
        #expect(velocity.x == 0)
        #expect(velocity.y > 0.5, "the content moves down the content, in points per millisecond")
        let target = try #require(scene.log.proposedTarget)
        let released = scene.scrollView.contentOffset
        let expected = released.y + project(velocity: velocity.y * 1000, decelerationRate: .normal)
        #expect(abs(target.y - min(expected, 2000 - 480)) < 1e-6)
        #expect(scene.scrollView.isDecelerating)
        #expect(scene.log.calls.suffix(2) == ["didEndDragging:true", "willBeginDecelerating"])
        scene.display.advance(frames: 3)
        #expect(scene.scrollView.contentOffset.y > released.y)
        #expect(scene.scrollView.contentOffset.y < target.y)
        scene.display.advance(by: 10)
        #expect(scene.scrollView.contentOffset == target)
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.log.calls.last == "didEndDecelerating")
    }

    @Test func theDelegateMayMoveTheTargetOffset() {
        let scene = makeScene()
        scene.log.retarget = point(0, 480)
        scene.driver.down(point(100, 400), at: 0)
        let last = scene.driver.drag(from: point(100, 400), step: point(0, -8), steps: 10, startingAt: 0)
        scene.driver.up(point(100, 320), at: last + 0.008)
        scene.display.advance(by: 10)
        #expect(scene.scrollView.contentOffset == point(0, 480))
    }

    @Test func withoutBouncesADragStopsAtTheEdge() {
        let scene = makeScene()
        scene.scrollView.bounces = false
        scene.driver.down(point(100, 100), at: 0)
        let last = scene.driver.drag(from: point(100, 100), step: point(0, 10), steps: 5, startingAt: 0)
        #expect(scene.scrollView.contentOffset == .zero)
        scene.driver.up(point(100, 150), at: last + 0.5)
        #expect(scene.log.calls.last == "didEndDragging:false")
    }

    @Test func withBouncesTheContentFollowsPastTheEdgeAndComesBack() {
        let scene = makeScene()
        scene.driver.down(point(100, 100), at: 0)
        let last = scene.driver.drag(from: point(100, 100), step: point(0, 10), steps: 5, startingAt: 0)
        #expect(scene.scrollView.contentOffset == point(0, -40))
        scene.driver.up(point(100, 150), at: last + 0.5)
        #expect(scene.log.calls.suffix(2) == ["didEndDragging:true", "willBeginDecelerating"])
        scene.display.advance(by: 5)
        #expect(scene.scrollView.contentOffset == .zero)
    }

    @Test func contentNoTallerThanTheViewScrollsOnlyWhenItAlwaysBounces() {
        let scene = makeScene(contentHeight: 300)
        scene.driver.down(point(100, 300), at: 0)
        var last = scene.driver.drag(from: point(100, 300), step: point(0, -10), steps: 4, startingAt: 0)
        scene.driver.up(point(100, 260), at: last + 0.5)
        #expect(scene.scrollView.contentOffset == .zero)
        scene.scrollView.alwaysBounceVertical = true
        scene.driver.down(point(100, 300), at: 1)
        last = scene.driver.drag(from: point(100, 300), step: point(0, -10), steps: 4, startingAt: 1)
        #expect(scene.scrollView.contentOffset == point(0, 30))
        scene.driver.up(point(100, 260), at: last + 0.5)
    }

    @Test func disablingScrollingDisablesThePan() {
        let scene = makeScene()
        scene.scrollView.isScrollEnabled = false
        #expect(!scene.scrollView.panGestureRecognizer.isEnabled)
        scene.driver.down(point(100, 300), at: 0)
        _ = scene.driver.drag(from: point(100, 300), step: point(0, -10), steps: 4, startingAt: 0)
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(scene.log.calls.isEmpty)
    }

    @Test func aTouchStopsADeceleration() {
        let scene = makeScene()
        scene.driver.down(point(100, 400), at: 0)
        let last = scene.driver.drag(from: point(100, 400), step: point(0, -8), steps: 10, startingAt: 0)
        scene.driver.up(point(100, 320), at: last + 0.008)
        scene.display.advance(frames: 5)
        let stopped = scene.scrollView.contentOffset
        scene.driver.down(point(100, 300), at: 1)
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.log.calls.last == "didEndDecelerating")
        scene.display.advance(frames: 5)
        #expect(scene.scrollView.contentOffset == stopped)
    }

    @Test func anAnimatedOffsetChangeScrollsOverThreeTenthsOfASecond() {
        let scene = makeScene()
        scene.scrollView.setContentOffset(point(0, 300), animated: true)
        #expect(scene.scrollView.contentOffset == .zero)
        scene.display.advance(frames: 9)
        let midway = scene.scrollView.contentOffset.y
        #expect(midway > 0 && midway < 300)
        scene.display.advance(frames: 9)
        #expect(scene.scrollView.contentOffset == point(0, 300))
        #expect(scene.log.calls == ["didScroll", "didEndScrollingAnimation"])
        scene.scrollView.setContentOffset(point(0, 10), animated: false)
        #expect(scene.scrollView.contentOffset == point(0, 10))
        #expect(scene.log.calls.last == "didScroll")
    }

    @Test func aNewInsetWidensTheRangeAndIsReported() {
        let scene = makeScene(contentHeight: 480)
        scene.scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 20, right: 0)
        #expect(scene.scrollView.adjustedContentInset == scene.scrollView.contentInset)
        #expect(scene.log.calls == ["didChangeInset"])
        #expect(scene.scrollView.contentOffsetRange.min == point(0, -50))
        #expect(scene.scrollView.contentOffsetRange.max == point(0, 20))
    }

    @Test func theGuidesExampleScrollsToTheOffset() {
        // docs/scroll-views.md, "Example".
        let display = HeadlessDisplay(framesPerSecond: 60)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(scrollView)
        #expect(scrollView.adjustedContentInset.top == 47)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -47))

        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        display.advance(by: 0.3)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 300))
    }

    @Test func decelerationRatesAreUIKits() {
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    }

    @Test func keyboardNotificationNamesAreUIKits() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
    }
}
