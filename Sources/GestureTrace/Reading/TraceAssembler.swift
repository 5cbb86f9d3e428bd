/// Collects the top-level fields of a trace as the scanner meets them, checks each at once
/// (so the first problem in document order is the one reported), and builds the ``Trace``
/// at the end, when missing keys are known.
struct TraceAssembler {
    private var sawFormat = false
    private var sawVersion = false
    private var name: String?
    private var notes: String?
    private var source: Trace.Source?
    private var screen: Trace.Screen?
    private var transition = Trace.Transition()
    var touches: [TouchSample]?
    private var expect: Trace.Expectation?

    static let format = "gesture-trace"

    mutating func accept(key: String, value: JSONValue, session: ReadSession) throws(ReadFailure) {
        let path = JSONPath.key(key)
        switch key {
        case "format":
            guard case .string(Self.format) = value else {
                throw .content(at: path, "expected \(JSONText.quoted(Self.format)), found \(value.summary)")
            }
            sawFormat = true
        case "version":
            let version = try value.integer(at: path)
            guard Trace.supportedVersions.contains(version) else {
                let versions = Trace.supportedVersions.map(String.init).joined(separator: ", ")
                throw .content(at: path, "unsupported version \(version); this build reads version \(versions)")
            }
            sawVersion = true
        case "name":
            name = try value.string(at: path)
        case "notes":
            notes = try value.string(at: path)
        case "source":
            source = try Self.source(value, at: path, session: session)
        case "screen":
            screen = try Self.screen(value, at: path, session: session)
        case "transition":
            transition = try Self.transition(value, at: path, session: session)
        case "expect":
            expect = try Self.expectation(value, at: path, session: session)
        default:
            session.warn(path, "unknown key, ignored")
        }
    }

    /// The trace, or the first required key that is missing.
    func trace(defaultName: String) throws(ReadFailure) -> Trace {
        func missing(_ key: String, _ what: String) -> ReadFailure {
            .content(at: .root, "missing required key \(JSONText.quoted(key)) (\(what))")
        }
        guard sawFormat else { throw missing("format", "expected \(JSONText.quoted(Self.format))") }
        guard sawVersion else { throw missing("version", "expected 1") }
        guard let screen else { throw missing("screen", "expected an object with width and height") }
        guard let touches else { throw missing("touches", "expected an array of samples") }
        return Trace(
            name: name ?? defaultName,
            notes: notes,
            source: source,
            screen: screen,
            transition: transition,
            touches: touches,
            expect: expect
        )
    }

    // MARK: - Blocks

    private static func source(_ value: JSONValue, at path: JSONPath, session: ReadSession) throws(ReadFailure)
        -> Trace.Source
    {
        var source = Trace.Source()
        try ObjectFields(value, at: path).decode(known: ["kind", "device", "software", "origin"], session: session) {
            key, value, path throws(ReadFailure) in
            switch key {
            case "kind": source.kind = try value.oneOf(Trace.Source.Kind.self, at: path)
            case "device": source.device = try value.string(at: path)
            case "software": source.software = try value.string(at: path)
            default: source.origin = try value.string(at: path)
            }
        }
        return source
    }

    private static func screen(_ value: JSONValue, at path: JSONPath, session: ReadSession) throws(ReadFailure)
        -> Trace.Screen
    {
        var width: Double?
        var height: Double?
        var screen = Trace.Screen(width: 0, height: 0)
        try ObjectFields(value, at: path).decode(known: ["width", "height", "scale", "refreshRate"], session: session) {
            key, value, path throws(ReadFailure) in
            let number = try value.number(at: path)
            switch key {
            case "width": width = number
            case "height": height = number
            case "scale": screen.scale = number
            default: screen.refreshRate = number
            }
        }
        guard let width else {
            throw .content(at: path, "missing required key \"width\" (expected a number of points)")
        }
        guard let height else {
            throw .content(at: path, "missing required key \"height\" (expected a number of points)")
        }
        screen.width = width
        screen.height = height
        if let (key, message) = TraceRules.screen(screen) { throw .content(at: path.appending(key), message) }
        return screen
    }

    private static func transition(_ value: JSONValue, at path: JSONPath, session: ReadSession) throws(ReadFailure)
        -> Trace.Transition
    {
        var transition = Trace.Transition()
        let known: Set<String> = ["operation", "gesture", "edge", "axis", "direction", "distance", "edgeWidth"]
        try ObjectFields(value, at: path).decode(known: known, session: session) {
            key, value, path throws(ReadFailure) in
            switch key {
            case "operation": transition.operation = try value.oneOf(Trace.Transition.Operation.self, at: path)
            case "gesture": transition.gesture = try value.oneOf(Trace.Transition.Gesture.self, at: path)
            case "edge": transition.edge = try value.oneOf(Trace.Transition.Edge.self, at: path)
            case "axis": transition.axis = try value.oneOf(Trace.Transition.Axis.self, at: path)
            case "direction": transition.direction = try value.integer(at: path)
            case "distance": transition.distance = try value.number(at: path)
            default: transition.edgeWidth = try value.number(at: path)
            }
        }
        if let (key, message) = TraceRules.transition(transition) { throw .content(at: path.appending(key), message) }
        return transition
    }

    private static func expectation(_ value: JSONValue, at path: JSONPath, session: ReadSession) throws(ReadFailure)
        -> Trace.Expectation
    {
        var expectation = Trace.Expectation()
        try ObjectFields(value, at: path).decode(known: ["outcome", "policy", "progressAtRelease"], session: session) {
            key, value, path throws(ReadFailure) in
            switch key {
            case "outcome":
                if case .array(let elements) = value {
                    var outcomes: [Trace.Outcome] = []
                    for (index, element) in elements.enumerated() {
                        outcomes.append(try element.oneOf(Trace.Outcome.self, at: path.appending(index: index)))
                    }
                    expectation.outcome = outcomes
                } else if case .string = value {
                    expectation.outcome = [try value.oneOf(Trace.Outcome.self, at: path)]
                } else {
                    throw .content(
                        at: path, "expected \"finish\", \"cancel\" or an array of them, found \(value.summary)")
                }
            case "policy":
                expectation.policy = try value.string(at: path)
            default:
                let elements = try value.array(at: path)
                guard elements.count == 2 else {
                    throw .content(at: path, "expected [min, max], found an array of \(elements.count)")
                }
                let range = Trace.ProgressRange(
                    min: try elements[0].number(at: path.appending(index: 0)),
                    max: try elements[1].number(at: path.appending(index: 1)))
                if let (index, message) = TraceRules.progressAtRelease(range) {
                    throw .content(at: index.map { path.appending(index: $0) } ?? path, message)
                }
                expectation.progressAtRelease = range
            }
        }
        return expectation
    }
}
