#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// Capturing and restoring the state an animator changes on views (uikit-semantics.md
// §8 item 6: after a cancelled transition nothing puts transforms, anchor points and alpha back).
//
// This file uses UIKit API only (UIKit and QuartzCore names; no harness types): it builds
// against UIKit in an iOS app and against HeadlessUIKit elsewhere, unchanged. The companion
// file `UIView+AnchorPoint.swift` is independent of this one.

/// The captured state of a set of views, to put back after a cancelled transition.
///
/// UIKit restores nothing when an interactive transition is cancelled: every transform,
/// anchor point, alpha and hierarchy change an animator made stays made unless the animator
/// undoes it. Capture the views an animator will touch before it touches them, and call
/// ``restore()`` in the completion when the transition was cancelled:
///
/// ```swift
/// let state = TransitionViewState.capture([fromView, toView, cardView])
/// // ... animate: transforms, anchor points, alpha, re-parenting ...
/// animator.addCompletion { _ in
///     if context.transitionWasCancelled { state.restore() }
///     context.completeTransition(!context.transitionWasCancelled)
/// }
/// ```
///
/// For each view it records ``Properties``: `frame`, `bounds`, `center`, the affine
/// `transform`, the layer's 3-D `transform`, `anchorPoint`, `anchorPointZ`, `alpha`,
/// `isHidden`, `isUserInteractionEnabled`, the superview (weakly) and the index among the
/// superview's subviews. ``restore()`` writes them back so that every recorded property reads
/// back exactly as captured (the frame, which UIKit computes from the others, is then the
/// captured frame).
///
/// The value holds the captured views strongly, so that a view an animator removed can be
/// put back, and their superviews weakly: a captured superview that no longer exists cannot
/// be returned to, and its view is then left where it is.
///
/// This file uses UIKit API only: it compiles unchanged in an iOS app. Call ``restore()`` outside animation blocks (for
/// example inside `UIView.performWithoutAnimation`): inside one, each property would animate
/// on its own and the view would drift on the way even though it ends in place.
@MainActor
public struct TransitionViewState {
    /// The recorded state of one view.
    ///
    /// `Equatable` is exact (every `CGFloat` compared with `==`), and compares superviews by
    /// identity.
    public struct Properties: Equatable {
        /// The frame, recorded for comparison only: UIKit computes it from the bounds, the
        /// anchor point, the center and the transform, and documents setting it as undefined
        /// under a transform, so ``TransitionViewState/restore()`` never sets it.
        public let frame: CGRect
        /// `bounds`, origin included.
        public let bounds: CGRect
        /// `center`, which is `layer.position`.
        public let center: CGPoint
        /// The view's affine `transform` (the affine part of ``layerTransform``).
        public let transform: CGAffineTransform
        /// `layer.transform`, the full 3-D transform (`transform3D` on iOS 13 and later).
        public let layerTransform: CATransform3D
        /// `layer.anchorPoint`, in unit coordinates of the bounds.
        public let anchorPoint: CGPoint
        /// `layer.anchorPointZ`.
        public let anchorPointZ: CGFloat
        /// `alpha`.
        public let alpha: CGFloat
        /// `isHidden`.
        public let isHidden: Bool
        /// `isUserInteractionEnabled`.
        public let isUserInteractionEnabled: Bool
        /// The superview, held weakly; nil when the view had none, or when it has since been
        /// deallocated.
        public private(set) weak var superview: UIView?
        /// Whether the view had a superview when captured (true even once that superview is
        /// gone).
        public let hadSuperview: Bool
        /// The index among the superview's subviews (0 is the back), or nil without a
        /// superview.
        public let indexInSuperview: Int?

        /// Reads the current state of `view`.
        @MainActor
        public init(of view: UIView) {
            frame = view.frame
            bounds = view.bounds
            center = view.center
            transform = view.transform
            layerTransform = view.layer.transform
            anchorPoint = view.layer.anchorPoint
            anchorPointZ = view.layer.anchorPointZ
            alpha = view.alpha
            isHidden = view.isHidden
            isUserInteractionEnabled = view.isUserInteractionEnabled
            superview = view.superview
            hadSuperview = view.superview != nil
            indexInSuperview = view.superview?.subviews.firstIndex { $0 === view }
        }

        public static func == (lhs: Properties, rhs: Properties) -> Bool {
            lhs.frame == rhs.frame && lhs.bounds == rhs.bounds && lhs.center == rhs.center
                && lhs.transform == rhs.transform
                && CATransform3DEqualToTransform(lhs.layerTransform, rhs.layerTransform)
                && lhs.anchorPoint == rhs.anchorPoint && lhs.anchorPointZ == rhs.anchorPointZ
                && lhs.alpha == rhs.alpha && lhs.isHidden == rhs.isHidden
                && lhs.isUserInteractionEnabled == rhs.isUserInteractionEnabled
                && lhs.superview === rhs.superview && lhs.hadSuperview == rhs.hadSuperview
                && lhs.indexInSuperview == rhs.indexInSuperview
        }
    }

    /// One captured view with its state and its depth (number of ancestors) at capture.
    private struct Entry {
        let view: UIView
        let properties: Properties
        let depth: Int
    }

    private let entries: [Entry]

    private init(entries: [Entry]) {
        self.entries = entries
    }

    /// Captures the current state of `views`. A view listed twice is captured once.
    public static func capture(_ views: [UIView]) -> TransitionViewState {
        var entries: [Entry] = []
        for view in views where !entries.contains(where: { $0.view === view }) {
            var depth = 0
            var ancestor = view.superview
            while let current = ancestor {
                depth += 1
                ancestor = current.superview
            }
            entries.append(Entry(view: view, properties: Properties(of: view), depth: depth))
        }
        return TransitionViewState(entries: entries)
    }

    /// The captured views, in the order given to ``capture(_:)``.
    public var views: [UIView] { entries.map(\.view) }

    /// The state captured for `view`, or nil when it was not captured.
    public func properties(of view: UIView) -> Properties? {
        entries.first { $0.view === view }?.properties
    }

    /// Puts every captured view back: first the view tree, then each view's geometry and
    /// appearance. Restoring twice, or without changes since the capture, changes nothing.
    ///
    /// **Tree.** A view captured without a superview is removed from its superview. The
    /// others go back into their captured superview at their captured index, clamped to the
    /// number of subviews when siblings have come or gone since; subviews that were not
    /// captured keep their order around them. Superviews are handled in order of their depth
    /// at capture, shallowest first, so a view an animator nested inside one of its former
    /// descendants is lifted out before that descendant is put back into it (UIKit raises on
    /// a cycle; a move that would still make one is skipped). The tree goes first because
    /// moving a view calls `willMove`/`didMove` overrides, which may change geometry the
    /// second step then puts back.
    ///
    /// **Geometry.** Per view, in this order:
    /// 1. `layer.transform` to the identity, so that every intermediate state has a defined
    ///    frame (UIKit documents `frame` as undefined under a transform) that layout code or
    ///    observers can read;
    /// 2. `anchorPoint` and `anchorPointZ`;
    /// 3. `bounds`;
    /// 4. `center` (the layer's position);
    /// 5. `layer.transform` to the captured one, which also restores the affine `transform`;
    /// 6. `alpha`, `isHidden`, `isUserInteractionEnabled`.
    ///
    /// These are independent stored properties of the layer, so the end state does not depend
    /// on their order; what matters is that `anchorPoint` is never written without
    /// `center`. Writing back only the anchor point (the naive reset) keeps the position, so
    /// the view moves by the anchor change times the bounds size, carried through the
    /// transform. After steps 2-4, with the identity transform, the frame is exactly
    /// `center − anchorPoint ⊙ bounds.size`; step 5 then puts the transform back about the
    /// captured anchor. The frame is never written: it follows from the others.
    ///
    /// With `hierarchy` false the tree step is skipped: only geometry and appearance come
    /// back, for views whose place in the tree someone else manages (UIKit moves a presenter's
    /// view into a transition's container and back).
    public func restore(hierarchy: Bool = true) {
        if hierarchy { restoreTree() }
        for entry in entries {
            let view = entry.view
            let captured = entry.properties
            view.layer.transform = CATransform3DIdentity
            view.layer.anchorPoint = captured.anchorPoint
            view.layer.anchorPointZ = captured.anchorPointZ
            view.bounds = captured.bounds
            view.center = captured.center
            view.layer.transform = captured.layerTransform
            view.alpha = captured.alpha
            view.isHidden = captured.isHidden
            view.isUserInteractionEnabled = captured.isUserInteractionEnabled
        }
    }

    /// The tree step of ``restore()``.
    private func restoreTree() {
        for entry in entries where !entry.properties.hadSuperview {
            entry.view.removeFromSuperview()
        }
        // Group the views by captured superview, in order of first appearance.
        var groups: [(superview: UIView, depth: Int, members: [Entry])] = []
        for entry in entries {
            guard let superview = entry.properties.superview else { continue }
            if let index = groups.firstIndex(where: { $0.superview === superview }) {
                groups[index].members.append(entry)
            } else {
                groups.append((superview, entry.depth, [entry]))
            }
        }
        // A stable sort: equal depths keep their order of appearance.
        let ordered = groups.enumerated().sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }
        for (_, group) in ordered {
            restoreSubviews(of: group.superview, members: group.members)
        }
    }

    /// Puts `members` (captured with `superview` as their superview) back among its
    /// subviews at their captured indices.
    private func restoreSubviews(of superview: UIView, members: [Entry]) {
        // The order to reach: the subviews that stay where they are (not captured, or
        // captured with a superview that no longer exists), with the members spliced in at
        // their captured indices, lowest first, each clamped to the list built so far.
        var order = superview.subviews.filter { subview in
            guard let entry = entries.first(where: { $0.view === subview }) else { return true }
            return entry.properties.hadSuperview && entry.properties.superview == nil
        }
        let placeable = members.filter { !superview.isDescendant(of: $0.view) }
        for member in placeable.sorted(by: {
            ($0.properties.indexInSuperview ?? 0) < ($1.properties.indexInSuperview ?? 0)
        }) {
            let index = min(max(member.properties.indexInSuperview ?? 0, 0), order.count)
            order.insert(member.view, at: index)
        }
        // Fill the positions from the back (index 0) up: after step k the first k subviews are
        // order[0..<k], and the view for position k is either outside the superview or at a
        // position ≥ k, so moving it there leaves the earlier positions alone. Only views not
        // yet in place are moved. Views leaving this superview end up in front of the last
        // position until their own superview's turn moves them.
        for (position, view) in order.enumerated() {
            let subviews = superview.subviews
            if position < subviews.count, subviews[position] === view { continue }
            superview.insertSubview(view, at: position)
        }
    }
}
