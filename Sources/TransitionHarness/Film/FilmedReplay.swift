/// A replay's judged report and its film.
public struct FilmedReplay: Sendable, Equatable {
    public var report: TraceReport
    public var film: Film

    public init(report: TraceReport, film: Film) {
        self.report = report
        self.film = film
    }
}
