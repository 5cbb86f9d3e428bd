import CJSONC

/// json-c building a whole trace document as a tree, and the touches walked out of it: the
/// way a json-c program reads a file when it does not stream (toolchain-notes.md §3, approach
/// a'). Not the trace reader: the benchmark measures the reader against it (docs/performance.md),
/// and it lives here so that only GestureTrace imports json-c.
///
/// One `json_tokener_parse_ex` over the whole buffer (strict mode, depth 64, the trailing NUL
/// included as json-c's header asks at the end of input), then a walk of `touches` into
/// ``TouchSample`` values, then `json_object_put`. It checks nothing beyond JSON syntax and the
/// types it walks.
package enum JSONCTreeSamples {
    /// Why the document gave no samples.
    package struct Failure: Error, Equatable {
        package var message: String
    }

    /// The samples of the trace in `bytes`, whose last byte must be a NUL.
    package static func samples(_ bytes: UnsafeRawBufferPointer) throws(Failure) -> [TouchSample] {
        guard let base = bytes.baseAddress, bytes.count >= 1, bytes[bytes.count - 1] == 0,
            bytes.count <= Int(Int32.max)
        else {
            throw Failure(message: "the input must end with a NUL and be under 2 GiB")
        }
        guard let tokener = json_tokener_new_ex(64) else { throw Failure(message: "no tokener") }
        defer { json_tokener_free(tokener) }
        json_tokener_set_flags(tokener, JSON_TOKENER_STRICT)
        let root = json_tokener_parse_ex(tokener, base.assumingMemoryBound(to: CChar.self), Int32(bytes.count))
        let error = json_tokener_get_error(tokener)
        guard error == json_tokener_success, let root else {
            throw Failure(message: String(cString: json_tokener_error_desc(error)))
        }
        defer { json_object_put(root) }
        return try walk(root)
    }

    private static func walk(_ root: OpaquePointer) throws(Failure) -> [TouchSample] {
        var touches: OpaquePointer?
        guard json_object_object_get_ex(root, "touches", &touches) != 0, let touches,
            json_object_get_type(touches) == json_type_array
        else { throw Failure(message: "no touches array") }
        let count = json_object_array_length(touches)
        var samples: [TouchSample] = []
        samples.reserveCapacity(count)
        for index in 0..<count {
            guard let object = json_object_array_get_idx(touches, index),
                let t = number(object, "t"), let x = number(object, "x"), let y = number(object, "y"),
                let phase = phase(object)
            else { throw Failure(message: "touches[\(index)] is not a sample") }
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
            json_object_get_type(value) == json_type_string
        else { return nil }
        return TouchPhase(rawValue: JSONCTree.string(value))
    }
}
