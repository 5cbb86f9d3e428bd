extension Trace {
    /// Checks a trace built in code against every rule the reader applies to a file (types
    /// aside, which Swift enforces): at least one sample, each sample's ranges, time order,
    /// each finger's phase order, the screen's and transition's ranges, and
    /// `expect.progressAtRelease`. Throws the first problem, with its JSON path.
    ///
    /// - Parameter file: the name to put in the error.
    public func validate(file: String = "<trace>") throws(TraceError) {
        func refuse(_ path: JSONPath, _ message: String) -> TraceError {
            TraceError(file: file, location: .path(path.description), kind: .content, message: message)
        }
        if let (key, message) = TraceRules.screen(screen) {
            throw refuse(JSONPath.key("screen").appending(key), message)
        }
        if let (key, message) = TraceRules.transition(transition) {
            throw refuse(JSONPath.key("transition").appending(key), message)
        }
        guard !touches.isEmpty else {
            throw refuse(.key("touches"), "expected at least one sample, found an empty array")
        }
        var sequence = TouchSequenceValidator()
        for (index, sample) in touches.enumerated() {
            if let (key, message) = TraceRules.sample(sample) ?? sequence.accept(sample, at: index) {
                throw refuse(.sample(index, key), message)
            }
        }
        if let range = expect?.progressAtRelease, let (index, message) = TraceRules.progressAtRelease(range) {
            let path = JSONPath([.key("expect"), .key("progressAtRelease")])
            throw refuse(index.map { path.appending(index: $0) } ?? path, message)
        }
    }
}
