import Testing
import TransitionHarnessCLI

@MainActor
@Suite struct ToolTests {
    @Test func helpListsEveryCommandAndTheExitCodes() {
        let result = CapturedConsole.run(["--help"])
        #expect(result.code == .success)
        #expect(result.out.contains("validate"))
        #expect(result.out.contains("generate"))
        #expect(result.out.contains("65 invalid trace data"))
    }

    @Test func noArgumentsIsAUsageError() {
        let result = CapturedConsole.run([])
        #expect(result.code == .usage)
        #expect(result.err.contains("usage: transition-harness"))
    }

    @Test func anUnknownCommandIsAUsageErrorNamingIt() {
        let result = CapturedConsole.run(["frobnicate"])
        #expect(result.code == .usage)
        #expect(result.err.contains("unknown command 'frobnicate'"))
    }

    @Test(arguments: ["validate", "generate", "convert", "replay", "check", "catalog"])
    func everyCommandHasHelp(command: String) {
        let result = CapturedConsole.run([command, "--help"])
        #expect(result.code == .success)
        #expect(result.out.hasPrefix("usage: transition-harness \(command)"))
    }

    @Test func anUnknownOptionIsAUsageErrorThatPointsToTheCommandsHelp() {
        let result = CapturedConsole.run(["validate", "--frob", "x.json"])
        #expect(result.code == .usage)
        #expect(result.err.contains("unknown option '--frob'"))
        #expect(result.err.contains("transition-harness validate --help"))
    }

    @Test func exitCodesAreTheDocumentedValues() {
        #expect(ExitCode.allCases.map(\.rawValue) == [0, 1, 64, 65, 66, 73, 130, 141, 143])
    }
}
