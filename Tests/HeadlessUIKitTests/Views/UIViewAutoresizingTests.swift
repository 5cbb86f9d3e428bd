import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// One axis of autoresizing: a frame in a container whose width changes, and what comes out.
struct AutoresizingCase: Sendable, CustomTestStringConvertible {
    let name: String
    let mask: UIView.AutoresizingMask
    let frame: CGRect
    let newContainerWidth: CGFloat
    let expected: CGRect
    var testDescription: String { name }
}

/// Autoresizing: subviews follow their superview's bounds size by their masks, as UIKit
/// documents (Views/UIView+Autoresizing.swift).
@MainActor
@Suite struct UIViewAutoresizingTests {
    @Test func aFlexibleViewKeepsFillingItsWindowAcrossARotation() {
        let window = makeWindow(width: 390, height: 844)
        let content = UIView(frame: window.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(content)
        let footer = UIView(frame: CGRect(x: 0, y: 794, width: 390, height: 50))
        footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        content.addSubview(footer)

        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        // The footer follows its superview in turn: full width, still on the bottom edge.
        #expect(footer.frame == CGRect(x: 0, y: 340, width: 844, height: 50))

        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(footer.frame == CGRect(x: 0, y: 794, width: 390, height: 50))
    }

    @Test func aBadgeWithAFlexibleLeftMarginStaysOnTheRightEdge() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let badge = UIView(frame: CGRect(x: 280, y: 10, width: 30, height: 20))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        card.addSubview(badge)
        card.bounds.size = CGSize(width: 400, height: 300)
        #expect(badge.frame == CGRect(x: 360, y: 10, width: 30, height: 20))
    }

    nonisolated static let cases: [AutoresizingCase] = [
        AutoresizingCase(
            name: "no mask: nothing moves", mask: [], frame: CGRect(x: 20, y: 0, width: 100, height: 10),
            newContainerWidth: 250, expected: CGRect(x: 20, y: 0, width: 100, height: 10)),
        AutoresizingCase(
            name: "flexible width: the width takes the change", mask: .flexibleWidth,
            frame: CGRect(x: 20, y: 0, width: 100, height: 10), newContainerWidth: 250,
            expected: CGRect(x: 20, y: 0, width: 200, height: 10)),
        AutoresizingCase(
            name: "both margins: shared by 20 : 30", mask: [.flexibleLeftMargin, .flexibleRightMargin],
            frame: CGRect(x: 20, y: 0, width: 100, height: 10), newContainerWidth: 250,
            expected: CGRect(x: 60, y: 0, width: 100, height: 10)),
        AutoresizingCase(
            name: "width and right margin: shared by 100 : 30", mask: [.flexibleWidth, .flexibleRightMargin],
            frame: CGRect(x: 20, y: 0, width: 100, height: 10), newContainerWidth: 280,
            expected: CGRect(x: 20, y: 0, width: 200, height: 10)),
        AutoresizingCase(
            name: "all three: shared by 20 : 100 : 30",
            mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
            frame: CGRect(x: 20, y: 0, width: 100, height: 10), newContainerWidth: 300,
            expected: CGRect(x: 40, y: 0, width: 200, height: 10)),
        AutoresizingCase(
            name: "flexible parts all zero: shared equally", mask: [.flexibleLeftMargin, .flexibleWidth],
            frame: CGRect(x: 0, y: 0, width: 0, height: 10), newContainerWidth: 250,
            expected: CGRect(x: 50, y: 0, width: 50, height: 10)),
        AutoresizingCase(
            name: "shrinking: the width takes it", mask: .flexibleWidth,
            frame: CGRect(x: 20, y: 0, width: 100, height: 10), newContainerWidth: 100,
            expected: CGRect(x: 20, y: 0, width: 50, height: 10)),
    ]

    @Test(arguments: cases)
    func theChangeIsSharedByTheFlexiblePartsInProportion(_ example: AutoresizingCase) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 10))
        let view = UIView(frame: example.frame)
        view.autoresizingMask = example.mask
        container.addSubview(view)
        container.frame.size.width = example.newContainerWidth
        #expect(view.frame == example.expected)
    }

    @Test func nothingMovesWhenTheSuperviewDoesNotAutoresizeItsSubviews() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.autoresizesSubviews = false
        let child = UIView(frame: container.bounds)
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child)
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func aMovedSuperviewOfTheSameSizeLeavesItsSubviewsAlone() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        container.addSubview(child)
        container.frame.origin = CGPoint(x: 50, y: 50)
        container.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func aViewUnderAutoLayoutIgnoresItsMask() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        container.frame.size = CGSize(width: 300, height: 300)
        #expect(child.frame.size == CGSize(width: 100, height: 100))
    }

    @Test func aSuperviewSizedByConstraintsResizesItsAutoresizingSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        let height = panel.heightAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            panel.bottomAnchor.constraint(equalTo: root.bottomAnchor), height,
        ])
        root.layoutIfNeeded()
        let shadow = UIView(frame: panel.bounds)
        shadow.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.addSubview(shadow)
        height.constant = 400
        root.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 0, y: 444, width: 390, height: 400))
        #expect(shadow.frame == CGRect(x: 0, y: 0, width: 390, height: 400))
    }

    @Test func aResizeInsideAnAnimationBlockAnimatesTheSubviewsToo() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let sheet = UIView(frame: CGRect(x: 0, y: 444, width: 390, height: 400))
        let content = UIView(frame: sheet.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sheet.addSubview(content)
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) {
            sheet.frame = CGRect(x: 0, y: 44, width: 390, height: 800)
        }
        // The model values change at once, as UIKit sets them inside the block.
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 800))
        display.advance(by: 0.25)
        let midway = content.layer.presentationState().bounds.height
        #expect(midway.isApproximatelyEqual(to: 600, absoluteTolerance: 1e-6))
        display.advance(by: 0.25)
        #expect(content.layer.presentationState().bounds.height == 800)
    }
}
