// Where a popover shown as one goes (docs/view-controllers.md, "Popovers"), computed once when
// its presentation starts [model: UIKit repositions on rotation, keyboard and size changes]:
// - its size is the presented controller's `preferredContentSize`, a zero width or height taking
//   UIKit's documented popover default, 320 wide and 1,100 tall [DOC contentSizeForViewInPopover],
//   then cut to the space it gets;
// - the space is the container's bounds inside its safe area and the `popoverLayoutMargins`
//   [DOC popoverLayoutMargins; INF that the safe area is kept too];
// - the source is `sourceRect` in `sourceView` (its bounds when `.null`) in the container's
//   space; the popover goes below it (arrow up), above it (arrow down), right of it (arrow left)
//   or left of it (arrow right), the first of those permitted where the whole size fits, else
//   the permitted side with the most room [INF: UIKit's choice is private]; the arrow's 13 points
//   are kept between the source and the content [INF: the length of UIKit's arrow as measured];
// - along the source's side it is centred on the source, moved back inside the space;
// - with no direction permitted it is centred on the source, without an arrow [INF].

/// A popover's frame in its container and the direction of its arrow.
struct PopoverPlacement: Equatable {
    var frame: CGRect
    var arrowDirection: UIPopoverArrowDirection
}

extension UIPopoverPresentationController {
    /// The length of the arrow between the source and the content.
    static let arrowLength: CGFloat = 13

    /// The size a popover takes when the content does not say [DOC contentSizeForViewInPopover].
    static let defaultContentSize = CGSize(width: 320, height: 1100)

    /// Places the popover in `container` for `source`, a rectangle in `sourceView`.
    func place(in container: UIView, sourceView: UIView) -> PopoverPlacement {
        let rect = sourceRect.isNull ? sourceView.bounds : sourceRect
        let source = container.convert(rect, from: sourceView)
        let safeArea = container.safeAreaInsets
        let area = container.bounds
            .inset(by: safeArea)
            .inset(by: popoverLayoutMargins)
        let preferred = preferredContentSize
        let wanted = CGSize(
            width: preferred.width > 0 ? preferred.width : Self.defaultContentSize.width,
            height: preferred.height > 0 ? preferred.height : Self.defaultContentSize.height)
        let directions: [UIPopoverArrowDirection] = [.up, .down, .left, .right].filter {
            permittedArrowDirections.contains($0)
        }
        guard !directions.isEmpty, permittedArrowDirections != .unknown else {
            let size = CGSize(
                width: min(wanted.width, max(0, area.width)), height: min(wanted.height, max(0, area.height)))
            let origin = CGPoint(
                x: Self.clamp(source.midX - size.width / 2, area.minX, area.maxX - size.width),
                y: Self.clamp(source.midY - size.height / 2, area.minY, area.maxY - size.height))
            return PopoverPlacement(frame: CGRect(origin: origin, size: size), arrowDirection: [])
        }
        var best: (space: CGRect, size: CGSize, direction: UIPopoverArrowDirection)?
        for direction in directions {
            let space = Self.space(beside: source, in: area, arrow: direction)
            let size = CGSize(width: min(wanted.width, space.width), height: min(wanted.height, space.height))
            if size == wanted {
                best = (space, size, direction)
                break
            }
            if best.map({ size.width * size.height > $0.size.width * $0.size.height }) ?? true {
                best = (space, size, direction)
            }
        }
        guard let (space, size, direction) = best else {
            return PopoverPlacement(frame: .zero, arrowDirection: .unknown)
        }
        let origin: CGPoint
        switch direction {
        case .up, .down:
            let x = Self.clamp(source.midX - size.width / 2, space.minX, space.maxX - size.width)
            origin = CGPoint(x: x, y: direction == .up ? space.minY : space.maxY - size.height)
        default:
            let y = Self.clamp(source.midY - size.height / 2, space.minY, space.maxY - size.height)
            origin = CGPoint(x: direction == .left ? space.minX : space.maxX - size.width, y: y)
        }
        return PopoverPlacement(frame: CGRect(origin: origin, size: size), arrowDirection: direction)
    }

    /// The part of `area` on the side of `source` a popover with the arrow `direction` takes,
    /// beyond the arrow; empty when there is none.
    private static func space(beside source: CGRect, in area: CGRect, arrow direction: UIPopoverArrowDirection)
        -> CGRect
    {
        let rect: CGRect
        switch direction {
        case .up:
            let top = source.maxY + arrowLength
            rect = CGRect(x: area.minX, y: top, width: area.width, height: area.maxY - top)
        case .down:
            rect = CGRect(x: area.minX, y: area.minY, width: area.width, height: source.minY - arrowLength - area.minY)
        case .left:
            let left = source.maxX + arrowLength
            rect = CGRect(x: left, y: area.minY, width: area.maxX - left, height: area.height)
        default:
            rect = CGRect(x: area.minX, y: area.minY, width: source.minX - arrowLength - area.minX, height: area.height)
        }
        return CGRect(origin: rect.origin, size: CGSize(width: max(0, rect.width), height: max(0, rect.height)))
    }

    /// `value` moved inside `low ... high`, or `low` when the range is empty.
    private static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        max(low, min(value, high))
    }
}
