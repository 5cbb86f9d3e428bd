import Testing

@testable import HeadlessUIKit

@MainActor
@Suite struct UIScreenEdgePanGestureRecognizerTests {
    func makeScene(edges: UIRectEdge = .left) -> (
        driver: FingerDriver, edgePan: UIScreenEdgePanGestureRecognizer, log: RecognizerLog
    ) {
        let window = makeWindow(width: 320, height: 480)
        let content = UIView(frame: window.bounds)
        window.addSubview(content)
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = edges
        content.addGestureRecognizer(edgePan)
        return (FingerDriver(window: window), edgePan, RecognizerLog(edgePan))
    }

    /// A swipe of 12 steps of `step` from `start`, then a lift.
    func swipe(_ driver: FingerDriver, from start: CGPoint, step: CGPoint) {
        driver.down(start, at: 0)
        let last = driver.drag(from: start, step: step, steps: 12, startingAt: 0)
        driver.up(point(start.x + 12 * step.x, start.y + 12 * step.y), at: last + 0.008)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let edges: UIRectEdge
        let start: CGPoint
        let step: CGPoint
        let begins: Bool
        let testDescription: String
    }

    nonisolated static let cases: [Case] = [
        Case(edges: .left, start: point(5, 200), step: point(6, 0), begins: true, testDescription: "left edge, inward"),
        Case(
            edges: .left, start: point(20, 200), step: point(6, 1), begins: true,
            testDescription: "at the region's limit"),
        Case(edges: .left, start: point(0, 200), step: point(6, 0), begins: true, testDescription: "on the edge"),
        Case(edges: .left, start: point(20.5, 200), step: point(6, 0), begins: false, testDescription: "just outside"),
        Case(edges: .left, start: point(150, 200), step: point(6, 0), begins: false, testDescription: "mid-screen"),
        Case(edges: .left, start: point(5, 200), step: point(0, 6), begins: false, testDescription: "along the edge"),
        Case(edges: .left, start: point(5, 200), step: point(4, 5), begins: false, testDescription: "steeper than 45°"),
        Case(edges: .left, start: point(5, 200), step: point(-6, 0), begins: false, testDescription: "outward"),
        Case(edges: .right, start: point(310, 200), step: point(-6, 0), begins: true, testDescription: "right edge"),
        Case(edges: .right, start: point(5, 200), step: point(6, 0), begins: false, testDescription: "left, not asked"),
        Case(edges: .top, start: point(160, 4), step: point(1, 6), begins: true, testDescription: "top edge"),
        Case(edges: .bottom, start: point(160, 470), step: point(0, -6), begins: true, testDescription: "bottom edge"),
        Case(
            edges: [.left, .top], start: point(4, 10), step: point(6, 0), begins: true,
            testDescription: "corner, nearer the left"),
        Case(
            edges: [.left, .top], start: point(10, 4), step: point(6, 0), begins: false,
            testDescription: "corner, nearer the top"),
        Case(edges: [], start: point(2, 200), step: point(6, 0), begins: false, testDescription: "no edges"),
    ]

    @Test(arguments: cases)
    func anEdgePanBeginsOnlyFromItsEdgeRegionMovingInward(testCase: Case) {
        let scene = makeScene(edges: testCase.edges)
        swipe(scene.driver, from: testCase.start, step: testCase.step)
        if testCase.begins {
            #expect(scene.log.handlerStates.first == .began)
            #expect(scene.log.handlerStates.last == .ended)
        } else {
            #expect(scene.log.handlerStates.isEmpty)
            #expect(scene.log.stateChanges == [.failed, .possible])
        }
    }

    @Test func aTouchOutsideTheRegionFailsAtOnceAndTheRestOfTheSwipeIsNotDelivered() {
        let scene = makeScene()
        scene.driver.down(point(100, 200), at: 0)
        #expect(scene.log.stateChanges == [.failed, .possible])
        #expect(scene.driver.lastTouch[0]?.gestureRecognizers?.isEmpty == true)
        scene.driver.move(point(5, 200), at: 0.008)
        scene.driver.move(point(200, 200), at: 0.016)
        #expect(scene.log.handlerStates.isEmpty)
    }

    @Test func theRegionWidthIsConfigurable() {
        let scene = makeScene()
        scene.edgePan.edgeRegionWidth = 40
        swipe(scene.driver, from: point(35, 200), step: point(6, 0))
        #expect(scene.log.handlerStates.first == .began)
    }

    @Test func theTranslationIsMeasuredFromTheTouchDown() {
        let scene = makeScene()
        scene.driver.down(point(4, 200), at: 0)
        scene.driver.move(point(16, 203), at: 0.008)
        #expect(scene.log.translations == [point(12, 3)])
    }

    @Test func aLaterGestureStartsAfreshAfterAFailure() {
        let scene = makeScene()
        swipe(scene.driver, from: point(100, 200), step: point(6, 0))
        scene.driver.down(point(2, 100), at: 1)
        scene.driver.move(point(30, 100), at: 1.008)
        #expect(scene.log.handlerStates == [.began])
    }
}

@Suite struct UIRectEdgeTests {
    @Test func rawValuesAreUIKits() {
        #expect(UIRectEdge.top.rawValue == 1)
        #expect(UIRectEdge.left.rawValue == 2)
        #expect(UIRectEdge.bottom.rawValue == 4)
        #expect(UIRectEdge.right.rawValue == 8)
        #expect(UIRectEdge.all.rawValue == 15)
    }
}
