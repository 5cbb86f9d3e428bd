/// A timer synchronized with the display's refresh (QuartzCore API): its handler runs at every
/// frame of the display it was added to, after the clock moved to the frame and before the
/// animations and completions due at that frame.
///
/// Where the Objective-C runtime exists (macOS), `init(target:selector:)` works as in Core
/// Animation. Linux has no runtime, so no `#selector`: the handler is a closure there, as for
/// gesture recognizers:
///
/// ```swift
/// let link = CADisplayLink { link in
///     container.layer.timeOffset = progress(at: link.timestamp)
/// }
/// link.add(to: .main, forMode: .common)
/// ```
///
/// `add(to:forMode:)` attaches it to the current display (the run loop and mode are accepted
/// and ignored: the display is the only run loop), which retains it until `invalidate()`, as the
/// run loop retains a display link. `timestamp` is the time of the frame being shown,
/// `targetTimestamp` that of the next one, `duration` the frame period. With
/// `preferredFramesPerSecond` below the refresh rate, the handler runs at every n-th frame, n the
/// rate divided by it, rounded [INF: UIKit picks a supported rate]. Instants between frames the display
/// is advanced to call no handler; every frame boundary does.
///
/// Not isolated to an actor, as QuartzCore's class is not; the display's frames are on the main
/// thread, so the handler runs on the main actor, and adding or removing the link off the main
/// thread does nothing (with a `coreAnimation.offMainThread` diagnostic; docs/isolation.md).
open class CADisplayLink: NSObject {
    /// The handler; released by `invalidate()`, as Core Animation releases the target then
    /// [DOC invalidate()].
    private var handler: (@MainActor (CADisplayLink) -> Void)?
    private weak var display: HeadlessDisplay?
    private var storedTimestamp: CFTimeInterval = 0
    private var storedTargetTimestamp: CFTimeInterval = 0
    private var storedDuration: CFTimeInterval = 0
    private var isInvalidated = false

    /// A display link that calls `handler` at each frame once added to a run loop. This replaces
    /// `init(target:selector:)`.
    public init(_ handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    #if canImport(ObjectiveC)
        /// A display link that sends `sel` to `target`, with itself as the argument, at each
        /// frame once added to a run loop. The link retains the target
        /// [DOC init(target:selector:)].
        public convenience init(target: Any, selector sel: Selector) {
            // The handler runs on the main actor, where the link's frames are (see above).
            nonisolated(unsafe) let message = (receiver: target as AnyObject, action: sel)
            self.init { link in
                sendActionMessage(message.action, to: message.receiver, from: link, event: nil)
            }
        }
    #endif

    /// Whether the handler is suspended. Default false.
    open var isPaused = false

    /// The frame rate the handler wants, 0 for the display's. Default 0.
    open var preferredFramesPerSecond = 0

    /// The time of the frame being shown, at the last call of the handler.
    open var timestamp: CFTimeInterval { storedTimestamp }

    /// The time of the next frame, at the last call of the handler.
    open var targetTimestamp: CFTimeInterval { storedTargetTimestamp }

    /// The display's frame period, at the last call of the handler.
    open var duration: CFTimeInterval { storedDuration }

    /// Attaches the link to the current display. Adding it again, or after `invalidate()`, does
    /// nothing.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated, display == nil else { return }
        nonisolated(unsafe) let link = self
        let added = CoreAnimationThread.perform {
            let current = HeadlessDisplay.current
            link.display = current
            current.displayLinks.append(link)
        }
        if !added {
            CoreAnimationThread.offMainThread("CADisplayLink", "add(to:forMode:) off the main thread: not added")
        }
    }

    /// Detaches the link from its display.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard let display else { return }
        nonisolated(unsafe) let link = self
        let removed = CoreAnimationThread.perform {
            display.displayLinks.removeAll { $0 === link }
            link.display = nil
        }
        if !removed {
            CoreAnimationThread.offMainThread("CADisplayLink", "remove(from:forMode:) off the main thread: not removed")
        }
    }

    /// Detaches the link for good and releases its handler, with what it holds.
    open func invalidate() {
        isInvalidated = true
        remove(from: .main, forMode: .common)
        handler = nil
    }

    /// Called by the display at a frame.
    @MainActor
    func fire(display: HeadlessDisplay) {
        guard !isPaused else { return }
        if preferredFramesPerSecond > 0, preferredFramesPerSecond < display.framesPerSecond {
            let every = Swift.max(
                Int((Double(display.framesPerSecond) / Double(preferredFramesPerSecond)).rounded()), 1)
            guard display.frameIndex % every == 0 else { return }
        }
        storedTimestamp = display.currentTime
        storedTargetTimestamp = display.time(ofFrame: display.frameIndex + 1)
        storedDuration = display.framePeriod
        handler?(self)
    }
}

extension HeadlessDisplay {
    /// Calls the display links at a frame, in the order they were added; links added or removed
    /// by a handler take effect at the next frame.
    func fireDisplayLinks() {
        for link in displayLinks {
            guard displayLinks.contains(where: { $0 === link }) else { continue }
            link.fire(display: self)
        }
    }
}
