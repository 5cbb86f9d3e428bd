/// A transition animation of a layer's whole content (QuartzCore API), used by
/// `UIView.transition(with:...)` and `UIView.transition(from:to:...)`.
///
/// Headlessly there are no pixels: a transition changes no property value. It is still a real
/// animation on the layer (under the key `kCATransition`, "transition"), with timing, delegate
/// calls, completion and removal, so what is observable without pixels (how long it runs, when
/// completions fire, which views are in the hierarchy) behaves as on iOS.
open class CATransition: CAAnimation {
    /// The kind of transition. Default `.fade`.
    open var type: CATransitionType = .fade {
        didSet { refuseIfFrozen(&type, oldValue, "type") }
    }

    /// The direction of the transition, or nil.
    open var subtype: CATransitionSubtype? {
        didSet { refuseIfFrozen(&subtype, oldValue, "subtype") }
    }

    /// Where in the transition to start, 0...1. Default 0.
    open var startProgress: Float = 0 {
        didSet { refuseIfFrozen(&startProgress, oldValue, "startProgress") }
    }

    /// Where in the transition to end, 0...1. Default 1.
    open var endProgress: Float = 1 {
        didSet { refuseIfFrozen(&endProgress, oldValue, "endProgress") }
    }

    override func makeEmptyInstance() -> CAAnimation {
        CATransition()
    }

    override func copyProperties(from source: CAAnimation) {
        super.copyProperties(from: source)
        guard let source = source as? CATransition else { return }
        type = source.type
        subtype = source.subtype
        startProgress = source.startProgress
        endProgress = source.endProgress
    }
}

/// The key under which transitions are added to a layer (`kCATransition`).
public let kCATransition = "transition"

/// A kind of layer transition, a string-backed type as in the SDK.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a layer transition, a string-backed type as in the SDK.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
