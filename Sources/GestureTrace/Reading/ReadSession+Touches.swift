import CJSONC

/// The `touches` array, streamed: the scanner walks the array's brackets and commas itself
/// and hands json-c one sample object at a time, which is converted to a ``TouchSample``,
/// checked and freed before the next is parsed (toolchain-notes.md §3, design b2), unless
/// the sample has the common shape FastSample.swift reads directly. json-c never holds
/// more than one sample.
extension ReadSession {
    func readTouches() throws(ReadFailure) -> [TouchSample] {
        let path = JSONPath.key("touches")
        // The loop works on a local copy of the feed, written back however it ends.
        var feed = self.feed
        defer { self.feed = feed }
        guard try feed.stream.peek() == UInt8(ascii: "[") else {
            // Not an array: parse it anyway, so a syntax error in it is reported as such.
            let found = try feed.withParsedValue(feed.valueTokener) { object, _ in JSONCTree.summary(object) }
            throw .content(at: path, "expected an array of samples, found \(found)")
        }
        feed.stream.position += 1
        try feed.stream.skipWhitespace()
        if try feed.stream.peek() == UInt8(ascii: "]") {
            throw .content(at: path, "expected at least one sample, found an empty array")
        }
        let maxSamples = limits.maxSamples
        // Keys and phase names are at most 10 bytes: below that string limit, json-c and
        // the checker must see every sample to refuse them.
        let fastSamples = self.fastSamples && limits.maxStringBytes >= 10
        let tokener = feed.sampleTokener
        var samples: [TouchSample] = []
        var sequence = TouchSequenceValidator()
        var unknownKeys = UnknownSampleKeys()
        defer { unknownKeys.finish(session: self) }
        while true {
            try feed.stream.skipWhitespace()
            let index = samples.count
            if try feed.stream.peek() == UInt8(ascii: "]") {
                throw .syntax(at: feed.stream.offset, "expected a sample after ',', found ']'")
            }
            guard index < maxSamples else {
                throw ReadFailure(
                    place: .path(.sample(index)), kind: .limit, message: "more than \(maxSamples) samples")
            }
            let sample: TouchSample
            if fastSamples, let window = feed.stream.window.baseAddress,
                let (fast, end) = FastSample.parse(
                    window.assumingMemoryBound(to: UInt8.self),
                    from: feed.stream.position, to: feed.stream.window.count)
            {
                sample = fast
                feed.stream.position = end
            } else {
                sample = try feed.withParsedValue(tokener) { object, outOfRange throws(ReadFailure) in
                    try Self.decodeSample(object, index: index, outOfRange: outOfRange, unknownKeys: &unknownKeys)
                }
            }
            if let (key, message) = TraceRules.sample(sample) ?? sequence.accept(sample, at: index) {
                throw .content(at: .sample(index, key), message)
            }
            samples.append(sample)
            try feed.stream.skipWhitespace()
            let offset = feed.stream.offset
            guard let separator = try feed.stream.peek() else {
                throw .syntax(at: offset, "unexpected end of data: expected ',' or ']' after a sample")
            }
            feed.stream.position += 1
            if separator == UInt8(ascii: ",") { continue }
            if separator == UInt8(ascii: "]") { break }
            throw .syntax(at: offset, "expected ',' or ']' after a sample, found \(JSONText.describe(byte: separator))")
        }
        return samples
    }

    /// Converts one sample object. Types only; the value rules are applied by the caller.
    private static func decodeSample(
        _ object: OpaquePointer?,
        index: Int,
        outOfRange: [Int],
        unknownKeys: inout UnknownSampleKeys
    ) throws(ReadFailure) -> TouchSample {
        guard let object, json_object_get_type(object) == json_type_object, let table = json_object_get_object(object)
        else {
            throw .content(at: .sample(index), "expected a sample object, found \(JSONCTree.summary(object))")
        }
        if !outOfRange.isEmpty {
            // Walk the sample in document order to name the clamped integer's path.
            var numbers = JSONCTree.NumberCursor(outOfRange: outOfRange)
            _ = try JSONCTree.value(object, at: .sample(index), numbers: &numbers)
        }
        var t: Double?
        var phase: TouchPhase?
        var x: Double?
        var y: Double?
        var id = 0
        var force: Double?
        // json-c keeps members in insertion order (lh_table's list); no String per key.
        var entry = table.pointee.head
        while let current = entry {
            entry = current.pointee.next
            guard let rawKey = current.pointee.k else { continue }
            let key = rawKey.assumingMemoryBound(to: CChar.self)
            let value = current.pointee.v.map { OpaquePointer($0) }
            switch SampleField(cString: key) {
            case .t: t = try sampleNumber(value, index, "t")
            case .x: x = try sampleNumber(value, index, "x")
            case .y: y = try sampleNumber(value, index, "y")
            case .force: force = try sampleNumber(value, index, "force")
            case .phase: phase = try samplePhase(value, index)
            case .id: id = try sampleFinger(value, index)
            case nil:
                let name = String(cString: key)
                // Still refuse what the value holds that JSON does not allow.
                var numbers = JSONCTree.NumberCursor(outOfRange: [])
                _ = try JSONCTree.value(value, at: .sample(index, name), numbers: &numbers)
                unknownKeys.note(name, index: index)
            }
        }
        func missing(_ key: String, _ what: String) -> ReadFailure {
            .content(at: .sample(index), "missing required key \(JSONText.quoted(key)) (expected \(what))")
        }
        guard let t else { throw missing("t", "a time in seconds") }
        guard let phase else {
            throw missing("phase", "\"began\", \"moved\", \"stationary\", \"ended\" or \"cancelled\"")
        }
        guard let x else { throw missing("x", "a number of points") }
        guard let y else { throw missing("y", "a number of points") }
        return TouchSample(t: t, phase: phase, x: x, y: y, id: id, force: force)
    }

    private static func sampleNumber(_ value: OpaquePointer?, _ index: Int, _ key: String) throws(ReadFailure) -> Double
    {
        if let value {
            let type = json_object_get_type(value)
            if type == json_type_double {
                let number = json_object_get_double(value)
                guard number.isFinite else {
                    throw .content(at: .sample(index, key), JSONCTree.nonFiniteMessage(value))
                }
                return number
            }
            if type == json_type_int {
                return try JSONCTree.number(value, at: .sample(index, key)).doubleValue
            }
        }
        throw .content(at: .sample(index, key), "expected a number, found \(JSONCTree.summary(value))")
    }

    private static func sampleFinger(_ value: OpaquePointer?, _ index: Int) throws(ReadFailure) -> Int {
        guard let value, json_object_get_type(value) == json_type_int else {
            throw .content(at: .sample(index, "id"), "expected an integer >= 0, found \(JSONCTree.summary(value))")
        }
        let number = try JSONCTree.number(value, at: .sample(index, "id"))
        guard case .integer(let finger) = number else {
            throw .content(at: .sample(index, "id"), "expected an integer >= 0, found \(number), which is out of range")
        }
        return finger
    }

    private static func samplePhase(_ value: OpaquePointer?, _ index: Int) throws(ReadFailure) -> TouchPhase {
        if let value, json_object_get_type(value) == json_type_string,
            let bytes = json_object_get_string(value),
            let phase = TouchPhase(
                bytes: UnsafeRawBufferPointer(start: bytes, count: Int(json_object_get_string_len(value))))
        {
            return phase
        }
        let names = TouchPhase.allCases.map { JSONText.quoted($0.rawValue) }.joined(separator: ", ")
        throw .content(at: .sample(index, "phase"), "expected one of \(names), found \(JSONCTree.summary(value))")
    }
}

/// Unknown sample keys, warned about once per key (at the first sample that has it), with
/// the number of samples that have it, so a file with an extra key in every sample gives
/// one warning, not a million.
struct UnknownSampleKeys {
    private var keys: [(name: String, firstIndex: Int, count: Int)] = []
    private var positions: [String: Int] = [:]

    mutating func note(_ name: String, index: Int) {
        if let position = positions[name] {
            keys[position].count += 1
        } else {
            positions[name] = keys.count
            keys.append((name, index, 1))
        }
    }

    func finish(session: ReadSession) {
        for key in keys {
            let also = key.count > 1 ? " (in \(key.count) samples)" : ""
            session.warn(.sample(key.firstIndex, key.name), "unknown key, ignored" + also)
        }
    }
}
