import CJSONC

/// Reading json-c's tree: types, numbers, strings and object members. Every function here
/// takes a json-c object it does not own and returns Swift values only.
enum JSONCTree {
    /// The integers beyond 64 bits a ``LexicalChecker`` found in a value, met again while
    /// walking the tree in document order (json-c keeps members in insertion order, and the
    /// reader refuses duplicate keys, so the tree's order is the document's).
    struct NumberCursor {
        private let outOfRange: [Int]
        private var nextOutOfRange = 0
        private var ordinal = 0

        init(outOfRange: [Int]) {
            self.outOfRange = outOfRange
        }

        /// Counts the next number; true if it is one json-c clamped.
        mutating func nextIsOutOfRange() -> Bool {
            defer { ordinal += 1 }
            guard nextOutOfRange < outOfRange.count, outOfRange[nextOutOfRange] == ordinal else { return false }
            nextOutOfRange += 1
            return true
        }
    }

    static let outOfRangeMessage =
        "integer out of range: beyond the 64 bits json-c reads exactly (write a fraction or an exponent if a number is meant)"

    /// Converts a tree (nil is JSON null) to a ``JSONValue``, refusing integers json-c
    /// clamped and numbers that overflow a Double.
    static func value(_ object: OpaquePointer?, at path: JSONPath, numbers: inout NumberCursor) throws(ReadFailure)
        -> JSONValue
    {
        guard let object else { return .null }
        let type = json_object_get_type(object)
        if type == json_type_boolean {
            return .bool(json_object_get_boolean(object) != 0)
        } else if type == json_type_int || type == json_type_double {
            if numbers.nextIsOutOfRange() { throw .content(at: path, outOfRangeMessage) }
            return .number(try number(object, at: path))
        } else if type == json_type_string {
            return .string(string(object))
        } else if type == json_type_array {
            let count = json_object_array_length(object)
            var elements: [JSONValue] = []
            elements.reserveCapacity(count)
            for index in 0..<count {
                elements.append(
                    try value(
                        json_object_array_get_idx(object, index), at: path.appending(index: index), numbers: &numbers))
            }
            return .array(elements)
        } else if type == json_type_object {
            var members: [JSONValue.Member] = []
            var failure: ReadFailure?
            forEachMember(of: object) { key, member in
                do throws(ReadFailure) {
                    let key = String(cString: key)
                    members.append(
                        .init(key: key, value: try value(member, at: path.appending(key), numbers: &numbers)))
                    return true
                } catch {
                    failure = error
                    return false
                }
            }
            if let failure { throw failure }
            return .object(members)
        }
        return .null
    }

    /// A json-c number as a finite ``JSONNumber``; the caller has checked the type.
    static func number(_ object: OpaquePointer, at path: JSONPath) throws(ReadFailure) -> JSONNumber {
        if json_object_get_type(object) == json_type_int {
            let signed = json_object_get_int64(object)
            if signed == .max {
                let unsigned = json_object_get_uint64(object)
                if unsigned > UInt64(Int.max) { return .largeInteger(unsigned) }
            }
            return .integer(Int(signed))
        }
        let value = json_object_get_double(object)
        guard value.isFinite else { throw .content(at: path, nonFiniteMessage(object)) }
        return .double(value)
    }

    static func nonFiniteMessage(_ object: OpaquePointer) -> String {
        let text = json_object_to_json_string_ext(object, JSON_C_TO_STRING_PLAIN).map { String(cString: $0) } ?? "?"
        return "number out of range: \(text) overflows a Double"
    }

    /// A json-c string's bytes (which may hold `\u0000`) as a String; the checker has made
    /// sure they are valid UTF-8.
    static func string(_ object: OpaquePointer) -> String {
        guard let pointer = json_object_get_string(object) else { return "" }
        let count = Int(json_object_get_string_len(object))
        return String(decoding: UnsafeRawBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// Calls `body` with each member's NUL-terminated key and value, in document order,
    /// until it returns false.
    static func forEachMember(
        of object: OpaquePointer,
        _ body: (UnsafePointer<CChar>, OpaquePointer?) -> Bool
    ) {
        guard let table = json_object_get_object(object) else { return }
        var entry = table.pointee.head
        while let current = entry {
            guard let key = current.pointee.k else { break }
            let value = current.pointee.v.map { OpaquePointer($0) }
            if !body(key.assumingMemoryBound(to: CChar.self), value) { return }
            entry = current.pointee.next
        }
    }

    /// How a json-c value reads after "found" in a message (see ``JSONValue/summary``).
    static func summary(_ object: OpaquePointer?) -> String {
        guard let object else { return "null" }
        let type = json_object_get_type(object)
        if type == json_type_array { return "an array" }
        if type == json_type_object { return "an object" }
        var cursor = NumberCursor(outOfRange: [])
        return (try? value(object, at: .root, numbers: &cursor))?.summary ?? "a number out of range"
    }
}
