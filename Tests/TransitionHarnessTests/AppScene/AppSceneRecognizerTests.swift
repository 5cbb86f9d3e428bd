import GestureTrace
import HeadlessUIKit
import Testing
import TransitionHarness

/// The app's recognizers get the trace's touches by UIKit's rules: hit-testing, the
/// delegate's questions, `require(toFail:)`, simultaneous recognition and
/// `cancelsTouchesInView`, with the replay adding nothing of its own.
@MainActor
@Suite struct AppSceneRecognizerTests {
    /// A swipe up from the bottom edge, and one from the middle of the screen.
    static let fromTheEdge = ExampleTraces.swipe(
        from: (195, 838), through: [(195, 800), (196, 600), (196, 300)], operation: .present)
    static let fromTheMiddle = ExampleTraces.swipe(
        from: (195, 500), through: [(195, 470), (196, 400), (196, 300)], operation: .present)

    @Test func anEdgeSwipeWinsOverAScrollThatWaitsForItToFail() throws {
        let app = ScrollingLauncherApp()
        let report = Replayer.replay(Self.fromTheEdge, against: app)
        #expect(report.passed, "\(ReportWriter.text([report]))")
        #expect(report.transitions.map(\.operation) == [.present])
        #expect(app.launcher?.scrolls == 0)
        // The view hit gets the touch until the edge pan recognizes it, and then a cancel
        // (`cancelsTouchesInView`).
        #expect(app.launcher?.content.log == ["began", "moved", "cancelled"])
    }

    @Test func aSwipeFromTheMiddleScrollsOnceTheEdgePanFailedAndBeginsNothing() throws {
        let app = ScrollingLauncherApp()
        let report = Replayer.replay(Self.fromTheMiddle, against: app)
        #expect(report.transitions.isEmpty)
        #expect((app.launcher?.scrolls ?? 0) > 0)
        let violation = try #require(report.sceneViolations.first { $0.contract == .transitionBegun })
        #expect(violation.found.contains("UIPanGestureRecognizer \"scroll\" on TouchLoggingView in Launcher"))
        #expect(violation.found.contains("(began), UIScreenEdgePanGestureRecognizer \"swipe-up\""))
        #expect(violation.found.hasSuffix("(failed); a recognizer began, but its handler began no such transition"))
    }

    @Test func aRecognizerAllowedToRecognizeSimultaneouslyBeginsWithTheEdgePan() throws {
        let app = ScrollingLauncherApp(parallax: true)
        let report = Replayer.replay(Self.fromTheEdge, against: app)
        #expect(report.passed, "\(ReportWriter.text([report]))")
        #expect((app.launcher?.parallaxMoves ?? 0) > 0)
    }
}

/// A launcher screen: a scrolling content view whose pan waits for the bottom-edge swipe to
/// fail, the swipe up presenting the lobby behind a door, and, optionally, a parallax pan that
/// recognizes alongside the swipe.
final class LauncherViewController: UIViewController, UIGestureRecognizerDelegate {
    let content = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private let doorTransitioning = DoorTransitioningDelegate(firstDraft: false)
    private let parallax: Bool
    private(set) var scrolls = 0
    private(set) var parallaxMoves = 0
    private var swipeOpens = false

    init(parallax: Bool) {
        self.parallax = parallax
        super.init(nibName: nil, bundle: nil)
        title = "Launcher"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(content)
        let swipeUp = UIScreenEdgePanGestureRecognizer { [weak self] pan in self?.swiped(pan) }
        swipeUp.edges = .bottom
        swipeUp.name = "swipe-up"
        view.addGestureRecognizer(swipeUp)
        let scroll = UIPanGestureRecognizer { [weak self] _ in self?.scrolls += 1 }
        scroll.name = "scroll"
        scroll.require(toFail: swipeUp)
        content.addGestureRecognizer(scroll)
        if parallax {
            let tilt = UIPanGestureRecognizer { [weak self] _ in self?.parallaxMoves += 1 }
            tilt.name = "parallax"
            tilt.delegate = self
            view.addGestureRecognizer(tilt)
        }
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }

    private func swiped(_ pan: UIScreenEdgePanGestureRecognizer) {
        let interaction = doorTransitioning.interaction
        let progress = min(max(-pan.translation(in: nil).y / 844, 0), 1)
        switch pan.state {
        case .began:
            swipeOpens = true
            interaction.isSwiping = true
            let lobby = LobbyViewController()
            lobby.modalPresentationStyle = .fullScreen
            lobby.transitioningDelegate = doorTransitioning
            present(lobby, animated: true)
        case .changed where swipeOpens:
            interaction.update(progress)
        case .ended where swipeOpens, .cancelled where swipeOpens:
            swipeOpens = false
            interaction.isSwiping = false
            if pan.state == .ended && progress > 0.3 { interaction.finish() } else { interaction.cancel() }
        default:
            break
        }
    }
}

/// A view that logs the touches methods it gets.
final class TouchLoggingView: UIView {
    private(set) var log: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if log.last != "moved" { log.append("moved") }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// The launcher as an app's scene.
final class ScrollingLauncherApp: AppUnderTest {
    let name = "launcher"
    let supportedGestures = [
        SupportedGesture(Trace.Transition(operation: .present, gesture: .edgePan, edge: .bottom, edgeWidth: 20))
    ]
    private let parallax: Bool
    private(set) weak var launcher: LauncherViewController?

    init(parallax: Bool = false) {
        self.parallax = parallax
    }

    func makeRootViewController() -> UIViewController {
        let launcher = LauncherViewController(parallax: parallax)
        self.launcher = launcher
        return launcher
    }
}
