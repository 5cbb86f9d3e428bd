/// Core Foundation's time interval in seconds, which QuartzCore's timing API uses
/// (`CACurrentMediaTime()`, `CAMediaTiming.beginTime`). Foundation on Linux lacks it.
public typealias CFTimeInterval = Double
