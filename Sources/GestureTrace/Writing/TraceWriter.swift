/// Writes traces as canonical JSON: the same trace always gives the same bytes, and
/// reading them back gives the same trace.
///
/// The rules (docs/trace-format.md, "Canonical form"):
/// - Top-level keys in this order: `format`, `version`, `name`, `notes`, `source`, `screen`,
///   `transition`, `touches`, `expect`. Within objects: `source` kind, device, software,
///   origin; `screen` width, height, scale, refreshRate (all four, always); `transition`
///   operation, gesture, edge, axis, direction, distance, edgeWidth; a sample t, phase, x,
///   y, id, force; `expect` outcome, policy, progressAtRelease.
/// - Absent optional values are left out; `transition` is left out when it sets nothing;
///   a sample's `id` is left out when it is 0. A present but empty `source` or `expect`
///   is written as `{}`, so it reads back present.
/// - `expect.outcome` with one element is written as a string, otherwise as an array.
/// - Numbers: Swift's shortest round-trip `description`, without a trailing `.0`
///   (`390`, `0.016`, `1e-05`, `1e+16`); `-0.0` keeps its sign.
/// - Strings: UTF-8, with `"` and `\` escaped, control characters as `\n`-style or `\u00XX`
///   escapes, and nothing else escaped.
/// - Two-space indentation, one block per line, one touch sample per line, a final newline.
public enum TraceWriter {
    /// The canonical JSON text of `trace`.
    public static func write(_ trace: Trace) -> String {
        String(decoding: bytes(trace), as: UTF8.self)
    }

    /// The canonical JSON text of `trace`, as UTF-8 bytes.
    public static func bytes(_ trace: Trace) -> [UInt8] {
        var output = Output()
        output.bytes.reserveCapacity(256 + trace.touches.count * 64)
        output.raw("{\n")
        var fields = Fields()
        fields.next(&output)
        output.raw("  \"format\": ")
        output.string(TraceAssembler.format)
        fields.next(&output)
        output.raw("  \"version\": 1")
        if let name = trace.name {
            fields.next(&output)
            output.raw("  \"name\": ")
            output.string(name)
        }
        if let notes = trace.notes {
            fields.next(&output)
            output.raw("  \"notes\": ")
            output.string(notes)
        }
        if let source = trace.source {
            fields.next(&output)
            output.raw("  \"source\": ")
            output.object([
                ("kind", source.kind.map { .string($0.rawValue) }),
                ("device", source.device.map { .string($0) }),
                ("software", source.software.map { .string($0) }),
                ("origin", source.origin.map { .string($0) }),
            ])
        }
        fields.next(&output)
        output.raw("  \"screen\": ")
        let screen = trace.screen
        output.object([
            ("width", .number(screen.width)),
            ("height", .number(screen.height)),
            ("scale", .number(screen.scale)),
            ("refreshRate", .number(screen.refreshRate)),
        ])
        let transition = trace.transition
        if transition != Trace.Transition() {
            fields.next(&output)
            output.raw("  \"transition\": ")
            output.object([
                ("operation", transition.operation.map { .string($0.rawValue) }),
                ("gesture", transition.gesture.map { .string($0.rawValue) }),
                ("edge", transition.edge.map { .string($0.rawValue) }),
                ("axis", transition.axis.map { .string($0.rawValue) }),
                ("direction", transition.direction.map { .integer($0) }),
                ("distance", transition.distance.map { .number($0) }),
                ("edgeWidth", transition.edgeWidth.map { .number($0) }),
            ])
        }
        fields.next(&output)
        output.raw("  \"touches\": [")
        for (index, sample) in trace.touches.enumerated() {
            output.raw(index == 0 ? "\n    " : ",\n    ")
            output.sample(sample)
        }
        output.raw(trace.touches.isEmpty ? "]" : "\n  ]")
        if let expect = trace.expect {
            fields.next(&output)
            output.raw("  \"expect\": ")
            let outcome: Output.Scalar? = expect.outcome.map { outcomes in
                outcomes.count == 1 ? .string(outcomes[0].rawValue) : .strings(outcomes.map(\.rawValue))
            }
            output.object([
                ("outcome", outcome),
                ("policy", expect.policy.map { .string($0) }),
                ("progressAtRelease", expect.progressAtRelease.map { .numbers([$0.min, $0.max]) }),
            ])
        }
        output.raw("\n}\n")
        return output.bytes
    }

    /// Puts the `,` and line break between top-level fields.
    private struct Fields {
        private var count = 0

        mutating func next(_ output: inout Output) {
            if count > 0 { output.raw(",\n") }
            count += 1
        }
    }

    private struct Output {
        enum Scalar {
            case string(String)
            case strings([String])
            case number(Double)
            case numbers([Double])
            case integer(Int)
        }

        var bytes: [UInt8] = []

        mutating func raw(_ text: StaticString) {
            bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }

        mutating func string(_ string: String) {
            JSONText.appendQuoted(string, to: &bytes)
        }

        mutating func number(_ value: Double) {
            bytes.append(contentsOf: JSONText.number(value).utf8)
        }

        mutating func scalar(_ scalar: Scalar) {
            switch scalar {
            case .string(let value):
                string(value)
            case .strings(let values):
                bytes.append(UInt8(ascii: "["))
                for (index, value) in values.enumerated() {
                    if index > 0 { raw(", ") }
                    string(value)
                }
                bytes.append(UInt8(ascii: "]"))
            case .number(let value):
                number(value)
            case .numbers(let values):
                bytes.append(UInt8(ascii: "["))
                for (index, value) in values.enumerated() {
                    if index > 0 { raw(", ") }
                    number(value)
                }
                bytes.append(UInt8(ascii: "]"))
            case .integer(let value):
                bytes.append(contentsOf: value.description.utf8)
            }
        }

        /// `{"key": value, ...}` on one line, leaving out absent values.
        mutating func object(_ members: [(key: StaticString, value: Scalar?)]) {
            bytes.append(UInt8(ascii: "{"))
            var first = true
            for (key, value) in members {
                guard let value else { continue }
                if !first { raw(", ") }
                first = false
                bytes.append(UInt8(ascii: "\""))
                raw(key)
                raw("\": ")
                scalar(value)
            }
            bytes.append(UInt8(ascii: "}"))
        }

        mutating func sample(_ sample: TouchSample) {
            raw("{\"t\": ")
            number(sample.t)
            raw(", \"phase\": \"")
            bytes.append(contentsOf: sample.phase.rawValue.utf8)
            raw("\", \"x\": ")
            number(sample.x)
            raw(", \"y\": ")
            number(sample.y)
            if sample.id != 0 {
                raw(", \"id\": ")
                bytes.append(contentsOf: sample.id.description.utf8)
            }
            if let force = sample.force {
                raw(", \"force\": ")
                number(force)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }
}
