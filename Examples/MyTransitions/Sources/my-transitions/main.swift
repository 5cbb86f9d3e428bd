import MyTransitions
import TransitionHarnessCLI

TransitionHarnessTool.main(subjects: [
    .init(name: "card", summary: "the feed's card, pulled down to dismiss") { CardApp() }
])
