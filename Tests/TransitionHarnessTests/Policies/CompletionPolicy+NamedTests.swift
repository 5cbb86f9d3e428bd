import GestureTrace
import Testing
import TransitionHarness

@Suite struct NamedCompletionPolicyTests {
    @Test(arguments: [
        ("cupertino", "cupertino"), ("cupertino:modern", "cupertino"), ("cupertino:legacy", "cupertino:legacy"),
        ("projection", "projection"), ("projection:0.998", "projection"), ("projection:0.99", "projection:0.99"),
        ("threshold", "threshold:0.5"), ("threshold:0.3", "threshold:0.3"), ("threshold:1", "threshold:1.0"),
        ("threshold:5e-1", "threshold:0.5"),
    ])
    func aNameInTheGrammarGivesThePolicyWithItsCanonicalName(input: String, canonical: String) throws {
        let policy = try #require(CompletionPolicy.named(input))
        #expect(policy.name == canonical)
    }

    @Test(arguments: [
        "", "Cupertino", "cupertino:", "cupertino:fast", "projection:", "projection:0", "projection:1",
        "projection:abc", "projection:nan", "projection:0x1p-1", "projection:0.99:1", "threshold:",
        "threshold:1.5", "threshold:-0.1", "threshold:inf", " threshold:0.3", "velocity",
    ])
    func anythingElseGivesNil(input: String) {
        #expect(CompletionPolicy.named(input) == nil)
    }

    @Test func everyListedPolicyParsesBackFromItsName() throws {
        #expect(
            CompletionPolicy.allNamed.map(\.name) == ["cupertino", "cupertino:legacy", "projection", "threshold:0.5"])
        for policy in CompletionPolicy.allNamed {
            let parsed = try #require(CompletionPolicy.named(policy.name))
            #expect(parsed.name == policy.name)
            #expect(!policy.summary.isEmpty)
        }
    }

    @Test func parsedPoliciesBehaveAsTheirStaticMembers() throws {
        let release = ReleaseState(progress: 0.3, velocity: 200, distance: 375)
        #expect(try #require(CompletionPolicy.named("projection:0.99")).decide(release).outcome == .cancel)
        #expect(try #require(CompletionPolicy.named("projection")).decide(release).outcome == .finish)
        #expect(try #require(CompletionPolicy.named("threshold:0.3")).decide(release).outcome == .finish)
        #expect(try #require(CompletionPolicy.named("threshold:0.31")).decide(release).outcome == .cancel)
    }
}
