// The example of docs/property-testing.md, compiled and run by the suite, and a property
// that fails, to show what the report carries.
import PropertyTesting
import Testing

/// Merges two sorted lists (the code under test).
private func merged(_ a: [Int], _ b: [Int]) -> [Int] {
    var result: [Int] = []
    var (i, j) = (0, 0)
    while i < a.count && j < b.count {
        if a[i] <= b[j] {
            result.append(a[i])
            i += 1
        } else {
            result.append(b[j])
            j += 1
        }
    }
    return result + a[i...] + b[j...]
}

/// A sorted list of up to 10 numbers in 0...100: a count, then the elements.
private func sortedList(_ attempt: inout Attempt) -> [Int] {
    (0..<attempt.choice(upTo: 10)).map { _ in Int(attempt.choice(upTo: 100)) }.sorted()
}

@Suite struct PropertyTestingGuideTests {
    @Test func mergingKeepsEveryElementInOrder() {
        let report = PropertyCheck.run(seed: 7, cases: 300) { attempt in
            let a = sortedList(&attempt)
            let b = sortedList(&attempt)
            return merged(a, b) == (a + b).sorted() ? .holds : .fails("merged \(a) and \(b) wrongly")
        }
        #expect(report.passed, "\(report)")
    }

    @Test func aWrongBeliefShrinksToTheSmallestListThatBreaksIt() throws {
        // "No list holds a number above 90."
        let property: (inout Attempt) -> PropertyResult = { attempt in
            let list = sortedList(&attempt)
            return list.allSatisfy { $0 <= 90 } ? .holds : .fails("\(list) holds a number above 90")
        }
        let report = PropertyCheck.run(seed: 7, cases: 300, property)
        let counterexample = try #require(report.counterexample)
        #expect(counterexample.choices.values == [1, 91])
        #expect(PropertyCheck.replay(counterexample.choices, property) == .fails(counterexample.failure))
    }
}
