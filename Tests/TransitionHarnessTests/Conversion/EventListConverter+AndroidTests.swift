import Foundation
import GestureTrace
import Testing
import TransitionHarness

@Suite struct AndroidEventListConverterTests {
    static let screen = Trace.Screen(width: 411, height: 914)

    func convert(_ text: String, density: Double = 2) throws(EventListConversionError) -> Trace {
        try EventListConverter.convertAndroid(Data(text.utf8), screen: Self.screen, density: density)
    }

    @Test func convertsNanosecondsAndPixels() throws {
        let trace = try convert(
            """
            {"name": "fling", "samples": [
              {"action": "down", "t_ns": 5000000000, "x": 100, "y": 200},
              {"action": "move", "t_ns": 5016000000, "x": 110, "y": 180},
              {"action": "up", "t_ns": 5016000000, "x": 110, "y": 180}
            ]}
            """)
        #expect(
            trace.touches == [
                TouchSample(t: 0, phase: .began, x: 50, y: 100),
                TouchSample(t: 0.016, phase: .moved, x: 55, y: 90),
                TouchSample(t: 0.016, phase: .ended, x: 55, y: 90),
            ])
        #expect(trace.source == Trace.Source(kind: .converted, origin: "Android MotionEvents"))
    }

    @Test func millisecondsActionConstantsAndPointerActionsAreAccepted() throws {
        let trace = try convert(
            """
            [{"action": "ACTION_DOWN", "t_ms_rel": 0, "x": 0, "y": 0, "pointer": 0},
             {"action": "pointer_down", "t_ms_rel": 4, "x": 20, "y": 0, "pointer": 1},
             {"action": "ACTION_POINTER_UP", "t_ms_rel": 8, "x": 20, "y": 0, "pointer": 1},
             {"action": "cancel", "t_ms_rel": 12.5, "x": 2, "y": 0, "pointer": 0}]
            """, density: 1)
        #expect(trace.touches.map(\.phase) == [.began, .began, .ended, .cancelled])
        #expect(trace.touches.map(\.id) == [0, 1, 1, 0])
        #expect(trace.touches.map(\.t) == [0, 0.004, 0.008, 0.0125])
    }

    @Test func theFirstSamplesTimeKeyIsRequiredOfEverySample() {
        #expect {
            try convert(#"[{"action":"down","t_ns":0,"x":0,"y":0},{"action":"up","t_ms_rel":1,"x":0,"y":0}]"#)
        } throws: { error in
            (error as? EventListConversionError)?.location == .jsonPath("[1].t_ns")
        }
        #expect {
            try convert(#"{"events":[{"action":"down","x":0,"y":0}]}"#)
        } throws: { error in
            guard let error = error as? EventListConversionError else { return false }
            return error.location == .jsonPath("events[0]") && error.found == "none of them"
        }
    }

    @Test func refusesUnknownActionsAndBadDensities() {
        #expect {
            try convert(#"[{"action":"hover_move","t_ns":0,"x":0,"y":0}]"#)
        } throws: { error in
            (error as? EventListConversionError)?.location == .jsonPath("[0].action")
        }
        #expect {
            try convert(#"[{"action":"down","t_ns":0,"x":0,"y":0},{"action":"up","t_ns":0,"x":0,"y":0}]"#, density: 0)
        } throws: { error in
            (error as? EventListConversionError)?.location == .argument("density")
        }
    }
}
