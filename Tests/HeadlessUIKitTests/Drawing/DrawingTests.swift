import Foundation
import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct DrawingTests {
    @Test func renderingALayerIntoAnImageContextKeepsWhatItShowed() throws {
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
        card.backgroundColor = .red
        UIGraphicsBeginImageContextWithOptions(card.bounds.size, false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        card.layer.render(in: context)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        card.backgroundColor = .blue
        #expect(image.size == CGSize(width: 100, height: 60))
        #expect(image.scale == 2)
        #expect(image.drawing.count == 1)
        #expect(image.drawing.first?.content.backgroundColor == UIColor.red.cgColor)
        #expect(image.drawing.first?.rect == card.bounds)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func drawHierarchyDrawsIntoTheRectangleUnderTheContextsTransform() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 5, height: 5)))
        #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: false))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 100), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        context.translateBy(x: 10, y: 0)
        #expect(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 100, height: 100), afterScreenUpdates: true))
        let drawn = try #require(UIGraphicsGetImageFromCurrentImageContext()?.drawing.first)
        #expect(drawn.rect == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(drawn.transform == CGAffineTransform(translationX: 10, y: 0))
        #expect(drawn.content.sublayers.count == 1)
    }

    @Test func savedStatesRestoreTheTransform() {
        UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else {
            Issue.record("no current context")
            return
        }
        context.saveGState()
        context.scaleBy(x: 2, y: 2)
        #expect(context.ctm == CGAffineTransform(scaleX: 2, y: 2))
        context.restoreGState()
        #expect(context.ctm == .identity)
    }

    @Test func theGuidesExampleRecordsTheCard() throws {
        // docs/drawing.md, "Example".
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
        card.backgroundColor = .red
        UIGraphicsBeginImageContextWithOptions(card.bounds.size, false, 0)
        card.layer.render(in: try #require(UIGraphicsGetCurrentContext()))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.size == CGSize(width: 100, height: 60))
        #expect(image.scale == UIScreen.main.scale)
        #expect(image.drawing.map(\.rect) == [CGRect(x: 0, y: 0, width: 100, height: 60)])
    }

    #if !canImport(AVFoundation)
        @Test(arguments: [
            (
                CGSize(width: 4, height: 3), CGRect(x: 0, y: 0, width: 100, height: 100),
                CGRect(x: 0, y: 12.5, width: 100, height: 75)
            ),
            (
                CGSize(width: 1, height: 2), CGRect(x: 10, y: 0, width: 100, height: 100),
                CGRect(x: 35, y: 0, width: 50, height: 100)
            ),
            (
                CGSize(width: 0, height: 2), CGRect(x: 0, y: 0, width: 10, height: 10),
                CGRect(x: 5, y: 5, width: 0, height: 0)
            ),
        ])
        func avMakeRectFitsTheAspectRatioCentred(ratio: CGSize, bounds: CGRect, expected: CGRect) {
            #expect(AVMakeRect(aspectRatio: ratio, insideRect: bounds) == expected)
        }

    #endif

    #if !canImport(CoreText)
        @Test func aFontIsRegisteredOnceAndRefusedTheSecondTime() throws {
            let data = Data([0, 1, 0, 0] + Array("a font made for this test".utf8))
            let provider = try #require(CGDataProvider(data: data as CFData))
            let font = try #require(CGFont(provider))
            var error: Unmanaged<CFError>?
            #expect(CTFontManagerRegisterGraphicsFont(font, &error))
            #expect(error == nil)
            #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
            #expect(error?.takeRetainedValue().code == 105)
            #expect(CTFontManagerUnregisterGraphicsFont(font, nil))
        }

        @Test func dataThatIsNotAFontMakesNoFont() throws {
            let provider = try #require(CGDataProvider(data: Data("GIF89a".utf8) as CFData))
            #expect(CGFont(provider) == nil)
        }
    #endif
}
