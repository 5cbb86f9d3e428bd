/// The value rules of trace-format.md, one function per field. Each returns nil when the
/// value is allowed, or a message saying what was expected and what was found. The reader
/// applies them to what it read and ``Trace/validate(file:)`` to values built in code, so
/// both refuse the same things with the same words.
enum TraceRules {
    static func screenExtent(_ value: Double) -> String? {
        value.isFinite && value > 0 && value <= 100_000 ? nil : "expected a number > 0 and <= 100000, found \(value)"
    }

    static func screenScale(_ value: Double) -> String? {
        value.isFinite && value > 0 && value <= 10 ? nil : "expected a number > 0 and <= 10, found \(value)"
    }

    static func refreshRate(_ value: Double) -> String? {
        value.isFinite && value >= 1 && value <= 1000 ? nil : "expected a number from 1 to 1000 (Hz), found \(value)"
    }

    static func direction(_ value: Int) -> String? {
        value == 1 || value == -1 ? nil : "expected 1 or -1, found \(value)"
    }

    /// `distance` and `edgeWidth`.
    static func positiveLength(_ value: Double) -> String? {
        value.isFinite && value > 0 ? nil : "expected a finite number > 0, found \(value)"
    }

    static func progress(_ value: Double) -> String? {
        value.isFinite && value >= 0 && value <= 1 ? nil : "expected a number from 0 to 1, found \(value)"
    }

    static func progressRange(_ range: Trace.ProgressRange) -> String? {
        range.min <= range.max ? nil : "expected [min, max] with min <= max, found [\(range.min), \(range.max)]"
    }

    static func time(_ value: Double) -> String? {
        value.isFinite && value >= 0 ? nil : "expected a finite number >= 0 (seconds), found \(value)"
    }

    static func coordinate(_ value: Double) -> String? {
        value.isFinite ? nil : "expected a finite number, found \(value)"
    }

    static func finger(_ value: Int) -> String? {
        value >= 0 ? nil : "expected an integer >= 0, found \(value)"
    }

    static func force(_ value: Double) -> String? {
        value.isFinite && value >= 0 ? nil : "expected a finite number >= 0, found \(value)"
    }

    /// The first rule a sample breaks on its own, as the key and the message.
    static func sample(_ sample: TouchSample) -> (key: String, message: String)? {
        if let message = time(sample.t) { return ("t", message) }
        if let message = coordinate(sample.x) { return ("x", message) }
        if let message = coordinate(sample.y) { return ("y", message) }
        if let message = finger(sample.id) { return ("id", message) }
        if let force = sample.force, let message = Self.force(force) { return ("force", message) }
        return nil
    }

    /// The first rule the screen breaks, as the key and the message.
    static func screen(_ screen: Trace.Screen) -> (key: String, message: String)? {
        if let message = screenExtent(screen.width) { return ("width", message) }
        if let message = screenExtent(screen.height) { return ("height", message) }
        if let message = screenScale(screen.scale) { return ("scale", message) }
        if let message = refreshRate(screen.refreshRate) { return ("refreshRate", message) }
        return nil
    }

    /// The first rule the transition block breaks, as the key and the message.
    static func transition(_ transition: Trace.Transition) -> (key: String, message: String)? {
        if let direction = transition.direction, let message = Self.direction(direction) {
            return ("direction", message)
        }
        if let distance = transition.distance, let message = positiveLength(distance) { return ("distance", message) }
        if let edgeWidth = transition.edgeWidth, let message = positiveLength(edgeWidth) {
            return ("edgeWidth", message)
        }
        return nil
    }

    /// The first rule `progressAtRelease` breaks, as the path below it and the message.
    static func progressAtRelease(_ range: Trace.ProgressRange) -> (index: Int?, message: String)? {
        if let message = progress(range.min) { return (0, message) }
        if let message = progress(range.max) { return (1, message) }
        if let message = progressRange(range) { return (nil, message) }
        return nil
    }
}
