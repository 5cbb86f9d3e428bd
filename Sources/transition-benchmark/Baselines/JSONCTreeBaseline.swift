import GestureTrace

/// glibc's `malloc_trim`, which the Glibc module does not export.
@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32

/// The first baseline: json-c building the whole document as a tree
/// (GestureTrace's ``JSONCTreeSamples``). Freeing the tree returns millions of small chunks
/// whose consolidation glibc defers to the next allocation; as in the toolchain notes,
/// `malloc_trim(0)` charges that cost here rather than to whatever runs next.
///
/// Unlike the trace reader it checks nothing beyond JSON syntax and the types it walks, so
/// the comparison favours the baseline.
enum JSONCTreeBaseline {
    /// The samples of the trace in `bytes`, whose last byte must be a NUL.
    static func samples(_ bytes: UnsafeRawBufferPointer) throws(BenchmarkError) -> [TouchSample] {
        defer { _ = mallocTrim(0) }
        do {
            return try JSONCTreeSamples.samples(bytes)
        } catch {
            throw BenchmarkError("json-c tree: \(error.message)")
        }
    }
}
