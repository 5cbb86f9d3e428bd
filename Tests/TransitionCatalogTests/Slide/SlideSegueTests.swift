@_spi(Harness) import HeadlessUIKit
import Testing
@_spi(Harness) import TransitionHarness

@testable import TransitionCatalog

/// A window on a fresh display with a root controller, for performing segues directly.
@MainActor
struct SegueStage {
    let display: HeadlessDisplay
    let recorder: UIKitRecorder
    let window: UIWindow
    let root: SceneViewController

    init() {
        display = HeadlessDisplay(screenSize: CGSize(width: 390, height: 844), scale: 3, framesPerSecond: 60)
        display.activate()
        recorder = UIKitRecorder.install(UIKitRecorder(clock: { CACurrentMediaTime() }))
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root = SceneViewController(index: 0)
        window.rootViewController = root
        window.makeKeyAndVisible()
        display.advanceFrame()
    }

    /// A controller to present, full screen.
    func presentable(_ index: Int) -> SceneViewController {
        let controller = SceneViewController(index: index)
        controller.modalPresentationStyle = .fullScreen
        return controller
    }

    /// Where `view` shows now, in window coordinates.
    func shownFrame(_ view: UIView) -> CGRect {
        view.layer.presentationFrame(in: nil)
    }
}

@MainActor
@Suite struct SlideSegueTests {
    @Test func slidesTheDestinationInFromTheRightThenPresentsIt() {
        let stage = SegueStage()
        let destination = stage.presentable(1)
        SlideSegue(identifier: "slide", source: stage.root, destination: destination).perform()
        #expect(stage.shownFrame(destination.view).minX == 390)
        stage.display.advance(by: 0.2)
        let halfway = stage.shownFrame(destination.view).minX
        #expect(halfway > 0 && halfway < 390)
        #expect(stage.shownFrame(stage.root.view).maxX.isApproximatelyEqual(to: halfway, absoluteTolerance: 0.5))
        #expect(stage.root.presentedViewController == nil)

        stage.display.advance(by: 0.25)
        #expect(stage.root.presentedViewController === destination)
        #expect(destination.view.window != nil)
        #expect(stage.shownFrame(destination.view) == stage.window.bounds)
        #expect(stage.root.view.frame == stage.window.bounds, "the source's view is put back for the dismissal")
        #expect(destination.appearanceState == .appeared)
        #expect(stage.recorder.diagnostics.isEmpty)
    }

    @Test func aSecondTriggerDuringTheSlideDoesNothing() {
        let stage = SegueStage()
        let first = stage.presentable(1)
        SlideSegue(identifier: "slide", source: stage.root, destination: first).perform()
        stage.display.advance(by: 0.1)
        SlideSegue(identifier: "slide", source: stage.root, destination: stage.presentable(2)).perform()
        stage.display.advance(by: 1)
        #expect(stage.root.presentedViewController === first)
        #expect(stage.recorder.diagnostics.isEmpty, "\(stage.recorder.diagnostics)")
    }

    @Test func asFirstWrittenASecondTriggerPresentsDuringThePresentation() {
        let stage = SegueStage()
        let first = stage.presentable(1)
        FirstSlideSegue(identifier: "slide", source: stage.root, destination: first).perform()
        stage.display.advance(by: 0.1)
        FirstSlideSegue(identifier: "slide", source: stage.root, destination: stage.presentable(2)).perform()
        stage.display.advance(by: 1)
        #expect(stage.root.presentedViewController === first)
        let overlapping: Set<UIKitDiagnostic.Kind> = [.alreadyPresenting, .presentationInProgress]
        let found = stage.recorder.diagnostics.filter { overlapping.contains($0.kind) }
        #expect(found.count == 1, "\(stage.recorder.diagnostics)")
    }

    @Test func theUnwindSlidesThePreviousScreenBackFromTheLeftThenDismisses() {
        let stage = SegueStage()
        let destination = stage.presentable(1)
        SlideSegue(identifier: "slide", source: stage.root, destination: destination).perform()
        stage.display.advance(by: 0.5)
        #expect(stage.root.presentedViewController === destination)

        SlideUnwindSegue(identifier: "back", source: destination, destination: stage.root).perform()
        #expect(stage.shownFrame(stage.root.view).minX == -390)
        stage.display.advance(by: 0.25)
        let halfway = stage.shownFrame(stage.root.view).maxX
        #expect(halfway > 0 && halfway < 390)
        #expect(stage.shownFrame(destination.view).minX.isApproximatelyEqual(to: halfway, absoluteTolerance: 0.5))

        stage.display.advance(by: 0.3)
        #expect(stage.root.presentedViewController == nil)
        #expect(stage.root.view.window != nil && destination.view.window == nil)
        #expect(stage.shownFrame(stage.root.view) == stage.window.bounds)
        #expect(stage.root.appearanceState == .appeared && destination.appearanceState == .disappeared)
        #expect(stage.recorder.diagnostics.isEmpty, "\(stage.recorder.diagnostics)")
    }

    @Test func theSnapshotVariantNeverMovesTheSourceAndLeavesNoSnapshot() {
        let stage = SegueStage()
        let destination = stage.presentable(1)
        let before = Set(stage.window.subviews.map(ObjectIdentifier.init))
        SnapshotSlideSegue(identifier: "slide", source: stage.root, destination: destination).perform()
        stage.display.advance(by: 0.2)
        #expect(stage.shownFrame(stage.root.view) == stage.window.bounds)
        #expect(stage.window.subviews.count == before.count + 2, "the snapshot and the destination slide")

        stage.display.advance(by: 0.25)
        #expect(stage.root.presentedViewController === destination)
        #expect(stage.shownFrame(destination.view) == stage.window.bounds)
        let snapshots = stage.window.subviews.filter { $0 is SnapshotView }
        #expect(snapshots.isEmpty)
        #expect(stage.recorder.diagnostics.isEmpty)
    }
}
