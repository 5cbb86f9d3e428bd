/// A one-shot timer on the display's clock, for recognizers that decide when time passes
/// without touches (a long press beginning, a tap sequence or a swipe timing out): `action`
/// runs at the first display frame at or after `delay` seconds from now, unless cancelled.
@MainActor
final class GestureDeadline {
    private var link: CADisplayLink?

    init(after delay: Double, _ action: @escaping @MainActor () -> Void) {
        let start = CACurrentMediaTime()
        let link = CADisplayLink { link in
            guard link.timestamp - start >= delay else { return }
            link.invalidate()
            action()
        }
        self.link = link
        link.add(to: .main, forMode: .common)
    }

    func cancel() {
        link?.invalidate()
        link = nil
    }
}
