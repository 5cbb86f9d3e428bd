import TransitionHarnessCLI

TransitionHarnessTool.main(subjects: .catalog)
