// A file that imports the SDK's modules by their names, exactly as code written for iOS does:
// on Linux they are the package's UIKit, QuartzCore and CoreGraphics products, which re-export
// HeadlessUIKit (docs/uikit-modules.md).
import CoreGraphics
import QuartzCore
import Testing
import UIKit

#if canImport(UIKit.UIGestureRecognizerSubclass)
    import UIKit.UIGestureRecognizerSubclass
#endif

/// A recognizer subclass written for iOS: it sets `state` and overrides the touch methods, which
/// `UIKit.UIGestureRecognizerSubclass` exposes on iOS and plain `import UIKit` exposes here.
final class TwoFingerTapRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        state = touches.count == 2 ? .began : .failed
    }
}

@Suite struct ImportUIKitTests {
    @MainActor
    @Test func theSDKNamesAreHeadlessUIKitsDeclarations() {
        #expect(ObjectIdentifier(UIKit.UIView.self) == ObjectIdentifier(QuartzCore.UIView.self))
        #expect(ObjectIdentifier(QuartzCore.CALayer.self) == ObjectIdentifier(UIKit.CALayer.self))
        #expect(CoreGraphics.CGAffineTransform.identity == UIKit.CGAffineTransform.identity)
    }

    @MainActor
    @Test func codeWrittenForIOSRunsAgainstTheModel() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layer.cornerRadius = 8
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.layer.cornerRadius == 8)
        #expect(view.frame.width == 200)
        let recognizer = TwoFingerTapRecognizer()
        view.addGestureRecognizer(recognizer)
        #expect(recognizer.view === view)
    }

    @Test func theGestureRecognizerSubclassSubmoduleIsAbsentOnLinux() {
        // Swift modules have no submodules, so `import UIKit.UIGestureRecognizerSubclass` cannot
        // be offered by a package; `#if canImport(...)` around it is the one-line change.
        #if canImport(UIKit.UIGestureRecognizerSubclass)
            Issue.record("UIKit.UIGestureRecognizerSubclass imported on Linux")
        #endif
    }
}
