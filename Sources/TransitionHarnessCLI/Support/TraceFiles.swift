import TransitionHarness

/// Expands the FILE|DIR arguments of the commands that take traces.
enum TraceFiles {
    /// Each file as given, and each directory's `*.json` files (recursively, in path order,
    /// so output order never depends on the file system), by the rules of
    /// ``DirectoryWalk``. Its notes and errors are printed on standard error; the caller
    /// counts ``DirectoryWalk/errors`` as unreadable input.
    static func expand(_ paths: [String], console: Console) -> DirectoryWalk {
        let walk = DirectoryWalk(paths)
        for line in walk.notes + walk.errors { console.printError(line) }
        return walk
    }
}
