// Key-value observing of views' properties without the Objective-C runtime: the setters of the
// properties below tell the view's observers before and after each set (docs/objective-c.md,
// "Key-value observing").

/// A view property whose setter notifies key-value observers.
enum ObservedKey: Hashable, Sendable {
    case frame
    case bounds
    case center
    case transform
    case alpha
    case isHidden
    case contentOffset
    case contentSize
    case contentInset
}

#if !canImport(ObjectiveC)
    /// A view's key-value observations, made the first time something observes it; the setters
    /// of observed properties find it nil otherwise, and do nothing more.
    @MainActor
    final class KeyValueObserverList {
        private struct Registration {
            let key: ObservedKey
            weak var observation: NSKeyValueObservation?
        }

        private var registrations: [Registration] = []

        func add(_ observation: NSKeyValueObservation, for key: ObservedKey) {
            registrations.append(Registration(key: key, observation: observation))
        }

        func willChange(_ key: ObservedKey) {
            notify(key, .willChange)
        }

        func didChange(_ key: ObservedKey) {
            notify(key, .didChange)
        }

        /// Calls the valid observations of `key` in the order they were made, and forgets the ones
        /// released or invalidated. Iterates a copy: a handler may observe or invalidate.
        private func notify(_ key: ObservedKey, _ phase: KeyValueObservationPhase) {
            var sawInvalid = false
            for registration in registrations where registration.key == key {
                guard let observation = registration.observation, observation.isValid else {
                    sawInvalid = true
                    continue
                }
                observation.notify(phase)
            }
            if sawInvalid {
                registrations.removeAll { $0.observation?.isValid != true }
            }
        }
    }

    extension UIView {
        /// Runs `change`, the set of the observable property `key`, telling the view's key-value
        /// observers before and after. Without observers it only runs `change`.
        @inline(__always)
        func notifyingObservers(of key: ObservedKey, _ change: () -> Void) {
            guard let observers = keyValueObservers else {
                change()
                return
            }
            observers.willChange(key)
            change()
            observers.didChange(key)
        }

        /// The observable property `keyPath` names, among a view's. Key paths are compared as
        /// values, so the candidates are formed on the observer's own static type.
        static func observedViewKey<View: UIView>(_ keyPath: AnyKeyPath, of _: View.Type) -> ObservedKey? {
            let candidates: [(AnyKeyPath, ObservedKey)] = [
                (\View.frame, .frame), (\View.bounds, .bounds), (\View.center, .center),
                (\View.transform, .transform), (\View.alpha, .alpha), (\View.isHidden, .isHidden),
            ]
            return candidates.first { $0.0 == keyPath }?.1
        }

        /// The observable property `keyPath` names, among a scroll view's and a view's.
        static func observedScrollViewKey<View: UIScrollView>(_ keyPath: AnyKeyPath, of type: View.Type) -> ObservedKey?
        {
            let candidates: [(AnyKeyPath, ObservedKey)] = [
                (\View.contentOffset, .contentOffset), (\View.contentSize, .contentSize),
                (\View.contentInset, .contentInset),
            ]
            return candidates.first { $0.0 == keyPath }?.1 ?? observedViewKey(keyPath, of: type)
        }

        /// An observation of `keyPath` of `object`, which is `key` (nil: not observable here).
        static func makeObservation<View: UIView, Value>(
            of object: View, _ keyPath: KeyPath<View, Value>, key: ObservedKey?, options: NSKeyValueObservingOptions,
            changeHandler: @escaping (View, NSKeyValueObservedChange<Value>) -> Void
        ) -> NSKeyValueObservation {
            weak let weakObject = object
            var oldValue: Value?
            let observation = NSKeyValueObservation { phase in
                MainActor.assumeIsolated {
                    guard let object = weakObject else { return }
                    switch phase {
                    case .initial:
                        let new = options.contains(.new) ? object[keyPath: keyPath] : nil
                        changeHandler(
                            object,
                            NSKeyValueObservedChange(
                                kind: .setting, newValue: new, oldValue: nil, indexes: nil, isPrior: false))
                    case .willChange:
                        oldValue = options.contains(.old) ? object[keyPath: keyPath] : nil
                        if options.contains(.prior) {
                            changeHandler(
                                object,
                                NSKeyValueObservedChange(
                                    kind: .setting, newValue: nil, oldValue: oldValue, indexes: nil, isPrior: true))
                        }
                    case .didChange:
                        let new = options.contains(.new) ? object[keyPath: keyPath] : nil
                        let old = oldValue
                        oldValue = nil
                        changeHandler(
                            object,
                            NSKeyValueObservedChange(
                                kind: .setting, newValue: new, oldValue: old, indexes: nil, isPrior: false))
                    }
                }
            }
            if let key {
                let observers = object.keyValueObservers ?? KeyValueObserverList()
                object.keyValueObservers = observers
                observers.add(observation, for: key)
            } else {
                HeadlessDisplay.current.record(
                    .unobservedKeyPath, subject: String(describing: View.self),
                    "\(keyPath) is not observable here (observable: frame, bounds, center, transform, alpha, isHidden, "
                        + "and a scroll view's contentOffset, contentSize, contentInset); only .initial is reported")
            }
            if options.contains(.initial) {
                observation.notify(.initial)
            }
            return observation
        }
    }

    extension HeadlessDiagnostic.Code {
        /// A key-value observation names a property whose changes are not reported here.
        public static let unobservedKeyPath = Self("keyValueObserving.unobservedKeyPath")
    }

    /// The protocol Foundation's `observe(_:options:changeHandler:)` is declared on (on Apple
    /// platforms every `NSObject` conforms). Here views conform, and only the properties listed
    /// in docs/objective-c.md report changes.
    public protocol _KeyValueCodingAndObserving {}

    extension UIView: _KeyValueCodingAndObserving {}

    extension _KeyValueCodingAndObserving where Self: UIView {
        /// Observes the property at `keyPath`: `changeHandler` is called after every set through
        /// its setter, even of an equal value, as Foundation's automatic notification does; with
        /// `.initial`, once at once; with `.prior`, also before each set. The properties
        /// observed are `frame`, `bounds`, `center`, `transform`, `alpha` and `isHidden`, each
        /// notified by its own setter only (setting `bounds` does not notify `frame`
        /// observers). Any other key path records a `keyValueObserving.unobservedKeyPath`
        /// diagnostic, and only `.initial` is reported.
        @preconcurrency @MainActor
        public func observe<Value>(
            _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
            changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
        ) -> NSKeyValueObservation {
            UIView.makeObservation(
                of: self, keyPath, key: UIView.observedViewKey(keyPath, of: Self.self), options: options,
                changeHandler: changeHandler)
        }
    }

    extension _KeyValueCodingAndObserving where Self: UIScrollView {
        /// Observes the property at `keyPath`, as a view's; a scroll view also reports
        /// `contentOffset` (set by dragging, deceleration and `setContentOffset(_:animated:)`
        /// too), `contentSize` and `contentInset`.
        @preconcurrency @MainActor
        public func observe<Value>(
            _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
            changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
        ) -> NSKeyValueObservation {
            UIView.makeObservation(
                of: self, keyPath, key: UIView.observedScrollViewKey(keyPath, of: Self.self), options: options,
                changeHandler: changeHandler)
        }
    }
#else
    extension UIView {
        /// Runs `change`: on Apple platforms Foundation's key-value observing is used instead.
        @inline(__always)
        func notifyingObservers(of key: ObservedKey, _ change: () -> Void) {
            change()
        }
    }
#endif
