import CJSONC
import GestureTrace

/// glibc's `malloc_trim`, which the Glibc module does not export.
@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32

/// The first baseline: json-c building the whole document as a tree, the way a json-c
/// program reads a file when it does not stream (toolchain-notes.md §3, approach a').
///
/// One `json_tokener_parse_ex` over the whole buffer (strict mode, depth 64, the trailing
/// NUL included as json-c's header asks at the end of input), then a walk of `touches` into
/// ``TouchSample`` values, then `json_object_put`. Freeing the tree returns millions of
/// small chunks whose consolidation glibc defers to the next allocation; as in the
/// toolchain notes, `malloc_trim(0)` charges that cost here rather than to whatever runs
/// next.
///
/// Unlike the trace reader it checks nothing beyond JSON syntax and the types it walks,
/// so the comparison favours the baseline.
enum JSONCTreeBaseline {
    /// The samples of the trace in `bytes`, whose last byte must be a NUL.
    static func samples(_ bytes: UnsafeRawBufferPointer) throws(BenchmarkError) -> [TouchSample] {
        guard let base = bytes.baseAddress, bytes.count >= 1, bytes[bytes.count - 1] == 0,
            bytes.count <= Int(Int32.max)
        else {
            throw BenchmarkError("json-c tree: the input must end with a NUL and be under 2 GiB")
        }
        guard let tokener = json_tokener_new_ex(64) else { throw BenchmarkError("json-c tree: no tokener") }
        defer { json_tokener_free(tokener) }
        json_tokener_set_flags(tokener, JSON_TOKENER_STRICT)
        let root = json_tokener_parse_ex(tokener, base.assumingMemoryBound(to: CChar.self), Int32(bytes.count))
        let error = json_tokener_get_error(tokener)
        guard error == json_tokener_success, let root else {
            throw BenchmarkError("json-c tree: \(String(cString: json_tokener_error_desc(error)))")
        }
        defer {
            json_object_put(root)
            _ = mallocTrim(0)
        }
        return try walk(root)
    }

    private static func walk(_ root: OpaquePointer) throws(BenchmarkError) -> [TouchSample] {
        var touches: OpaquePointer?
        guard json_object_object_get_ex(root, "touches", &touches) != 0, let touches,
            json_object_get_type(touches) == json_type_array
        else { throw BenchmarkError("json-c tree: no touches array") }
        let count = json_object_array_length(touches)
        var samples: [TouchSample] = []
        samples.reserveCapacity(count)
        for index in 0..<count {
            guard let object = json_object_array_get_idx(touches, index),
                let t = number(object, "t"), let x = number(object, "x"), let y = number(object, "y"),
                let phase = phase(object)
            else { throw BenchmarkError("json-c tree: touches[\(index)] is not a sample") }
            var id = 0
            var value: OpaquePointer?
            if json_object_object_get_ex(object, "id", &value) != 0 {
                id = Int(json_object_get_int64(value))
            }
            samples.append(TouchSample(t: t, phase: phase, x: x, y: y, id: id, force: number(object, "force")))
        }
        return samples
    }

    private static func number(_ object: OpaquePointer, _ key: String) -> Double? {
        var value: OpaquePointer?
        guard json_object_object_get_ex(object, key, &value) != 0, let value else { return nil }
        let type = json_object_get_type(value)
        guard type == json_type_double || type == json_type_int else { return nil }
        return json_object_get_double(value)
    }

    private static func phase(_ object: OpaquePointer) -> TouchPhase? {
        var value: OpaquePointer?
        guard json_object_object_get_ex(object, "phase", &value) != 0, let value,
            json_object_get_type(value) == json_type_string, let text = json_object_get_string(value)
        else { return nil }
        return TouchPhase(rawValue: String(cString: text))
    }
}
