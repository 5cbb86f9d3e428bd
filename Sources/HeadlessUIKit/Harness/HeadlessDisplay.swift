/// The virtual display that drives time for the headless model: its screen, its frame clock,
/// and the per-frame work Core Animation and UIKit do at each display refresh.
///
/// Harness API, not UIKit's: behind the `Harness` SPI (`@_spi(Harness) import HeadlessUIKit`),
/// for test suites that drive the clock themselves (docs/clock.md).
///
/// A display is created with a screen size, a scale and a refresh rate, and becomes the
/// *current* display: `UIScreen.main`, `UIApplication.shared`, `CACurrentMediaTime()`,
/// `CATransaction` and every animation use the current display. Time only moves when the
/// harness says so:
///
/// ```swift
/// let display = HeadlessDisplay(screenSize: CGSize(width: 390, height: 844), scale: 3, framesPerSecond: 120)
/// UIView.animate(withDuration: 0.3) { view.alpha = 0 }
/// display.advance(frames: 18)          // 0.15 s later
/// view.layer.presentation()?.opacity   // halfway through the curve
/// ```
///
/// **Frames.** Frame k is at exactly k × period, computed as `k / framesPerSecond` so that whole
/// seconds are exact; times are never sums of frame deltas. ``advance(to:)`` may also stop
/// between frames. On each step the display:
/// 1. commits the implicit transaction at the time the code ran (Core Animation commits at the
///    end of the run-loop turn, before the next frame): transaction completion groups are sealed
///    and the visible windows are laid out;
/// 2. moves the clock to the new time and publishes it for `CACurrentMediaTime()`, and at a
///    frame (not an instant between frames) calls the display links;
/// 3. runs everything that is due, in order of due time, then sequence number: animation
///    delegate callbacks (`animationDidStart`, `animationDidStop(_:finished:)`), the removal of
///    finished animations, UIKit completion blocks, `CATransaction` completion blocks and timers.
///    Callbacks may add animations; whatever they make due is run in the same step.
///
/// **Many replays, one process.** Create a new display for each replay: it becomes current, and
/// nothing of the previous one leaks into it. Animations that layers still hold from a display
/// that is no longer current are dropped, without callbacks, the next time the layer is used.
/// `CATransaction` state, `UIView.areAnimationsEnabled`, the window list and diagnostics all
/// belong to the display.
///
/// Not thread-safe, like UIKit: a main-actor class. Only `CACurrentMediaTime()` reads it from
/// elsewhere, through a lock.
@_spi(Harness) @MainActor
public final class HeadlessDisplay {
    /// The display's screen (`UIScreen.main` while the display is current).
    public let screen: UIScreen
    /// The device the display stands for: its screen and its safe-area insets
    /// (``HeadlessDevice``). Without insets unless the display was made from a device.
    public let device: HeadlessDevice
    /// The refresh rate, in frames per second (`UIScreen.maximumFramesPerSecond`).
    public let framesPerSecond: Int
    /// The index of the last frame the clock reached: frame k is at `time(ofFrame: k)`. After
    /// ``advance(to:)`` stops between frames it is the frame just before the current time.
    public private(set) var frameIndex = 0
    /// The current virtual time in seconds; `CACurrentMediaTime()` while the display is current.
    public private(set) var currentTime: CFTimeInterval = 0

    /// What nonisolated readers see: published time and the diagnostics inbox.
    let shared = DisplaySharedState()
    /// Distinguishes displays, so layers can drop animations of displays that are gone.
    let generation: Int
    /// The application object of this display (`UIApplication.shared` while current).
    private(set) lazy var application = UIApplication(display: self)
    /// The one window scene of this display (`UIWindow.windowScene`).
    private(set) lazy var windowScene = UIWindowScene(display: self)

    // MARK: Per-display state of other parts of the model

    /// The visible windows, in the order they were made visible.
    var windowList: [UIWindow] = []
    /// The key window.
    var keyWindowStorage: UIWindow?
    /// Scheduled callbacks: timers, deferred completions and delegate calls.
    var scheduled: [ScheduledCallback] = []
    /// The next sequence number; ties in due time run in sequence order.
    var nextSequence = 0
    /// Reused buffer of the callbacks due in one pass of the event loop.
    var dueBuffer: [DueEvent] = []
    /// Diagnostics recorded so far, oldest first.
    var diagnosticStorage: [HeadlessDiagnostic] = []
    /// The open transactions, outermost first (see HeadlessDisplay+Transactions.swift).
    var transactionLevels: [TransactionLevel] = []
    /// Layers with animations whose start or end is still to be handled.
    var animatedLayers: [CALayer] = []
    /// UIView animation blocks being run and `UIView.areAnimationsEnabled`.
    var viewAnimation = ViewAnimationState()
    /// The display links added to the display's run loop, in the order they were added.
    var displayLinks: [CADisplayLink] = []
    /// Whether a step is running (advancing again from a callback is a programmer error).
    private var isStepping = false
    /// `CALayer.layoutRequestCount` when the windows were last laid out.
    var layoutRequestCountAtLastLayout = -1
    /// While positive, model changes run no actions (the model setting values itself, as when
    /// a property animator finishes at a position).
    var actionSuppression = 0

    private static var currentStorage: HeadlessDisplay?
    private static var nextGeneration = 0

    /// The default screen: 390 × 844 points at scale 3 (an iPhone 12, 13 or 14: ``HeadlessDevice/iPhone14``).
    public static let defaultScreenSize = CGSize(width: 390, height: 844)

    /// Creates a display and makes it current.
    ///
    /// - Parameters:
    ///   - screenSize: the screen's size in points (`UIScreen.bounds.size`).
    ///   - scale: points to pixels (`UIScreen.scale`).
    ///   - framesPerSecond: the refresh rate (`UIScreen.maximumFramesPerSecond`); values below 1
    ///     are a harness programmer error.
    ///
    /// The display's device is the known one of that screen (``HeadlessDevice/matching(screenSize:scale:)``):
    /// the default 390 × 844 at scale 3 is an iPhone 14, with its safe-area insets; another size
    /// is an unobstructed screen, without insets. Use ``init(device:framesPerSecond:)`` to choose.
    public convenience init(screenSize: CGSize = defaultScreenSize, scale: CGFloat = 3, framesPerSecond: Int = 60) {
        self.init(device: .matching(screenSize: screenSize, scale: scale), framesPerSecond: framesPerSecond)
    }

    /// Creates a display for `device` (its screen size, scale and safe-area insets) and makes it
    /// current.
    public init(device: HeadlessDevice, framesPerSecond: Int = 60) {
        precondition(framesPerSecond >= 1, "HeadlessDisplay needs a refresh rate of at least 1 frame per second")
        self.framesPerSecond = framesPerSecond
        self.device = device
        screen = UIScreen(
            bounds: CGRect(origin: .zero, size: device.screenSize), scale: device.scale,
            maximumFramesPerSecond: framesPerSecond)
        Self.nextGeneration += 1
        generation = Self.nextGeneration
        activate()
    }

    /// The current display: the one created or activated last. The first use without any
    /// display creates a default one (60 Hz, 390 × 844 at scale 3), so plain unit tests of
    /// animation code work without setup.
    public static var current: HeadlessDisplay {
        if let display = currentStorage { return display }
        return HeadlessDisplay()
    }

    /// Whether this display is the current one.
    public var isCurrent: Bool { Self.currentStorage === self }

    /// Makes this display the current one: `UIScreen.main`, `UIApplication.shared`,
    /// `CACurrentMediaTime()`, `CATransaction` and new animations use it from now on.
    public func activate() {
        Self.currentStorage = self
        CurrentDisplayRegistry.shared.makeCurrent(shared)
        shared.publish(time: currentTime, frame: frameIndex)
    }

    // MARK: Time

    /// The duration of one frame, 1 / framesPerSecond.
    public var framePeriod: CFTimeInterval { 1 / Double(framesPerSecond) }

    /// The time of frame k: k / framesPerSecond.
    public func time(ofFrame k: Int) -> CFTimeInterval {
        Double(k) / Double(framesPerSecond)
    }

    /// Advances to the next frame.
    public func advanceFrame() {
        step(toFrame: frameIndex + 1, time: time(ofFrame: frameIndex + 1), isFrame: true)
    }

    /// Advances by `count` frames, one at a time (each frame commits and runs what is due).
    /// A count below 1 does nothing.
    public func advance(frames count: Int) {
        guard count > 0 else { return }
        for _ in 0..<count {
            advanceFrame()
        }
    }

    /// Advances to the instant `time`, stepping through every frame on the way, then to `time`
    /// itself if it is not on a frame. A time that is not after the current time does nothing
    /// (time never goes back); NaN does nothing.
    public func advance(to time: CFTimeInterval) {
        guard time > currentTime else { return }
        while self.time(ofFrame: frameIndex + 1) <= time {
            advanceFrame()
        }
        if time > currentTime {
            step(toFrame: frameIndex, time: time, isFrame: false)
        }
    }

    /// Moves the clock to frame `frame` without stepping the frames before it, when stepping
    /// them would do nothing but move the clock: no display link, no scheduled callback, no
    /// animation with a start or end to handle, no open transaction. Returns false, and moves
    /// nothing, otherwise (or when `frame` is not after the current frame).
    ///
    /// The skipped frames' commits come down to one, made at the old time as the first of
    /// them would (it lays out what a callback left to lay out); if that commit makes work,
    /// the clock stays and the caller steps as usual.
    package func skipIdleFrames(through frame: Int) -> Bool {
        guard frame > frameIndex, !isStepping, isIdleBetweenFrames else { return false }
        if !isCurrent { activate() }
        commitPendingTransactions()
        guard isIdleBetweenFrames else { return false }
        frameIndex = frame
        currentTime = time(ofFrame: frame)
        shared.publish(time: currentTime, frame: frame)
        return true
    }

    /// Whether a frame step would run nothing: see ``skipIdleFrames(through:)``. An animation
    /// whose start or end is still to come counts only if its layer's time moves: one on a
    /// layer whose time stands still (a percent-driven transition under a still finger, its
    /// layers at speed 0) has the same phase at every frame, and what was due was run.
    private var isIdleBetweenFrames: Bool {
        guard displayLinks.isEmpty, scheduled.isEmpty, transactionLevels.isEmpty else { return false }
        for layer in animatedLayers where layer.animationStorage.displayGeneration == generation {
            guard layer.needsAnimationEvents else { continue }
            let local = layer.localTime(fromDisplayTime: currentTime)
            if layer.localTime(fromDisplayTime: currentTime + 1) != local { return false }
        }
        return true
    }

    /// Advances by `seconds` of virtual time; see ``advance(to:)``.
    public func advance(by seconds: CFTimeInterval) {
        advance(to: currentTime + seconds)
    }

    /// Commits the implicit transaction now, as `CATransaction.flush()` does, without moving
    /// the clock. Whatever the commit makes due runs at the next step.
    public func commitImplicitTransaction() {
        commitPendingTransactions()
    }

    /// One step of the clock: commit at the old time, move, publish, run what is due.
    ///
    /// Advancing from inside a callback the step is running is a harness programmer error (the
    /// clock would move under the callbacks still due at the old time): it traps.
    private func step(toFrame frame: Int, time: CFTimeInterval, isFrame: Bool) {
        precondition(!isStepping, "HeadlessDisplay advanced from inside one of its own callbacks")
        isStepping = true
        defer { isStepping = false }
        if !isCurrent { activate() }
        commitPendingTransactions()
        frameIndex = frame
        currentTime = time
        shared.publish(time: time, frame: frame)
        if isFrame, !displayLinks.isEmpty {
            fireDisplayLinks()
        }
        runDueEvents()
    }

    // MARK: Diagnostics

    /// Every diagnostic recorded while this display was current, oldest first.
    public var diagnostics: [HeadlessDiagnostic] {
        collectPostedDiagnostics()
        return diagnosticStorage
    }

    /// Forgets the recorded diagnostics.
    public func clearDiagnostics() {
        collectPostedDiagnostics()
        diagnosticStorage.removeAll()
    }

    /// Records a diagnostic at the current time.
    func record(_ code: HeadlessDiagnostic.Code, subject: String, _ message: String) {
        collectPostedDiagnostics()
        diagnosticStorage.append(
            HeadlessDiagnostic(code: code, subject: subject, message: message, time: currentTime, frame: frameIndex))
    }

    private func collectPostedDiagnostics() {
        diagnosticStorage.append(contentsOf: shared.drainPosted())
    }
}
