import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct UIViewGestureRecognizersTests {
    @Test func aViewListsItsRecognizersInTheOrderTheyWereAdded() {
        let view = UIView()
        #expect(view.gestureRecognizers == nil)
        let first = UIPanGestureRecognizer()
        let second = UIScreenEdgePanGestureRecognizer()
        view.addGestureRecognizer(first)
        view.addGestureRecognizer(second)
        view.addGestureRecognizer(first)
        #expect(view.gestureRecognizers == [first, second])
        #expect(first.view === view && second.view === view)
        view.removeGestureRecognizer(first)
        #expect(view.gestureRecognizers == [second])
        #expect(first.view == nil)
        view.removeGestureRecognizer(first)
        #expect(view.gestureRecognizers == [second])
    }

    @Test func addingARecognizerToAnotherViewMovesIt() {
        let one = UIView()
        let other = UIView()
        let pan = UIPanGestureRecognizer()
        one.addGestureRecognizer(pan)
        other.addGestureRecognizer(pan)
        #expect(one.gestureRecognizers == nil)
        #expect(other.gestureRecognizers == [pan])
        #expect(pan.view === other)
    }

    @Test func settingTheListReplacesIt() {
        let view = UIView()
        let old = UIPanGestureRecognizer()
        let new = UIPanGestureRecognizer()
        view.addGestureRecognizer(old)
        view.gestureRecognizers = [new]
        #expect(view.gestureRecognizers == [new])
        #expect(old.view == nil)
        view.gestureRecognizers = nil
        #expect(view.gestureRecognizers == nil)
    }

    @Test func theViewOwnsItsRecognizersAndReleasingTheViewReleasesThem() {
        weak var released: UIGestureRecognizer?
        let survivor = UIPanGestureRecognizer()
        do {
            let view = UIView()
            let pan = UIPanGestureRecognizer()
            released = pan
            view.addGestureRecognizer(pan)
            view.addGestureRecognizer(survivor)
            #expect(released != nil)
        }
        #expect(released == nil)
        #expect(survivor.view == nil, "a recognizer refers to its view weakly")
    }

    @Test func aSceneAbandonedWithAFingerDownIsReleased() {
        weak var releasedWindow: UIWindow?
        weak var releasedPan: UIGestureRecognizer?
        do {
            let scene = makeContentScene()
            let pan = UIPanGestureRecognizer()
            scene.content.addGestureRecognizer(pan)
            scene.driver.down(point(100, 100), at: 0)
            scene.driver.move(point(150, 100), at: 0.01)
            #expect(pan.state == .began)
            releasedWindow = scene.window
            releasedPan = pan
        }
        #expect(releasedWindow == nil)
        #expect(releasedPan == nil)
    }
}

@Suite struct PanCentroidPathTests {
    @Test func rebasingKeepsTheDisplacementContinuous() {
        var path = PanCentroidPath()
        path.start(at: CGPoint(x: 10, y: 10))
        path.advance(to: CGPoint(x: 25, y: 10))
        #expect(path.displacement == CGPoint(x: 15, y: 0))
        path.rebase(at: CGPoint(x: 100, y: 50))
        #expect(path.displacement == CGPoint(x: 15, y: 0))
        path.advance(to: CGPoint(x: 98, y: 57))
        #expect(path.displacement == CGPoint(x: 13, y: 7))
        path.start(at: .zero)
        #expect(path.displacement == .zero)
    }
}
