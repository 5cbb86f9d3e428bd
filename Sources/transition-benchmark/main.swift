// Release-mode benchmarks of the trace reader (docs/performance.md).
import Foundation

exit(BenchmarkTool.main(Array(CommandLine.arguments.dropFirst())))
