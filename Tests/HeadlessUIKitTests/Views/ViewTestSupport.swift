@testable import HeadlessUIKit

/// A view that logs its hierarchy and layout hooks as "name.hook(argument)".
@MainActor
final class RecordingView: UIView {
    let name: String
    let journal: Journal

    @MainActor
    final class Journal {
        var entries: [String] = []
    }

    init(_ name: String, journal: Journal, frame: CGRect = .zero) {
        self.name = name
        self.journal = journal
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        nil
    }

    private func log(_ entry: String) {
        journal.entries.append("\(name).\(entry)")
    }

    private static func label(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        return (view as? RecordingView)?.name ?? (view as? RecordingWindow)?.name ?? String(describing: type(of: view))
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        log("willMoveToSuperview(\(Self.label(newSuperview)))")
    }

    override func didMoveToSuperview() {
        log("didMoveToSuperview(\(Self.label(superview)))")
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        log("willMoveToWindow(\(Self.label(newWindow)))")
    }

    override func didMoveToWindow() {
        log("didMoveToWindow(\(Self.label(window)))")
    }

    override func didAddSubview(_ subview: UIView) {
        log("didAddSubview(\(Self.label(subview)))")
    }

    override func willRemoveSubview(_ subview: UIView) {
        log("willRemoveSubview(\(Self.label(subview)))")
    }

    override func layoutSubviews() {
        log("layoutSubviews")
    }
}

/// A named window that logs into the same journal as its views.
@MainActor
final class RecordingWindow: UIWindow {
    let name: String
    let journal: RecordingView.Journal

    init(_ name: String, journal: RecordingView.Journal, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
        self.name = name
        self.journal = journal
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func didAddSubview(_ subview: UIView) {
        journal.entries.append("\(name).didAddSubview(\((subview as? RecordingView)?.name ?? "?"))")
    }

    override func willRemoveSubview(_ subview: UIView) {
        journal.entries.append("\(name).willRemoveSubview(\((subview as? RecordingView)?.name ?? "?"))")
    }
}

extension UIView {
    /// The tags of the subviews, back to front.
    var subviewTags: [Int] { subviews.map(\.tag) }

    /// Whether the view tree below this view and its layer tree agree: every subview's
    /// superview is this view, every subview's layer is a sublayer of this view's layer, and
    /// the subviews' layers appear among the sublayers in the subviews' order.
    var treesAgree: Bool {
        let viewLayers = subviews.map(\.layer)
        let sublayers = layer.sublayers ?? []
        let ordered = sublayers.filter { sublayer in viewLayers.contains { $0 === sublayer } }
        return subviews.allSatisfy { $0.superview === self && $0.layer.superlayer === layer }
            && ordered.count == viewLayers.count
            && zip(ordered, viewLayers).allSatisfy { $0 === $1 }
            && subviews.allSatisfy(\.treesAgree)
    }
}

@MainActor
func taggedView(_ tag: Int, frame: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10)) -> UIView {
    let view = UIView(frame: frame)
    view.tag = tag
    return view
}
