@testable import GestureTrace

extension MalformedCase {
    /// Well-formed JSON that is not a valid trace, and inputs past the limits.
    static let contentCases: [MalformedCase] = [
        // Numbers json-c would take silently.
        .content(
            "number overflowing a Double", Fixture.document(touches: #"[{"t":0,"phase":"began","x":1e400,"y":2}]"#),
            at: "touches[0].x", "1e400 overflows a Double"),
        .content(
            "negative overflow in the screen", Fixture.document(screen: #"{"width":-1e400,"height":844}"#),
            at: "screen.width", "overflows a Double"),
        .content(
            "overflow in an unknown sample key",
            Fixture.document(touches: #"[{"t":0,"phase":"began","x":1,"y":2,"extra":[2e308]}]"#),
            at: "touches[0].extra[0]", "overflows a Double"),
        .content(
            "version beyond 64 bits", #"{"format":"gesture-trace","version":18446744073709551616}"#,
            at: "version", "integer out of range"),
        .content(
            "finger beyond 64 bits",
            Fixture.document(touches: #"[{"t":0,"phase":"began","x":1,"y":2,"id":99999999999999999999}]"#),
            at: "touches[0].id", "integer out of range"),
        .content(
            "finger beyond Int",
            Fixture.document(touches: #"[{"t":0,"phase":"began","x":1,"y":2,"id":9223372036854775808}]"#),
            at: "touches[0].id", "out of range"),
        .content(
            "negative integer below Int64",
            Fixture.document(touches: #"[{"t":0,"phase":"began","x":-9223372036854775809,"y":2}]"#),
            at: "touches[0].x", "integer out of range"),
        .content(
            "coordinate as a 30-digit integer",
            Fixture.document(touches: #"[{"t":0,"phase":"began","x":123456789012345678901234567890,"y":2}]"#),
            at: "touches[0].x", "integer out of range"),
        // Top level.
        .content(
            "wrong format", #"{"format":"gesture-trace/1","version":1}"#, at: "format",
            #"expected "gesture-trace", found "gesture-trace/1""#),
        .content(
            "format missing", #"{"version":1,"screen":{"width":1,"height":1},"touches":["# + Fixture.sample + "]}",
            at: "", #"missing required key "format""#),
        .content("empty object", "{}", at: "", #"missing required key "format""#),
        .content(
            "unsupported version", #"{"format":"gesture-trace","version":2}"#, at: "version",
            "unsupported version 2; this build reads version 1"),
        .content(
            "version as a string", #"{"format":"gesture-trace","version":"1"}"#, at: "version",
            #"expected an integer, found "1""#),
        .content(
            "version with a fraction", #"{"format":"gesture-trace","version":1.0}"#, at: "version",
            "expected an integer, found 1.0"),
        .content(
            "screen missing", #"{"format":"gesture-trace","version":1,"touches":["# + Fixture.sample + "]}",
            at: "", #"missing required key "screen""#),
        .content(
            "touches missing", #"{"format":"gesture-trace","version":1,"screen":{"width":1,"height":1}}"#,
            at: "", #"missing required key "touches""#),
        .content("name not a string", Fixture.document(extra: #""name":7,"#), at: "name", "expected a string, found 7"),
        .content(
            "unknown source kind", Fixture.document(extra: #""source":{"kind":"camera"},"#), at: "source.kind",
            #"found "camera""#),
        // Screen.
        .content(
            "negative width", Fixture.document(screen: #"{"width":-5,"height":844}"#), at: "screen.width",
            "expected a number > 0 and <= 100000, found -5.0"),
        .content(
            "width as a string", Fixture.document(screen: #"{"width":"390","height":844}"#), at: "screen.width",
            #"expected a number, found "390""#),
        .content(
            "height missing", Fixture.document(screen: #"{"width":390}"#), at: "screen",
            #"missing required key "height""#),
        .content(
            "zero scale", Fixture.document(screen: #"{"width":390,"height":844,"scale":0}"#), at: "screen.scale",
            "found 0.0"),
        .content(
            "refresh rate too high", Fixture.document(screen: #"{"width":390,"height":844,"refreshRate":5000}"#),
            at: "screen.refreshRate", "expected a number from 1 to 1000"),
        .content(
            "screen as an array", Fixture.document(screen: "[390,844]"), at: "screen",
            "expected an object, found an array"),
        // Transition.
        .content(
            "unknown operation", Fixture.document(extra: #""transition":{"operation":"flip"},"#),
            at: "transition.operation",
            #"expected one of "push", "pop", "present", "dismiss", found "flip""#),
        .content(
            "direction 2", Fixture.document(extra: #""transition":{"direction":2},"#), at: "transition.direction",
            "expected 1 or -1, found 2"),
        .content(
            "zero distance", Fixture.document(extra: #""transition":{"distance":0},"#), at: "transition.distance",
            "expected a finite number > 0"),
        .content(
            "negative edge width", Fixture.document(extra: #""transition":{"edgeWidth":-1},"#),
            at: "transition.edgeWidth",
            "found -1.0"),
        // Touches.
        .content(
            "touches not an array", Fixture.document(touches: #"{"t":0}"#), at: "touches",
            "expected an array of samples, found an object"),
        .content("touches empty", Fixture.document(touches: "[ ]"), at: "touches", "expected at least one sample"),
        .content(
            "sample not an object", Fixture.document(touches: "[[0, 1, 2]]"), at: "touches[0]",
            "expected a sample object, found an array"),
        .content(
            "sample without t", Fixture.document(touches: #"[{"phase":"began","x":1,"y":2}]"#), at: "touches[0]",
            #"missing required key "t""#),
        .content(
            "negative time", Fixture.document(touches: #"[{"t":-1,"phase":"began","x":1,"y":2}]"#), at: "touches[0].t",
            "expected a finite number >= 0"),
        .content(
            "time goes backwards",
            Fixture.document(
                touches: #"[{"t":0.43,"phase":"began","x":1,"y":2},{"t":0.412,"phase":"moved","x":1,"y":3}]"#),
            at: "touches[1].t", "time goes backwards (0.412 after 0.43)"),
        .content(
            "unknown phase", Fixture.document(touches: #"[{"t":0,"phase":"touching","x":1,"y":2}]"#),
            at: "touches[0].phase",
            #"found "touching""#),
        .content(
            "phase not a string", Fixture.document(touches: #"[{"t":0,"phase":1,"x":1,"y":2}]"#),
            at: "touches[0].phase",
            "found 1"),
        .content(
            "moved before began", Fixture.document(touches: #"[{"t":0,"phase":"moved","x":1,"y":2}]"#),
            at: "touches[0].phase",
            #"finger 0 is not down, found "moved"; expected "began" first"#),
        .content(
            "began twice", Fixture.document(touches: "[" + Fixture.sample + "," + Fixture.sample + "]"),
            at: "touches[1].phase",
            "finger 0 began while already down (since touches[0])"),
        .content(
            "ended twice",
            Fixture.document(
                touches:
                    #"[{"t":0,"phase":"began","x":1,"y":2},{"t":1,"phase":"ended","x":1,"y":2},{"t":2,"phase":"cancelled","x":1,"y":2}]"#
            ),
            at: "touches[2].phase", #"finger 0 is not down, found "cancelled""#),
        .content(
            "second finger moves before it began",
            Fixture.document(
                touches: #"[{"t":0,"phase":"began","x":1,"y":2},{"t":1,"phase":"moved","x":1,"y":2,"id":1}]"#),
            at: "touches[1].phase", "finger 1 is not down"),
        .content(
            "negative finger", Fixture.document(touches: #"[{"t":0,"phase":"began","x":1,"y":2,"id":-1}]"#),
            at: "touches[0].id",
            "expected an integer >= 0, found -1"),
        .content(
            "finger as 2.0", Fixture.document(touches: #"[{"t":0,"phase":"began","x":1,"y":2,"id":2.0}]"#),
            at: "touches[0].id",
            "expected an integer >= 0, found 2.0"),
        .content(
            "negative force", Fixture.document(touches: #"[{"t":0,"phase":"began","x":1,"y":2,"force":-0.5}]"#),
            at: "touches[0].force", "found -0.5"),
        .content(
            "null coordinate", Fixture.document(touches: #"[{"t":0,"phase":"began","x":null,"y":2}]"#),
            at: "touches[0].x",
            "expected a number, found null"),
        // Expectations.
        .content(
            "unknown outcome", Fixture.document(extra: #""expect":{"outcome":"win"},"#), at: "expect.outcome",
            #"expected one of "finish", "cancel", found "win""#),
        .content(
            "outcome array with a number", Fixture.document(extra: #""expect":{"outcome":["finish",1]},"#),
            at: "expect.outcome[1]", "found 1"),
        .content(
            "outcome as an object", Fixture.document(extra: #""expect":{"outcome":{}},"#), at: "expect.outcome",
            "found an object"),
        .content(
            "progress range reversed", Fixture.document(extra: #""expect":{"progressAtRelease":[0.8,0.2]},"#),
            at: "expect.progressAtRelease", "expected [min, max] with min <= max, found [0.8, 0.2]"),
        .content(
            "progress above 1", Fixture.document(extra: #""expect":{"progressAtRelease":[0,1.5]},"#),
            at: "expect.progressAtRelease[1]", "expected a number from 0 to 1, found 1.5"),
        .content(
            "progress with one bound", Fixture.document(extra: #""expect":{"progressAtRelease":[0.1]},"#),
            at: "expect.progressAtRelease", "expected [min, max], found an array of 1"),
        // Limits.
        .limit(
            "more samples than the limit",
            Fixture.document(
                touches: "["
                    + [
                        #"{"t":0,"phase":"began","x":1,"y":2}"#, #"{"t":1,"phase":"moved","x":1,"y":2}"#,
                        #"{"t":2,"phase":"moved","x":1,"y":2}"#,
                    ].joined(separator: ",") + "]"), at: .path("touches[2]"), "more than 2 samples",
            limits: small(samples: 2)),
        // "gesture-trace", the longest string every fixture has, is 13 bytes.
        .limit(
            "string longer than the limit", Fixture.document(extra: #""notes":‸"12345678901234567","#), at: .mark,
            "string longer than 16 bytes", limits: small(strings: 16)),
        .limit(
            "key longer than the limit", Fixture.document(extra: #"‸"averyveryverylongkey":1,"#), at: .mark,
            "string longer than 16 bytes", limits: small(strings: 16)),
        .limit(
            "string limit counts escapes", Fixture.document(extra: #""notes":‸"\u00e9\u00e9\u00e9","#), at: .mark,
            "longer than 16 bytes", limits: small(strings: 16)),
        .limit(
            "file larger than the limit", Fixture.document(), at: .file, "larger than the limit of 50 bytes",
            limits: small(bytes: 50)),
        .limit(
            "nesting deeper than 32 at the top level",
            Fixture.document(
                extra: #""deep":"# + String(repeating: "[", count: 31) + "‸[" + String(repeating: "]", count: 32) + ","),
            at: .mark, "nesting deeper than 32 levels"),
        .limit(
            "nesting deeper than 32 in a sample",
            Fixture.document(
                touches: #"[{"t":0,"phase":"began","x":1,"y":2,"deep":"# + String(repeating: "[", count: 29) + "‸1"
                    + String(repeating: "]", count: 29) + "}]"),
            at: .mark, "nesting deeper than 32 levels"),
    ]
}
