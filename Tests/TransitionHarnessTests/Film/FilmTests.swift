import GestureTrace
import HeadlessCompositor
import HeadlessUIKit
import TestSupport
import Testing

@testable import TransitionHarness

/// Small pictures keep the debug build's rendering fast: the screen (390 × 844 points) at a
/// twentieth of a pixel per point, the player's pictures as large.
let smallFilm = FilmOptions(pictureScale: 0.05, thumbnailWidth: 20)

@MainActor
@Suite struct FilmTests {
    static let cancelTrace = "traces/synthetic/pop-edge-slow-cancel-60hz.json"
    static let twoSwipes = "traces/synthetic/pop-edge-two-swipes-cancel-finish-120hz.json"

    /// Films made so far, by trace, bug and options: rendering is most of a film's cost.
    static var films: [String: FilmedReplay] = [:]

    /// The film of `file` replayed against the slide with `bug` (made once unless `fresh`).
    static func film(
        _ file: String = cancelTrace, bug: SlideAnimator.Bug = .keepsTransformOnCancel,
        options: FilmOptions = smallFilm, fresh: Bool = false
    ) throws -> FilmedReplay {
        let key = "\(file) \(bug) \(options)"
        if !fresh, let film = films[key] { return film }
        let film = Replayer.film(
            try Repository.trace(file), file: file, against: { SlideAnimator.subject(bug) }, filmOptions: options)
        films[key] = film
        return film
    }

    @Test(arguments: [SlideAnimator.Bug.none, .keepsTransformOnCancel, .neverCompletesOnCancel])
    func aFilmedReplayReportsWhatAPlainReplayReports(bug: SlideAnimator.Bug) throws {
        let trace = try Repository.trace(Self.cancelTrace)
        let plain = Replayer.replay(trace, file: Self.cancelTrace, against: SlideAnimator.subject(bug))
        #expect(try Self.film(bug: bug, fresh: true).report == plain)
    }

    @Test func theKeyFramesOfACancelledSwipeAreItsBeginningLiftCancelCompletionAndRest() throws {
        let filmed = try Self.film()
        let moments = filmed.film.keyFrames.flatMap(\.moments)
        #expect(
            moments == [
                .began(transition: 0), .lifted(transition: 0), .decided(transition: 0, outcome: .cancel),
                .completed(transition: 0, didComplete: false), .rest,
            ])
        let calls = try #require(filmed.report.transitions.first).calls
        let began = try #require(calls.first { $0.receiver == .gesture && $0.call == "began" })
        let lifted = try #require(calls.first { $0.receiver == .gesture && $0.call == "ended" })
        let completed = try #require(calls.first { $0.call.hasPrefix("completeTransition(") })
        let frames = filmed.film.keyFrames.map(\.frame)
        #expect(frames[0] == began.frame + 1)
        #expect(frames[1] == lifted.frame)
        #expect(frames[2] == lifted.frame + 1)
        #expect(frames[3] == completed.frame)
        #expect(frames[4] == filmed.film.frames.last?.row.frame)
        #expect(frames == frames.sorted())
        for key in filmed.film.keyFrames {
            #expect(key.picture.width == 20 && key.picture.height == 43)
            #expect(key.time == filmed.film.frame(key.frame)?.row.time)
        }
    }

    @Test func moreSwipesGiveMoreKeyFrames() throws {
        let filmed = try Self.film(Self.twoSwipes, bug: .none)
        let slugs = filmed.film.keyFrames.flatMap(\.moments).map(\.slug)
        #expect(
            slugs == [
                "began-0", "lifted-0", "cancel-0", "complete-0", "began-1", "lifted-1", "finish-1", "complete-1",
                "rest",
            ])
    }

    @Test func everyViolationIsPinnedWithThePictureOfItsFrame() throws {
        let filmed = try Self.film()
        #expect(filmed.film.violations.map(\.violation) == filmed.report.violations)
        #expect(!filmed.film.violations.isEmpty)
        for pinned in filmed.film.violations {
            // The player's pictures have the pictures' scale here, so the frame's own is the same.
            let frame = try #require(filmed.film.frame(pinned.violation.frame))
            #expect(pinned.picture == frame.thumbnail)
            #expect(pinned.transition == 0)
            // A screen contract's violation carries the picture it expected; the others none.
            #expect((pinned.expected != nil) == (pinned.violation.subject == "screen"))
        }
    }

    @Test func theLeftTransformShowsOnTheScreenAtRest() throws {
        // The slide that keeps its transform after a cancel leaves the popped view off to the
        // right: the screen at rest differs from the screen before the swipe.
        let broken = try Self.film().film
        let correct = try Self.film(bug: .none).film
        let before = try #require(correct.frames.first?.thumbnail)
        #expect(correct.keyFrames.last?.picture == before)
        #expect(broken.keyFrames.last?.picture != before)
    }

    @Test func filmingTwiceGivesTheSameFilmAndTheSameHTML() throws {
        let first = try Self.film(fresh: true)
        let second = try Self.film(fresh: true)
        #expect(first == second)
        #expect(ReportWriter.html(first) == ReportWriter.html(second))
    }

    @Test func aLongReplayKeepsEveryKthFrameAndEveryKeyFrame() throws {
        let whole = try Self.film().film
        var options = smallFilm
        options.maximumFrames = 10
        let thinned = try Self.film(options: options).film
        #expect(whole.frameStride == 1)
        #expect(thinned.frameStride == (whole.frames.count + 9) / 10)
        let kept = Set(thinned.frames.map(\.row.frame))
        let first = try #require(whole.frames.first?.row.frame)
        for frame in whole.frames.map(\.row.frame) where (frame - first) % thinned.frameStride == 0 {
            #expect(kept.contains(frame))
        }
        for key in thinned.keyFrames { #expect(kept.contains(key.frame)) }
        for pinned in thinned.violations { #expect(kept.contains(pinned.violation.frame)) }
        #expect(thinned.frames.count <= 10 + thinned.keyFrames.count + thinned.violations.count + 1)
        #expect(thinned.keyFrames == whole.keyFrames)
    }

    @Test func theSeriesAreTheTimelineAndTheFinger() throws {
        let filmed = try Self.film()
        let trace = try Repository.trace(Self.cancelTrace)
        let timeline = Replayer.replay(
            trace, against: SlideAnimator.subject(.keepsTransformOnCancel),
            options: ReplayOptions(recordsTimeline: true)
        ).timeline
        #expect(filmed.film.frames.map(\.row) == timeline)
        let record = try #require(filmed.report.transitions.first)
        let lift = try #require(record.calls.first { $0.receiver == .gesture && $0.call == "ended" }).frame
        let began = try #require(record.calls.first { $0.receiver == .gesture && $0.call == "began" }).frame
        for frame in filmed.film.frames {
            if frame.row.frame > began, frame.row.frame <= lift {
                let finger = try #require(frame.finger, "frame \(frame.row.frame)")
                #expect(finger.touches == 1)
                #expect(finger.x >= 0 && finger.x <= 390)
            } else if frame.row.frame > lift {
                #expect(frame.finger == nil, "frame \(frame.row.frame)")
            }
        }
        #expect(filmed.film.frames.contains { ($0.finger?.velocityX ?? 0) > 0 })
    }

    @Test func picturesOfEveryFrameAreThereOnlyWhenAsked() throws {
        #expect(try Self.film().film.pngFiles().isEmpty)
        var options = smallFilm
        options.picturesOfEveryFrame = true
        let film = try Self.film(options: options).film
        let files = film.pngFiles()
        #expect(files.count == film.frames.count)
        #expect(files.map(\.name) == film.frames.map { Film.pngFileName(frame: $0.row.frame) })
        #expect(files.map(\.name) == files.map(\.name).sorted())
        for (file, frame) in zip(files, film.frames) {
            #expect(try Raster(png: file.bytes) == frame.thumbnail)
        }
    }

    @Test func pngFileNamesHaveAtLeastFiveDigits() {
        #expect(Film.pngFileName(frame: 0) == "frame-00000.png")
        #expect(Film.pngFileName(frame: 42) == "frame-00042.png")
        #expect(Film.pngFileName(frame: 1_234_567) == "frame-1234567.png")
    }

    @Test func optionsThatMakeNoSenseFallBackToSensibleOnes() {
        let options = FilmOptions(pictureScale: .nan, thumbnailWidth: -3, maximumFrames: 0).sanitized
        #expect(options.pictureScale == 1)
        #expect(options.thumbnailWidth == 1)
        #expect(options.maximumFrames == 2)
        #expect(FilmOptions(pictureScale: 50).sanitized.pictureScale == 10)
        #expect(FilmOptions(pictureScale: -1).sanitized.pictureScale == 1)
        #expect(FilmOptions().thumbnailScale(screenWidth: 390) == 180.0 / 390)
        #expect(FilmOptions(pictureScale: 0.25).thumbnailScale(screenWidth: 390) == 0.25)
    }

    @Test func aLargeScreenIsFilmedAtAScaleThatKeepsPicturesBounded() {
        let plan = FilmPlan(
            report: TraceReport(file: nil, name: "t", animator: "a", policy: "p"), options: FilmOptions())
        let recorder = FilmRecorder(
            plan: plan, options: FilmOptions(pictureScale: 10), screenWidth: 390, screenHeight: 844)
        #expect(recorder.pictureScale == 4096.0 / 844)
        #expect(recorder.thumbnailScale == 180.0 / 390)
    }
}
