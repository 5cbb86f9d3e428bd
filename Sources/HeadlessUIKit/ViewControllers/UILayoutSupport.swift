/// A controller's top or bottom layout guide, as UIKit's `UILayoutSupport` (deprecated in
/// iOS 11 in favour of the safe area): the length of the band the bars cover, and its
/// anchors [DOC UILayoutSupport].
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// The band's height: the safe area's top inset for the top guide, its bottom inset for
    /// the bottom guide [DOC length].
    var length: CGFloat { get }

    /// The band's top edge [DOC topAnchor].
    var topAnchor: NSLayoutYAxisAnchor { get }

    /// The band's bottom edge [DOC bottomAnchor].
    var bottomAnchor: NSLayoutYAxisAnchor { get }

    /// The band's height [DOC heightAnchor].
    var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide` and `bottomLayoutGuide`: a band across the controller's
/// view, as tall as the safe area's top or bottom inset (the status bar and a navigation bar
/// above, a tab bar and the home indicator below), held there by the layout engine.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat {
        guard let owner = owningView else { return 0 }
        return systemRole == .topLayoutSupport ? owner.safeAreaEdges.top : owner.safeAreaEdges.bottom
    }
}

extension UIViewController {
    /// The band at the top of the view that bars cover; its bottom is the top of the safe
    /// area [DOC topLayoutGuide]. Deprecated in iOS 11. Loads the view.
    public var topLayoutGuide: any UILayoutSupport { layoutSupportGuide(top: true) }

    /// The band at the bottom of the view that bars cover; its top is the bottom of the safe
    /// area [DOC bottomLayoutGuide]. Deprecated in iOS 11. Loads the view.
    public var bottomLayoutGuide: any UILayoutSupport { layoutSupportGuide(top: false) }

    private func layoutSupportGuide(top: Bool) -> LayoutSupportGuide {
        let view = loadedView
        if let existing = layoutSupportGuides.first(where: { ($0.systemRole == .topLayoutSupport) == top }),
            existing.owningView === view
        {
            return existing
        }
        let guide = LayoutSupportGuide()
        guide.identifier = top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
        guide.systemRole = top ? .topLayoutSupport : .bottomLayoutSupport
        guide.owningView = view
        layoutSupportGuides.removeAll { ($0.systemRole == .topLayoutSupport) == top }
        layoutSupportGuides.append(guide)
        return guide
    }
}
