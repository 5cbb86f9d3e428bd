// Putting a transition's call log in time order.

extension CallRecord {
    /// `first` followed by `second`, stably sorted by time: records of equal time keep that
    /// order (all of `first`'s before `second`'s).
    ///
    /// The two logs of a replay (the gesture driver's and the recorder's) are each written as
    /// the clock advances, so each is already in time order and merging them gives the same
    /// result as sorting, in one pass. A log out of order (or with a NaN time) is sorted.
    static func mergedByTime(_ first: [CallRecord], _ second: [CallRecord]) -> [CallRecord] {
        guard isInTimeOrder(first), isInTimeOrder(second) else {
            return (first + second).enumerated()
                .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
                .map(\.element)
        }
        var merged: [CallRecord] = []
        merged.reserveCapacity(first.count + second.count)
        var i = 0
        var j = 0
        while i < first.count, j < second.count {
            // With no NaN, (second[j].time, later offset) < (first[i].time, earlier offset)
            // exactly when second[j] is earlier.
            if second[j].time < first[i].time {
                merged.append(second[j])
                j += 1
            } else {
                merged.append(first[i])
                i += 1
            }
        }
        merged.append(contentsOf: first[i...])
        merged.append(contentsOf: second[j...])
        return merged
    }

    /// Whether the times never decrease (false when one is NaN).
    private static func isInTimeOrder(_ records: [CallRecord]) -> Bool {
        for index in records.indices.dropFirst() where !(records[index - 1].time <= records[index].time) {
            return false
        }
        return records.allSatisfy { !$0.time.isNaN }
    }
}
