import Foundation
import TransitionHarnessCLI

exit(TransitionHarnessTool.main(Array(CommandLine.arguments.dropFirst())).rawValue)
