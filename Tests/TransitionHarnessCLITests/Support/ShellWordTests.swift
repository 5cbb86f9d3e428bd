import GestureTrace
import Testing

@testable import TransitionHarnessCLI

@Suite struct ShellWordTests {
    @Test(arguments: [
        ("traces/regressions", "traces/regressions"),
        ("/tmp/a b", "'/tmp/a b'"),
        ("it's", "'it'\\''s'"),
        ("", "''"),
        ("x\u{1B}[31m", "$'x\\x1b[31m'"),
        ("a'\\\n", "$'a\\'\\\\\\x0a'"),
    ])
    func aWordIsQuotedOnlyAsMuchAsTheShellNeeds(word: String, quoted: String) {
        #expect(ShellWord.quoted(word) == quoted)
    }

    @Test func aByteThatIsNotUTF8IsWrittenAsItsByte() {
        let word = PathBytes.string(fromBytes: Array("dir/x".utf8) + [0xFF])
        #expect(ShellWord.quoted(word) == "$'dir/x\\xff'")
    }
}
