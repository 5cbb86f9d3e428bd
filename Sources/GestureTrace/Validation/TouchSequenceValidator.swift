/// The rules that span samples: time never goes backwards, and each finger goes `began`,
/// then `moved`/`stationary` any number of times, then `ended` or `cancelled`, and may begin
/// again after that. A finger still down at the end of the trace is allowed (the replay
/// reports it). Fed one sample at a time, in delivery order.
struct TouchSequenceValidator {
    private var lastTime: Double?
    /// For fingers 0..<64, the index of the sample where the finger went down, or -1.
    private var smallFingers = [Int](repeating: -1, count: 64)
    /// The same for other fingers; absent means up.
    private var otherFingers: [Int: Int] = [:]

    /// Checks the next sample; returns the key it breaks a rule at, and the message.
    mutating func accept(_ sample: TouchSample, at index: Int) -> (key: String, message: String)? {
        if let lastTime, sample.t < lastTime {
            return ("t", "time goes backwards (\(sample.t) after \(lastTime))")
        }
        lastTime = sample.t
        let downAt = downIndex(of: sample.id)
        switch sample.phase {
        case .began:
            if let downAt {
                return (
                    "phase",
                    "finger \(sample.id) began while already down (since touches[\(downAt)]); expected \"moved\", \"stationary\", \"ended\" or \"cancelled\""
                )
            }
            setDownIndex(index, of: sample.id)
        case .moved, .stationary, .ended, .cancelled:
            guard downAt != nil else {
                return (
                    "phase",
                    "finger \(sample.id) is not down, found \"\(sample.phase.rawValue)\"; expected \"began\" first"
                )
            }
            if sample.phase.endsTouch { setDownIndex(nil, of: sample.id) }
        }
        return nil
    }

    private func downIndex(of finger: Int) -> Int? {
        if finger >= 0 && finger < smallFingers.count {
            let index = smallFingers[finger]
            return index >= 0 ? index : nil
        }
        return otherFingers[finger]
    }

    private mutating func setDownIndex(_ index: Int?, of finger: Int) {
        if finger >= 0 && finger < smallFingers.count {
            smallFingers[finger] = index ?? -1
        } else {
            otherFingers[finger] = index
        }
    }
}
