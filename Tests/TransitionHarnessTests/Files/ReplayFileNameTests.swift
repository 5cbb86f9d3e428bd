import Testing
import TransitionHarness

@Suite struct ReplayFileNameTests {
    @Test(arguments: [
        ("dismiss-pan-down-cancel-60hz", "dismiss-pan-down-cancel-60hz"),
        ("../../etc/passwd", "_._.._etc_passwd"),
        ("a/b\\c", "a_b_c"),
        ("tab\there\nnewline\u{0}nul", "tab_here_newline_nul"),
        (".hidden", "_hidden"),
        ("..", "_."),
        ("", "unnamed"),
        ("Ünïcødé name", "_n_c_d__name"),
        ("v1.2_final", "v1.2_final"),
    ])
    func unsafeCharactersBecomeUnderscores(name: String, safe: String) {
        #expect(ReplayFileName.safe(name) == safe)
    }

    @Test func aBaseNameJoinsTraceAndAnimator() {
        #expect(ReplayFileName.base(trace: "pop/x", animator: "flip") == "pop_x--flip")
    }

    @Test func aLongNameIsCut() {
        let long = String(repeating: "a", count: 500)
        #expect(ReplayFileName.safe(long).count == ReplayFileName.maximumPartLength)
    }

    @Test func aNameHandedOutTwiceGetsACounter() {
        var names = ReplayFileName()
        #expect(names.claim("x--a") == "x--a")
        #expect(names.claim("x--a") == "x--a-2")
        #expect(names.claim("X--A") == "X--A-3")
        #expect(names.claim("x--a-2") == "x--a-2-2")
        #expect(names.claim("y--a") == "y--a")
    }
}
