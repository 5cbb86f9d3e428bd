import Foundation
import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// An app's own subclasses: key paths formed on them name the same properties.
private final class CardView: UIView {}
private final class FeedView: UIScrollView {}

@MainActor
@Suite struct KeyValueObservingTests {
    @Test func subclassesObserveTheirInheritedProperties() {
        let card = CardView()
        let feed = FeedView()
        var log: [String] = []
        let centerObservation = card.observe(\.center) { _, _ in log.append("center") }
        let frameObservation = feed.observe(\.frame) { _, _ in log.append("frame") }
        let offsetObservation = feed.observe(\.contentOffset) { _, _ in log.append("offset") }
        card.center = CGPoint(x: 1, y: 1)
        feed.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        feed.contentOffset = CGPoint(x: 0, y: 5)
        #expect(log == ["center", "frame", "offset"])
        _ = (centerObservation, frameObservation, offsetObservation)
    }

    @Test func aScrollViewsContentOffsetIsObservedWithItsOldAndNewValues() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var changes: [(old: CGPoint?, new: CGPoint?)] = []
        let observation = scrollView.observe(\.contentOffset, options: [.old, .new]) { _, change in
            changes.append((change.oldValue, change.newValue))
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)  // Equal values are notified too, as KVO does.
        #expect(changes.count == 2)
        #expect(changes.first?.old == .zero && changes.first?.new == CGPoint(x: 0, y: 10))
        #expect(changes.last?.old == CGPoint(x: 0, y: 10))
        observation.invalidate()
        scrollView.contentOffset = .zero
        #expect(changes.count == 2)
    }

    @Test func initialReportsAtOnceAndPriorBeforeEachChange() {
        let view = UIView()
        var log: [String] = []
        let observation = view.observe(\.frame, options: [.initial, .prior, .new]) { view, change in
            log.append(change.isPrior ? "prior" : "after \(change.newValue?.width ?? -1)")
        }
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(log == ["after 0.0", "prior", "after 30.0"])
        _ = observation
    }

    @Test func aReleasedObservationStopsObserving() {
        let view = UIView()
        var count = 0
        var observation: NSKeyValueObservation? = view.observe(\.transform) { _, _ in count += 1 }
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        observation = nil
        view.transform = .identity
        #expect(count == 1)
        #expect(observation == nil)
    }

    @Test func eachPropertyIsNotifiedByItsOwnSetterOnly() {
        let view = UIView()
        var frames = 0
        var alphas = 0
        let frameObservation = view.observe(\.frame) { _, _ in frames += 1 }
        let alphaObservation = view.observe(\.alpha) { _, _ in alphas += 1 }
        view.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.alpha = 0.5
        #expect(frames == 0)
        #expect(alphas == 1)
        _ = (frameObservation, alphaObservation)
    }

    @Test func draggingAScrollViewIsObservedThroughContentOffset() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(scrollView)
        var offsets: [CGFloat] = []
        let observation = scrollView.observe(\.contentOffset, options: .new) { _, change in
            offsets.append(change.newValue?.y ?? .nan)
        }
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        display.advance(by: 0.3)
        #expect(offsets.count > 2)
        #expect(offsets.last == 300)
        _ = observation
    }

    @Test func aKeyPathThatIsNotObservedSaysSo() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let view = UIView()
        var count = 0
        let observation = view.observe(\.tag, options: .initial) { _, _ in count += 1 }
        view.tag = 3
        #expect(count == 1)
        #expect(display.diagnostics.map(\.code) == [.unobservedKeyPath])
        _ = observation
    }
}
