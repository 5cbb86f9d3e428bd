/// The current absolute time in seconds, QuartzCore's clock: here the virtual time of the
/// current ``HeadlessDisplay``.
///
/// Core Animation's version reads the host's monotonic clock (`mach_absolute_time`) and may be
/// called from any thread, so this one is not isolated either: the display publishes its time
/// into lock-protected storage that this function reads, which is safe under Swift 6 strict
/// concurrency. It is the time of the display that was created or activated last
/// (``HeadlessDisplay/activate()``), and 0 before any display exists. The time only moves when
/// the display advances, so two calls between frames return the same value: code that measures
/// elapsed time with it sees virtual time, never wall time.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CACurrentMediaTime() -> CFTimeInterval {
    CurrentDisplayRegistry.shared.current?.now.time ?? 0
}
