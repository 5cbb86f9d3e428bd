#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The keys a touch sample may have, recognised from bytes without making a String:
/// from a span of the input (the fast path) or from json-c's NUL-terminated key.
enum SampleField {
    case t, phase, x, y, id, force

    /// A distinct bit per key, for the seen-once check.
    var bit: UInt8 {
        switch self {
        case .t: return 1
        case .phase: return 2
        case .x: return 4
        case .y: return 8
        case .id: return 16
        case .force: return 32
        }
    }

    /// The key spelled by exactly these bytes, or nil for any other key.
    init?(_ bytes: UnsafePointer<UInt8>, count: Int) {
        guard count > 0 else { return nil }
        switch (count, bytes[0]) {
        case (1, UInt8(ascii: "t")): self = .t
        case (1, UInt8(ascii: "x")): self = .x
        case (1, UInt8(ascii: "y")): self = .y
        case (2, UInt8(ascii: "i")) where bytes[1] == UInt8(ascii: "d"): self = .id
        case (5, UInt8(ascii: "p")) where memcmp(bytes, "phase", 5) == 0: self = .phase
        case (5, UInt8(ascii: "f")) where memcmp(bytes, "force", 5) == 0: self = .force
        default: return nil
        }
    }

    /// The key spelled by a NUL-terminated string, or nil for any other key.
    init?(cString key: UnsafePointer<CChar>) {
        self.init(UnsafeRawPointer(key).assumingMemoryBound(to: UInt8.self), count: strlen(key))
    }
}

extension TouchPhase {
    /// The phase whose name is exactly these bytes.
    init?(bytes: UnsafeRawBufferPointer) {
        func spells(_ name: StaticString) -> Bool {
            guard bytes.count == name.utf8CodeUnitCount, let base = bytes.baseAddress else { return false }
            return memcmp(base, name.utf8Start, bytes.count) == 0
        }
        switch bytes.first {
        case UInt8(ascii: "b") where spells("began"): self = .began
        case UInt8(ascii: "m") where spells("moved"): self = .moved
        case UInt8(ascii: "e") where spells("ended"): self = .ended
        case UInt8(ascii: "s") where spells("stationary"): self = .stationary
        case UInt8(ascii: "c") where spells("cancelled"): self = .cancelled
        default: return nil
        }
    }
}
