/// The shrink passes of minithesis (math-reference.md §5.2), each working back to front,
/// because later choices depend on earlier ones: deleting or simplifying the tail first
/// leaves the earlier structure in place for the next pass.
extension Shrinker {
    /// Deletes whole spans that the generator marked (``Attempt/beginSpan()``), back to
    /// front and outermost first: a list element, a record, a subtree, whatever their
    /// number of choices. Not a minithesis pass: Hypothesis's shrinker deletes the choices
    /// of whole examples ("spans") the same way.
    mutating func deleteSpans() {
        var limit = Int.max
        while !isExhausted {
            let candidates = spansOfBest()
                .filter { $0.lowerBound < limit && $0.upperBound <= best.count }
                .sorted { ($0.lowerBound, $0.count) > ($1.lowerBound, $1.count) }
            var deleted = false
            for span in candidates {
                if isExhausted { return }
                var attempt = best
                attempt.removeSubrange(span)
                if consider(attempt) {
                    // What followed the span now starts where it did: look there again.
                    limit = span.lowerBound + 1
                    deleted = true
                    break
                }
            }
            if !deleted { return }
        }
    }

    /// Deletes chunks of 8, 4, 2 and 1 consecutive choices. When a deletion alone fails,
    /// it also tries decrementing the choice just before the chunk, which is often the
    /// count of a list whose element the chunk was.
    mutating func deleteChunks() {
        for size in [8, 4, 2, 1] {
            var start = best.count - size
            while start >= 0 && !isExhausted {
                if start + size > best.count {
                    start = best.count - size
                    continue
                }
                var attempt = best
                attempt.removeSubrange(start..<(start + size))
                if consider(attempt) {
                    // The same position now holds what followed: try it again.
                    continue
                }
                if start > 0 && attempt[start - 1] > 0 {
                    attempt[start - 1] -= 1
                    if consider(attempt) { continue }
                }
                start -= 1
            }
        }
    }

    /// Sets blocks of 8, 4 and 2 consecutive choices to zero.
    mutating func zeroBlocks() {
        for size in [8, 4, 2] {
            var start = best.count - size
            while start >= 0 && !isExhausted {
                if start + size <= best.count, best[start..<(start + size)].contains(where: { $0 != 0 }) {
                    var attempt = best
                    for index in start..<(start + size) { attempt[index] = 0 }
                    if consider(attempt) {
                        start -= size
                        continue
                    }
                }
                start -= 1
            }
        }
    }

    /// Binary-searches each choice down towards 0, keeping it interesting.
    mutating func minimizeEachChoice() {
        var index = best.count - 1
        while index >= 0 && !isExhausted {
            if index < best.count, best[index] > 0 {
                let position = index
                _ = binarySearchDown(from: best[index]) { shrinker, value in
                    shrinker.replace([(position, value)])
                }
            }
            index -= 1
        }
    }

    /// Sorts windows of 8, 4 and 2 consecutive choices into ascending order.
    mutating func sortWindows() {
        for size in [8, 4, 2] {
            var start = best.count - size
            while start >= 0 && !isExhausted {
                if start + size <= best.count {
                    var attempt = best
                    attempt[start..<(start + size)].sort()
                    if attempt != best { consider(attempt) }
                }
                start -= 1
            }
        }
    }

    /// For pairs of choices 2 apart and then 1 apart: swaps them if the first is larger,
    /// then moves as much as possible of the first one's value to the second, keeping the
    /// sum (Hypothesis's redistribution, which reaches n1 = 5, n2 = 45 for
    /// `n1 >= 5 => n1 + n2 < 50`).
    mutating func redistributePairs() {
        for distance in [2, 1] {
            var first = best.count - 1 - distance
            while first >= 0 && !isExhausted {
                let second = first + distance
                if second < best.count {
                    if best[first] > best[second] {
                        _ = replace([(first, best[second]), (second, best[first])])
                    }
                    if second < best.count, best[first] > 0 {
                        let a = best[first]
                        let b = best[second]
                        let (room, overflow) = UInt64.max.subtractingReportingOverflow(b)
                        if !overflow {
                            let floor = a > room ? a - room : 0
                            let positions = (first, second)
                            _ = binarySearchDown(from: a, floor: floor) { shrinker, value in
                                shrinker.replace([(positions.0, value), (positions.1, b + (a - value))])
                            }
                        }
                    }
                }
                first -= 1
            }
        }
    }

    /// The smallest value in `floor...high` for which `works` holds, assuming it holds for
    /// `high` (minithesis `bin_search_down`); it tries `floor` first.
    @discardableResult
    mutating func binarySearchDown(
        from high: UInt64, floor: UInt64 = 0, _ works: (inout Shrinker, UInt64) -> Bool
    ) -> UInt64 {
        if works(&self, floor) { return floor }
        var low = floor
        var high = high
        while low + 1 < high && !isExhausted {
            let middle = low + (high - low) / 2
            if works(&self, middle) {
                high = middle
            } else {
                low = middle
            }
        }
        return high
    }
}
