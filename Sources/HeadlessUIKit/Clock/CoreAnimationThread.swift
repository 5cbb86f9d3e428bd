// Where the model's Core Animation runs. QuartzCore's classes are not isolated to an actor, so
// `CALayer`, `CAAnimation`, `CATransaction` and `CADisplayLink` are nonisolated here too, and
// code on any thread may create and configure them. The state they share, the display's clock,
// its transaction stack, the registry of animated layers and its scheduled callbacks, belongs to
// the current `HeadlessDisplay`, a main-actor object: this funnel is the one way a nonisolated
// QuartzCore entry point reaches it. docs/isolation.md explains the design.

/// The funnel from nonisolated QuartzCore code to the display's main-actor state.
enum CoreAnimationThread {
    /// Runs `body` on the main actor and returns its result when called on the main actor's
    /// thread (``isOnMainActor``), where the display and UIKit live; elsewhere runs nothing and
    /// returns nil.
    ///
    /// The caller decides what its entry point does off the main thread (a default value, the
    /// layer's own state only) and says so in its documentation; ``offMainThread(_:_:)`` records
    /// the divergence.
    ///
    /// There the caller is on the main actor's executor, which the type system cannot see from
    /// a nonisolated function, so `body` is called as a nonisolated closure, as the standard
    /// library's `MainActor.assumeIsolated` calls its operation; unlike that function this one
    /// checks first and returns nil instead of trapping, and its
    /// result need not be `Sendable` (a layer, an action). Non-`Sendable` values the body uses
    /// (the layer itself) cross into the main actor's region through `nonisolated(unsafe)`
    /// captures at the call sites: the display then touches them on the main actor only
    /// (docs/isolation.md, "What the compiler cannot check").
    static func run<Result>(_ body: @MainActor () -> Result) -> Result? {
        guard isOnMainActor else { return nil }
        return withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> Result).self)()
        }
    }

    /// Whether the caller runs where the main actor does: on the process's main thread, or in a
    /// job of the main dispatch queue, which is the main actor's executor. The two differ where
    /// a runner drains the main queue on another thread, as Swift Testing does on Linux.
    static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// A key set on the main dispatch queue, so a job running on it can tell.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Runs `body` as ``run(_:)`` does; returns whether it ran.
    @discardableResult
    static func perform(_ body: @MainActor () -> Void) -> Bool {
        run(body) != nil
    }

    /// Records that `subject` was used off the main thread and what the model did instead, as a
    /// ``HeadlessDiagnostic`` of code `coreAnimation.offMainThread`, stamped with the current
    /// display's last published time (the display collects it when its diagnostics are read).
    static func offMainThread(_ subject: String, _ message: String) {
        CurrentDisplayRegistry.shared.current?.post(code: .offMainThread, subject: subject, message: message)
    }
}

extension HeadlessDiagnostic.Code {
    /// A QuartzCore call reached the display's state from a thread other than the main thread:
    /// the model's Core Animation runs on the main thread, and the call did only the part that
    /// needs no display (see docs/isolation.md).
    public static let offMainThread = Self("coreAnimation.offMainThread")
}
