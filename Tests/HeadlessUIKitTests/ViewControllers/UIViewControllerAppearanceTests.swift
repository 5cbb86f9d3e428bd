import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// The appearance state machine of uikit-semantics §5.3 and forwarding to children.
@MainActor
@Suite struct UIViewControllerAppearanceTests {
    /// A sequence of calls (true/false: begin appearing/disappearing, nil: end), the callbacks
    /// it must send and how many "Unbalanced calls" diagnostics.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let calls: [Bool?]
        let callbacks: [String]
        let unbalanced: Int

        var testDescription: String { name }
    }

    nonisolated static let cases = [
        Case(
            name: "appear", calls: [true, nil],
            callbacks: ["V.viewWillAppear(true)", "V.viewDidAppear(true)"], unbalanced: 0),
        Case(
            name: "appear then disappear", calls: [true, nil, false, nil],
            callbacks: [
                "V.viewWillAppear(true)", "V.viewDidAppear(true)", "V.viewWillDisappear(true)",
                "V.viewDidDisappear(true)",
            ], unbalanced: 0),
        Case(
            name: "cancelled appearance (begin twice, end once)", calls: [true, false, nil],
            callbacks: ["V.viewWillAppear(true)", "V.viewWillDisappear(true)", "V.viewDidDisappear(true)"],
            unbalanced: 0),
        Case(name: "end without begin", calls: [nil], callbacks: [], unbalanced: 1),
        Case(name: "disappear while disappeared", calls: [false], callbacks: [], unbalanced: 1),
        Case(
            name: "appear twice", calls: [true, nil, true],
            callbacks: ["V.viewWillAppear(true)", "V.viewDidAppear(true)"], unbalanced: 1),
        Case(
            name: "end twice", calls: [true, nil, nil],
            callbacks: ["V.viewWillAppear(true)", "V.viewDidAppear(true)"], unbalanced: 1),
        Case(
            name: "begin appearing twice in a row", calls: [true, true, nil],
            callbacks: ["V.viewWillAppear(true)", "V.viewDidAppear(true)"], unbalanced: 1),
    ]

    @Test(arguments: cases)
    func stateMachine(_ testCase: Case) {
        let recorder = UIKitRecorder.install()
        let subject = controller("V")
        for call in testCase.calls {
            if let appearing = call {
                subject.beginAppearanceTransition(appearing, animated: true)
            } else {
                subject.endAppearanceTransition()
            }
        }
        #expect(recorder.appearanceLog == testCase.callbacks)
        let unbalanced = recorder.diagnostics(.unbalancedAppearanceTransition)
        #expect(unbalanced.count == testCase.unbalanced)
        #expect(
            unbalanced.allSatisfy {
                $0.message == "Unbalanced calls to begin/end appearance transitions for <UIViewController: V>."
            })
    }

    @Test func forwardsToChildrenShownInTheViewUnlessTurnedOff() {
        let recorder = UIKitRecorder.install()
        let parent = controller("P")
        let shown = controller("S")
        let hidden = controller("H")
        for child in [shown, hidden] {
            parent.addChild(child)
            child.didMove(toParent: parent)
        }
        parent.view.addSubview(shown.view)
        recorder.reset()
        parent.beginAppearanceTransition(true, animated: false)
        parent.endAppearanceTransition()
        #expect(
            recorder.appearanceLog == [
                "P.viewWillAppear(false)", "S.viewWillAppear(false)", "P.viewDidAppear(false)",
                "S.viewDidAppear(false)",
            ])
        let manual = ManualForwardingController()
        manual.title = "M"
        manual.addChild(shown)
        manual.view.addSubview(shown.view)
        recorder.reset()
        manual.beginAppearanceTransition(true, animated: false)
        #expect(recorder.appearanceLog == ["M.viewWillAppear(false)"])
    }

    @Test func viewLoadsLazilyOnceAndBeforeTheFirstAppearance() {
        let recorder = UIKitRecorder.install()
        let subject = CountingController()
        subject.title = "C"
        #expect(!subject.isViewLoaded && subject.viewIfLoaded == nil)
        subject.beginAppearanceTransition(true, animated: false)
        #expect(subject.isViewLoaded)
        _ = subject.view
        subject.loadViewIfNeeded()
        #expect(subject.loads == 1)
        #expect(
            recorder.lifecycleLog(includingViewDidLoad: true) == ["C.viewDidLoad", "C.viewWillAppear(false)"])
        subject.view = nil
        #expect(!subject.isViewLoaded)
    }

    @Test func containmentCallbacksFollowUIKitsRules() {
        let recorder = UIKitRecorder.install()
        let first = controller("First")
        let second = controller("Second")
        let child = controller("C")
        first.addChild(child)
        child.didMove(toParent: first)
        second.addChild(child)
        child.willMove(toParent: nil)
        child.removeFromParent()
        first.addChild(first)
        #expect(
            recorder.lifecycleLog() == [
                "C.willMoveToParent(First)", "C.didMoveToParent(First)", "C.didMoveToParent(nil)",
                "C.willMoveToParent(Second)", "C.willMoveToParent(nil)", "C.didMoveToParent(nil)",
            ])
        #expect(first.children.isEmpty && second.children.isEmpty && child.parent == nil)
    }
}

@MainActor
private final class ManualForwardingController: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

@MainActor
private final class CountingController: UIViewController {
    var loads = 0

    override func loadView() {
        loads += 1
        view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
