import HeadlessCompositor
import HeadlessUIKit

/// Films a replay as its frames are displayed (``ReplayFrameObserver``), following a
/// ``FilmPlan``: a small picture of every kept frame, a full one where the plan asks.
@MainActor
final class FilmRecorder: ReplayFrameObserver {
    let plan: FilmPlan
    let options: FilmOptions
    let screenWidth: Double
    let screenHeight: Double
    let pictureScale: Double
    let thumbnailScale: Double
    private(set) var frames: [Film.Frame] = []
    private(set) var pictures: [Int: Raster] = [:]

    var referencePictureScale: Double? { pictureScale }

    /// The longest side a picture gets, in pixels: a larger screen is filmed at a smaller scale.
    static let maximumPictureSide = 4096.0

    init(plan: FilmPlan, options: FilmOptions, screenWidth: Double, screenHeight: Double) {
        self.plan = plan
        self.options = options
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        let longest = max(screenWidth, screenHeight)
        pictureScale =
            longest.isFinite && longest > 0
            ? min(options.pictureScale, Self.maximumPictureSide / longest) : options.pictureScale
        var limited = options
        limited.pictureScale = pictureScale
        thumbnailScale = limited.thumbnailScale(screenWidth: screenWidth)
    }

    func frameDidDisplay(_ row: TimelineRow, window: UIWindow, gesture: UIPanGestureRecognizer?) {
        guard plan.keeps(row.frame) else { return }
        let wantsPicture = plan.pictureFrames.contains(row.frame)
        var picture: Raster?
        var picturePNG: [UInt8]?
        if wantsPicture || options.picturesOfEveryFrame {
            let rendered = render(window, scale: pictureScale)
            picture = rendered
            if wantsPicture { pictures[row.frame] = rendered }
            if options.picturesOfEveryFrame { picturePNG = rendered.pngData(compression: .compressed) }
        }
        let thumbnail =
            if let picture, thumbnailScale == pictureScale { picture } else { render(window, scale: thumbnailScale) }
        var finger: Film.Finger?
        if let gesture, gesture.numberOfTouches > 0 {
            let location = gesture.location(in: nil)
            let velocity = gesture.velocity(in: nil)
            finger = Film.Finger(
                x: Double(location.x), y: Double(location.y), velocityX: Double(velocity.x),
                velocityY: Double(velocity.y), touches: gesture.numberOfTouches)
        }
        frames.append(Film.Frame(row: row, finger: finger, thumbnail: thumbnail, picturePNG: picturePNG))
    }

    private func render(_ window: UIWindow, scale: Double) -> Raster {
        let viewport = CGRect(x: 0, y: 0, width: screenWidth, height: screenHeight)
        return HeadlessCompositor.render(window, options: CompositorOptions(viewport: viewport, scale: CGFloat(scale)))
    }

    /// The film of the replay that made `report`.
    func film(report: TraceReport) -> Film {
        var film = Film(
            screenWidth: screenWidth, screenHeight: screenHeight, pictureScale: pictureScale,
            thumbnailScale: thumbnailScale, frameStride: plan.stride, frames: frames, keyFrames: [], violations: [])
        for (frame, moment) in plan.moments {
            if let last = film.keyFrames.last, last.frame == frame {
                film.keyFrames[film.keyFrames.count - 1].moments.append(moment)
            } else if let picture = pictures[frame], let time = film.frame(frame)?.row.time {
                film.keyFrames.append(Film.KeyFrame(frame: frame, time: time, moments: [moment], picture: picture))
            }
        }
        let owned = report.transitions.flatMap { record in record.violations.map { ($0, Optional(record.index)) } }
        for (violation, transition) in owned + report.sceneViolations.map({ ($0, nil) }) {
            // What a screen contract expected: its own reference, or for screen-continuity the
            // frame before.
            let expected =
                violation.expectedPicture
                ?? (violation.contract == .screenContinuity ? pictures[violation.frame - 1] : nil)
            film.violations.append(
                Film.PinnedViolation(
                    violation: violation, transition: transition, picture: pictures[violation.frame],
                    expected: expected))
        }
        return film
    }
}
