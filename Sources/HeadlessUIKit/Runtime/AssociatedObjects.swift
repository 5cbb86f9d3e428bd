// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// The Objective-C runtime's associated objects, on platforms without the runtime: a side table
// keyed by the owner's identity and the key's address. On Apple platforms the runtime's own
// functions are used and nothing here is compiled (docs/objective-c.md, "Associated objects").

#if !canImport(ObjectiveC)
    /// How an associated value is kept, as the Objective-C runtime's `objc_AssociationPolicy`
    /// (same raw values).
    ///
    /// Every access is serialized by one lock here, so the atomic and nonatomic policies behave
    /// alike. `OBJC_ASSOCIATION_ASSIGN` keeps an object weakly (it reads as nil once the object
    /// is gone, where the runtime keeps a dangling pointer) and a value type as it is.
    public enum objc_AssociationPolicy: UInt, Sendable {
        /// A weak reference (the runtime's is unretained and unsafe).
        case OBJC_ASSOCIATION_ASSIGN = 0
        /// A strong reference.
        case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
        /// A copy (`NSCopying.copy()`), kept strongly; values that cannot be copied are kept.
        case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
        /// A strong reference.
        case OBJC_ASSOCIATION_RETAIN = 769
        /// A copy, kept strongly.
        case OBJC_ASSOCIATION_COPY = 771
    }

    /// Associates `value` with `object` under `key` (the address of a variable the caller
    /// owns), replacing any value there; nil removes it [DOC objc_setAssociatedObject].
    ///
    /// `object` must be a class instance: a value type is boxed afresh at every call, so
    /// nothing set on it can be read back (as on Apple platforms). The side table holds the
    /// owner weakly. Guarantees: a value is never returned for another object, even one that
    /// reuses a released owner's address; a released owner's values are released at the latest
    /// when the table is next swept, which the set and remove calls do whenever the number of
    /// owners has doubled since the last sweep (amortized constant time). The runtime releases
    /// them during the owner's deallocation, which Swift offers no hook for.
    public func objc_setAssociatedObject(
        _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
    ) {
        AssociationTable.shared.set(object as AnyObject, key: UInt(bitPattern: key), value: value, policy: policy)
    }

    /// The value associated with `object` under `key`, or nil [DOC objc_getAssociatedObject].
    public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
        AssociationTable.shared.value(of: object as AnyObject, key: UInt(bitPattern: key))
    }

    /// Removes every value associated with `object` [DOC objc_removeAssociatedObjects].
    public func objc_removeAssociatedObjects(_ object: Any) {
        AssociationTable.shared.removeAll(of: object as AnyObject)
    }

    /// The side table behind the functions above: one entry per owner, found by the owner's
    /// `ObjectIdentifier` and checked against a weak reference, so an entry whose owner is gone
    /// is never attributed to a new object at the same address. One lock serializes every
    /// access (the functions may be called from any thread).
    final class AssociationTable: @unchecked Sendable {
        static let shared = AssociationTable()

        /// One owner's values.
        private struct Entry {
            weak var owner: AnyObject?
            var values: [UInt: StoredValue]
        }

        /// A value as its policy keeps it.
        private enum StoredValue {
            case strong(Any)
            case weak(WeakBox)

            var value: Any? {
                switch self {
                case .strong(let value): value
                case .weak(let box): box.object
                }
            }
        }

        private final class WeakBox {
            weak var object: AnyObject?
            init(_ object: AnyObject) { self.object = object }
        }

        private let lock = NSLock()
        private var entries: [ObjectIdentifier: Entry] = [:]
        /// The number of entries after the last sweep; the next set sweeps past twice that.
        private var countAtLastSweep = 0

        /// The number of owners with values (live or not yet swept), for tests.
        var ownerCount: Int {
            lock.withLock { entries.count }
        }

        func set(_ object: AnyObject, key: UInt, value: Any?, policy: objc_AssociationPolicy) {
            let stored = value.map { Self.store($0, policy: policy) }
            // What is replaced or swept is released after the lock is left, as a deinit may
            // call these functions again.
            let garbage: [Any] = lock.withLock {
                var garbage: [Any] = []
                let id = ObjectIdentifier(object)
                var values: [UInt: StoredValue] = [:]
                if let current = entries[id] {
                    if current.owner === object {
                        values = current.values
                    } else {
                        garbage.append(current.values)  // A released owner's, at a reused address.
                    }
                }
                if let stored {
                    garbage.append(values.updateValue(stored, forKey: key) as Any)
                } else {
                    garbage.append(values.removeValue(forKey: key) as Any)
                }
                entries[id] = values.isEmpty ? nil : Entry(owner: object, values: values)
                garbage.append(sweepIfGrown() as Any)
                return garbage
            }
            _ = garbage
        }

        func value(of object: AnyObject, key: UInt) -> Any? {
            lock.withLock {
                guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
                return entry.values[key]?.value
            }
        }

        func removeAll(of object: AnyObject) {
            let garbage: [Any] = lock.withLock {
                [entries.removeValue(forKey: ObjectIdentifier(object)) as Any, sweepIfGrown() as Any]
            }
            _ = garbage
        }

        /// Drops the entries whose owner is gone, when the table has doubled since the last
        /// sweep; returns the table as it was, for the caller to release outside the lock.
        /// Called with the lock held.
        private func sweepIfGrown() -> [ObjectIdentifier: Entry]? {
            guard entries.count > Swift.max(2 * countAtLastSweep, 16) else { return nil }
            let previous = entries
            entries = entries.filter { $0.value.owner != nil }
            countAtLastSweep = entries.count
            return previous
        }

        private static func store(_ value: Any, policy: objc_AssociationPolicy) -> StoredValue {
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                if type(of: value) is AnyClass {
                    return .weak(WeakBox(value as AnyObject))
                }
                return .strong(value)
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                return .strong((value as? any NSCopying)?.copy(with: nil) ?? value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                return .strong(value)
            }
        }
    }
#endif
