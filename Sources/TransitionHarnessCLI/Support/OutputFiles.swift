import TransitionHarness

/// Writes the CLI's output files by the rules of ``OutputFile``: atomically for regular
/// files, through for devices and FIFOs, at the target for links.
enum OutputFiles {
    static func write(_ text: String, to path: String) throws(CLIError) {
        try write(Array(text.utf8), to: path)
    }

    static func write(_ bytes: [UInt8], to path: String) throws(CLIError) {
        do {
            try OutputFile.write(bytes, to: path)
        } catch {
            throw .cannotCreate(error.description)
        }
    }
}
