/// Something to time: `run` does one unit of work and returns a count the caller checks,
/// so the optimiser cannot drop the work. `checkedRun`, when given, is used for the first,
/// untimed run instead: the same work, plus a comparison of its result with the expected
/// one.
struct Workload {
    var name: String
    var run: () throws(BenchmarkError) -> Int
    var checkedRun: (() throws(BenchmarkError) -> Int)?

    init(
        _ name: String,
        run: @escaping () throws(BenchmarkError) -> Int,
        checkedRun: (() throws(BenchmarkError) -> Int)? = nil
    ) {
        self.name = name
        self.run = run
        self.checkedRun = checkedRun
    }
}
