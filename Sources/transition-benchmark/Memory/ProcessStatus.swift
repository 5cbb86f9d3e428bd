import Foundation

/// The memory figures Linux keeps for this process in `/proc/self/status` (proc(5)):
/// `VmHWM`, the peak resident set size, and `VmRSS`, the current one, both in kB there.
struct ProcessStatus {
    var peakResidentBytes: Int
    var residentBytes: Int

    /// Nil where there is no `/proc` (not Linux) or the fields are missing.
    static func current() -> ProcessStatus? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        var fields: [Substring: Int] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "\t" })
            guard parts.count == 3, parts[2] == "kB", let value = Int(parts[1]) else { continue }
            fields[parts[0]] = value * 1024
        }
        guard let peak = fields["VmHWM"], let current = fields["VmRSS"] else { return nil }
        return ProcessStatus(peakResidentBytes: peak, residentBytes: current)
    }
}
