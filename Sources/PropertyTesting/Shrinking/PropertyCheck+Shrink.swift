extension PropertyCheck {
    /// Shrinks the input that `choices` make while its failure is one `isInteresting`
    /// accepts, with a cache of its own: the choices run once (that call is not counted in
    /// ``Counterexample/shrinkCalls``), then ``Shrinker``'s passes edit them.
    ///
    /// Nil when the choices do not fail interestingly when run again: they make no complete
    /// input, or the property is not deterministic (a case that failed passes now). The
    /// result has no seed and no case index; ``Counterexample/originalChoices`` are the
    /// choices the first run consumed.
    public static func shrink(
        _ choices: ChoiceSequence,
        budget: Int = 10_000,
        maxChoices: Int = Attempt.defaultMaxChoices,
        while isInteresting: (PropertyFailure) -> Bool,
        _ property: (inout Attempt) -> PropertyResult
    ) -> Counterexample? {
        withoutActuallyEscaping(property) { property in
            withoutActuallyEscaping(isInteresting) { isInteresting in
                let runner = PropertyRunner(maxChoices: maxChoices, property: property)
                let first = runner.run(prefix: choices.values)
                guard case .fails(let failure) = first.outcome, isInteresting(failure) else { return nil }
                return shrink(
                    first, failure: failure, runner: runner, budget: budget, seed: nil, index: nil,
                    isInteresting: isInteresting)
            }
        }
    }

    /// Shrinks a failing run of `runner` while its failure stays interesting.
    static func shrink(
        _ run: PropertyRunner.Run,
        failure: PropertyFailure,
        runner: PropertyRunner,
        budget: Int,
        seed: UInt64?,
        index: UInt64?,
        isInteresting: @escaping (PropertyFailure) -> Bool
    ) -> Counterexample {
        runner.remember(run)
        var shrinker = Shrinker(
            runner: runner, choices: run.choices, failure: failure, budget: budget, isInteresting: isInteresting)
        shrinker.shrink()
        return Counterexample(
            seed: seed,
            caseIndex: index,
            choices: ChoiceSequence(shrinker.best),
            failure: shrinker.bestFailure,
            originalChoices: ChoiceSequence(run.choices),
            shrinkCalls: shrinker.callsUsed)
    }
}
