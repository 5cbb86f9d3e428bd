// Key-value coding of layers, as Core Animation extends it [DOC "Core Animation Programming
// Guide: Key-Value Coding Extensions"]: the layer's properties by their Objective-C names, the
// fields of its structures and transforms by key path ("position.x", "transform.scale"), and
// any other key stored on the layer. On Linux these are the bodies of `NSObject`'s
// `value(forKey:)` family (Runtime/NSObject+KeyValueCoding.swift); see docs/objective-c.md.

extension CALayer {
    /// The value of the property or stored key `key`, boxed as key-value coding returns it:
    /// numbers as `NSNumber`, points, sizes, rectangles and transforms as `NSValue`, colors as
    /// `CGColor`. A key that is not a property reads what `setValue(_:forKey:)` stored, or nil.
    func codedValue(forKey key: String) -> Any? {
        if !key.contains("."), let property = AnimatableProperty(keyPath: key), !property.isContent {
            return codedValue(of: property)
        }
        if let accessor = CALayer.codedAccessors[key] ?? CALayer.classAccessor(key, of: self) {
            return accessor.get(self)
        }
        return contentValues.codedValues[key]
    }

    /// Sets the property or stored key `key`. A property is set through its setter, so the
    /// change runs its action as an assignment does; a value of the wrong type is ignored,
    /// with a `keyValueCoding.invalidValue` diagnostic (Core Animation raises). Any other key
    /// is stored on the layer (nil removes it) and copied by `init(layer:)`.
    func setCodedValue(_ value: Any?, forKey key: String) {
        if !key.contains("."), let property = AnimatableProperty(keyPath: key), !property.isContent {
            setCodedValue(value, of: property, keyPath: key)
        } else if let accessor = CALayer.codedAccessors[key] ?? CALayer.classAccessor(key, of: self) {
            if !accessor.set(self, value) {
                CALayer.recordInvalidValue(value, key: key)
            }
        } else {
            contentValues.codedValues[key] = value
        }
    }

    /// The value at `keyPath`: a key, a field of an animatable structure or transform
    /// ("position.x", "bounds.size.width", "transform.rotation.z", "transform.scale"), or a key
    /// followed by a path into the layer it names ("mask.opacity"); nil otherwise.
    func codedValue(forKeyPath keyPath: String) -> Any? {
        if let property = AnimatableProperty(keyPath: keyPath), !property.isContent {
            return codedValue(of: property)
        }
        guard let dot = keyPath.firstIndex(of: ".") else {
            return codedValue(forKey: keyPath)
        }
        let next = codedValue(forKey: String(keyPath[..<dot]))
        return (next as? CALayer)?.codedValue(forKeyPath: String(keyPath[keyPath.index(after: dot)...]))
    }

    /// Sets the value at `keyPath`, with the paths `codedValue(forKeyPath:)` reads. A field is
    /// set by setting its whole property ("position.x" sets `position`), so one action runs.
    func setCodedValue(_ value: Any?, forKeyPath keyPath: String) {
        if let property = AnimatableProperty(keyPath: keyPath), !property.isContent {
            setCodedValue(value, of: property, keyPath: keyPath)
            return
        }
        guard let dot = keyPath.firstIndex(of: ".") else {
            setCodedValue(value, forKey: keyPath)
            return
        }
        let first = String(keyPath[..<dot])
        guard let next = codedValue(forKey: first) as? CALayer else {
            CALayer.recordInvalidValue(value, key: keyPath)
            return
        }
        next.setCodedValue(value, forKeyPath: String(keyPath[keyPath.index(after: dot)...]))
    }

    // MARK: Animatable properties and their fields

    private func codedValue(of property: AnimatableProperty) -> Any? {
        if property == .backgroundColor {
            return backgroundColor
        }
        switch LayerPresentation(modelOf: self).value(of: property) {
        case .scalar(let value): return NSNumber(value: value)
        case .point(let point): return NSValue(cgPoint: point)
        case .size(let size): return NSValue(cgSize: size)
        case .rect(let rect): return NSValue(cgRect: rect)
        case .transform(let transform): return NSValue(caTransform3D: transform)
        case .color(let color): return color.cgColor
        case .path, .colors, .numbers: return nil
        }
    }

    private func setCodedValue(_ value: Any?, of property: AnimatableProperty, keyPath: String) {
        if property == .backgroundColor, value == nil {
            backgroundColor = nil
            return
        }
        guard let value, let converted = AnimationValue(converting: value, to: property.kind) else {
            CALayer.recordInvalidValue(value, key: keyPath)
            return
        }
        var values = LayerPresentation(modelOf: self)
        values.setValue(converted, for: property)
        switch property.rootKey {
        case "position": position = values.position
        case "bounds": bounds = values.bounds
        case "anchorPoint": anchorPoint = values.anchorPoint
        case "anchorPointZ": anchorPointZ = values.anchorPointZ
        case "zPosition": zPosition = values.zPosition
        case "opacity": opacity = values.opacity
        case "cornerRadius": cornerRadius = values.cornerRadius
        case "backgroundColor": backgroundColor = values.backgroundColor
        case "transform": transform = values.transform
        case "sublayerTransform": sublayerTransform = values.sublayerTransform
        default: break
        }
    }

    // MARK: Other properties

    /// How key-value coding reads and writes a property that is not animatable here; `set`
    /// returns false for a value of the wrong type.
    private struct CodedAccessor: Sendable {
        let get: @Sendable (CALayer) -> Any?
        let set: @Sendable (CALayer, Any?) -> Bool
    }

    /// The layer's other properties, by their Objective-C names (`hidden` for `isHidden`).
    private static let codedAccessors: [String: CodedAccessor] = [
        "frame": rect(\.frame),
        "hidden": bool(\.isHidden),
        "masksToBounds": bool(\.masksToBounds),
        "doubleSided": bool(\.isDoubleSided),
        "opaque": bool(\.isOpaque),
        "shouldRasterize": bool(\.shouldRasterize),
        "rasterizationScale": number(\.rasterizationScale),
        "contentsScale": number(\.contentsScale),
        "contentsRect": rect(\.contentsRect),
        "borderWidth": number(\.borderWidth),
        "borderColor": object(\.borderColor),
        "shadowColor": object(\.shadowColor),
        "shadowOpacity": CodedAccessor(
            get: { NSNumber(value: $0.shadowOpacity) },
            set: { layer, value in
                guard let number = value.flatMap(AnimationValue.number(from:)) else { return false }
                layer.shadowOpacity = Float(number)
                return true
            }),
        "shadowRadius": number(\.shadowRadius),
        "shadowOffset": CodedAccessor(
            get: { NSValue(cgSize: $0.shadowOffset) },
            set: { layer, value in
                guard let value, case .size(let size)? = AnimationValue(converting: value, to: .size) else {
                    return false
                }
                layer.shadowOffset = size
                return true
            }),
        "shadowPath": object(\.shadowPath),
        "contents": CodedAccessor(
            get: { $0.contents },
            set: {
                $0.contents = $1
                return true
            }),
        "mask": object(\.mask),
        "name": object(\.name),
    ]

    /// The properties of shape and gradient layers, by name, on layers of those classes (on
    /// another layer the key is stored like any other).
    private static func classAccessor(_ key: String, of layer: CALayer) -> CodedAccessor? {
        switch layer {
        case is CAShapeLayer: shapeAccessors[key]
        case is CAGradientLayer: gradientAccessors[key]
        default: nil
        }
    }

    private static let shapeAccessors: [String: CodedAccessor] = [
        "path": member(\CAShapeLayer.path),
        "fillColor": member(\CAShapeLayer.fillColor),
        "strokeColor": member(\CAShapeLayer.strokeColor),
        "strokeStart": member(\CAShapeLayer.strokeStart),
        "strokeEnd": member(\CAShapeLayer.strokeEnd),
        "lineWidth": member(\CAShapeLayer.lineWidth),
        "lineDashPhase": member(\CAShapeLayer.lineDashPhase),
        "miterLimit": member(\CAShapeLayer.miterLimit),
    ]

    private static let gradientAccessors: [String: CodedAccessor] = [
        "colors": member(\CAGradientLayer.colors),
        "locations": member(\CAGradientLayer.locations),
        "startPoint": member(\CAGradientLayer.startPoint),
        "endPoint": member(\CAGradientLayer.endPoint),
    ]

    /// A number property of a layer subclass.
    private static func member<Layer: CALayer>(
        _ keyPath: any ReferenceWritableKeyPath<Layer, CGFloat> & Sendable
    ) -> CodedAccessor {
        CodedAccessor(
            get: { ($0 as? Layer).map { NSNumber(value: Double($0[keyPath: keyPath])) } },
            set: { layer, value in
                guard let layer = layer as? Layer, let number = value.flatMap(AnimationValue.number(from:)) else {
                    return false
                }
                layer[keyPath: keyPath] = CGFloat(number)
                return true
            })
    }

    /// A point property of a layer subclass.
    private static func member<Layer: CALayer>(
        _ keyPath: any ReferenceWritableKeyPath<Layer, CGPoint> & Sendable
    ) -> CodedAccessor {
        CodedAccessor(
            get: { ($0 as? Layer).map { NSValue(cgPoint: $0[keyPath: keyPath]) } },
            set: { layer, value in
                guard let layer = layer as? Layer, let value,
                    case .point(let point)? = AnimationValue(converting: value, to: .point)
                else { return false }
                layer[keyPath: keyPath] = point
                return true
            })
    }

    /// An optional property of a layer subclass, set as it is given: nil, or a value of its type.
    private static func member<Layer: CALayer, Value>(
        _ keyPath: any ReferenceWritableKeyPath<Layer, Value?> & Sendable
    ) -> CodedAccessor {
        CodedAccessor(
            get: { ($0 as? Layer)?[keyPath: keyPath] },
            set: { layer, value in
                guard let layer = layer as? Layer else { return false }
                if value == nil {
                    layer[keyPath: keyPath] = nil
                    return true
                }
                guard let typed = value as? Value else { return false }
                layer[keyPath: keyPath] = typed
                return true
            })
    }

    private static func bool(_ keyPath: any ReferenceWritableKeyPath<CALayer, Bool> & Sendable) -> CodedAccessor {
        CodedAccessor(
            get: { NSNumber(value: $0[keyPath: keyPath]) },
            set: { layer, value in
                guard let flag = (value as? Bool) ?? (value as? NSNumber)?.boolValue else { return false }
                layer[keyPath: keyPath] = flag
                return true
            })
    }

    private static func number(_ keyPath: any ReferenceWritableKeyPath<CALayer, CGFloat> & Sendable) -> CodedAccessor {
        CodedAccessor(
            get: { NSNumber(value: Double($0[keyPath: keyPath])) },
            set: { layer, value in
                guard let number = value.flatMap(AnimationValue.number(from:)) else { return false }
                layer[keyPath: keyPath] = CGFloat(number)
                return true
            })
    }

    private static func rect(_ keyPath: any ReferenceWritableKeyPath<CALayer, CGRect> & Sendable) -> CodedAccessor {
        CodedAccessor(
            get: { NSValue(cgRect: $0[keyPath: keyPath]) },
            set: { layer, value in
                guard let value, case .rect(let rect)? = AnimationValue(converting: value, to: .rect) else {
                    return false
                }
                layer[keyPath: keyPath] = rect
                return true
            })
    }

    /// An optional property set as it is given: nil, or a value of its type.
    private static func object<Value>(
        _ keyPath: any ReferenceWritableKeyPath<CALayer, Value?> & Sendable
    ) -> CodedAccessor {
        CodedAccessor(
            get: { $0[keyPath: keyPath] },
            set: { layer, value in
                guard value == nil || value is Value else { return false }
                layer[keyPath: keyPath] = value as? Value
                return true
            })
    }

    /// Records that key-value coding was given a value it cannot store at `key`.
    static func recordInvalidValue(_ value: Any?, key: String) {
        let found = value.map { String(describing: type(of: $0)) } ?? "nil"
        CoreAnimationThread.perform {
            HeadlessDisplay.current.record(
                .invalidCodedValue, subject: "CALayer",
                "setValue(_:forKeyPath: \"\(key)\") with a \(found): not a value for that key; nothing is set")
        }
    }
}

extension HeadlessDiagnostic.Code {
    /// Key-value coding was given a value of the wrong type for a layer property, or a key
    /// path it cannot follow; nothing was set (Core Animation raises an exception).
    public static let invalidCodedValue = Self("keyValueCoding.invalidValue")
}
