// Measures HeadlessCompositor on a 390 × 844 screen mid-transition (docs/compositor.md,
// "Complexity"): `compositor-benchmark [SCALE] [RENDERS]`, default scale 1, 5 renders.
// Prints the raster size and the mean wall time of one render.
import HeadlessCompositor
import HeadlessUIKit

@MainActor
func makeScreen() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.backgroundColor = .white
    let from = UIView(frame: window.bounds)
    from.backgroundColor = UIColor(white: 0.95, alpha: 1)
    let to = UIView(frame: window.bounds)
    to.backgroundColor = .white
    for (index, page) in [from, to].enumerated() {
        for row in 0..<12 {
            let cell = UIView(frame: CGRect(x: 16, y: 100 + CGFloat(row) * 60, width: 358, height: 52))
            cell.backgroundColor = row % 2 == index ? UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1) : nil
            cell.layer.cornerRadius = 10
            cell.layer.borderWidth = 1
            cell.layer.borderColor = CGColor(gray: 0.7, alpha: 1)
            let icon = UIView(frame: CGRect(x: 8, y: 8, width: 36, height: 36))
            icon.layer.cornerRadius = 18
            icon.clipsToBounds = true
            cell.addSubview(icon)
            page.addSubview(cell)
        }
        window.addSubview(page)
    }
    // Mid-push: the old page a third of the way out, dimmed; the new page half in.
    from.transform = CGAffineTransform(translationX: -130, y: 0)
    let dimming = UIView(frame: window.bounds)
    dimming.backgroundColor = UIColor(white: 0, alpha: 0.1)
    from.addSubview(dimming)
    from.alpha = 0.9
    to.transform = CGAffineTransform(translationX: 195, y: 0)
    return window
}

@MainActor
func run() {
    let arguments = CommandLine.arguments.dropFirst()
    let scale = arguments.first.flatMap(Double.init) ?? 1
    let renders = arguments.dropFirst().first.flatMap(Int.init) ?? 5
    let window = makeScreen()
    let options = CompositorOptions(scale: CGFloat(scale))
    var raster = HeadlessCompositor.render(window, options: options)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
        for _ in 0..<renders {
            raster = HeadlessCompositor.render(window, options: options)
        }
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let milliseconds = seconds / Double(max(renders, 1)) * 1000
    print("\(raster.width)x\(raster.height) at scale \(scale): \(milliseconds) ms per render")
}

MainActor.assumeIsolated { run() }
