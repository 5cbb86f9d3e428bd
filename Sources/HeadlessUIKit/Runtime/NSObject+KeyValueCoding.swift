// Key-value coding's entry points on platforms without the Objective-C runtime, where
// swift-corelibs-foundation's NSObject has none. Layers answer (CALayer+KeyValueCoding.swift);
// any other object has no keys here. On Apple platforms NSObject's own are used.

#if !canImport(ObjectiveC)
    extension NSObject {
        /// The value for `key` [DOC value(forKey:)]. A layer answers with its property or
        /// stored key (see docs/objective-c.md, "Key-value coding"), an animation with the
        /// value attached under the key; any other object returns
        /// nil, with a `keyValueCoding.undefinedKey` diagnostic, where NSObject raises
        /// `NSUndefinedKeyException` on Apple platforms.
        public func value(forKey key: String) -> Any? {
            if let layer = self as? CALayer {
                return layer.codedValue(forKey: key)
            }
            if let animation = self as? CAAnimation {
                return animation.attachedValue(forKey: key)
            }
            NSObject.recordUndefinedKey(key, of: self)
            return nil
        }

        /// Sets the value for `key` [DOC setValue(_:forKey:)]. A layer sets its property or
        /// stores the key; any other object ignores it, with a `keyValueCoding.undefinedKey`
        /// diagnostic (NSObject raises on Apple platforms).
        public func setValue(_ value: Any?, forKey key: String) {
            if let layer = self as? CALayer {
                layer.setCodedValue(value, forKey: key)
                return
            }
            if let animation = self as? CAAnimation {
                animation.setAttachedValue(value, forKey: key)
                return
            }
            NSObject.recordUndefinedKey(key, of: self)
        }

        /// The value at `keyPath`, dot-separated [DOC value(forKeyPath:)]; a layer also reads
        /// the fields Core Animation adds ("position.x", "transform.scale").
        public func value(forKeyPath keyPath: String) -> Any? {
            if let layer = self as? CALayer {
                return layer.codedValue(forKeyPath: keyPath)
            }
            if let animation = self as? CAAnimation {
                return animation.attachedValue(forKey: keyPath)
            }
            NSObject.recordUndefinedKey(keyPath, of: self)
            return nil
        }

        /// Sets the value at `keyPath` [DOC setValue(_:forKeyPath:)]; see `value(forKeyPath:)`.
        public func setValue(_ value: Any?, forKeyPath keyPath: String) {
            if let layer = self as? CALayer {
                layer.setCodedValue(value, forKeyPath: keyPath)
                return
            }
            if let animation = self as? CAAnimation {
                animation.setAttachedValue(value, forKey: keyPath)
                return
            }
            NSObject.recordUndefinedKey(keyPath, of: self)
        }

        private static func recordUndefinedKey(_ key: String, of object: NSObject) {
            let subject = String(describing: type(of: object))
            CoreAnimationThread.perform {
                HeadlessDisplay.current.record(
                    .undefinedKey, subject: subject,
                    "no key \"\(key)\" here (key-value coding is modelled for layers only): nil, nothing set")
            }
        }
    }

    extension UIApplication {
        /// Key-value coding on the class, as NSObject's class objects answer it on Apple
        /// platforms: "sharedApplication" (`#keyPath(UIApplication.shared)`) is the shared
        /// application; any other key is nil, with a `keyValueCoding.undefinedKey` diagnostic.
        public class func value(forKey key: String) -> Any? {
            guard key == "sharedApplication" else {
                HeadlessDisplay.current.record(
                    .undefinedKey, subject: "UIApplication", "no class key \"\(key)\" here: nil")
                return nil
            }
            return shared
        }

        /// `value(forKey:)` for a key path of one key.
        public class func value(forKeyPath keyPath: String) -> Any? {
            value(forKey: keyPath)
        }
    }
#else
    // On Apple platforms NSObject's key-value coding calls these (not compiled in this
    // checkout's CI, which runs on Linux).
    extension CALayer {
        public override func value(forKey key: String) -> Any? { codedValue(forKey: key) }
        public override func setValue(_ value: Any?, forKey key: String) { setCodedValue(value, forKey: key) }
        public override func value(forKeyPath keyPath: String) -> Any? { codedValue(forKeyPath: keyPath) }
        public override func setValue(_ value: Any?, forKeyPath keyPath: String) {
            setCodedValue(value, forKeyPath: keyPath)
        }
    }

    extension CAAnimation {
        public override func value(forKey key: String) -> Any? { attachedValue(forKey: key) }
        public override func setValue(_ value: Any?, forKey key: String) { setAttachedValue(value, forKey: key) }
    }
#endif

extension HeadlessDiagnostic.Code {
    /// Key-value coding named a key the object does not have here; nil was read, nothing set
    /// (NSObject raises `NSUndefinedKeyException` on Apple platforms).
    public static let undefinedKey = Self("keyValueCoding.undefinedKey")
}
