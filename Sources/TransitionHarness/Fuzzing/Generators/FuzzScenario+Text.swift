extension FuzzScenario: CustomStringConvertible {
    /// One line of `key=value` pairs, which ``init(text:)`` reads back exactly:
    /// `completionSpeed=1 completionCurve=easeInOut durationOverride=none refreshRate=60 droppedFrames=none interruptible=false`.
    /// Numbers use Swift's shortest round-trip form.
    public var description: String {
        let duration = durationOverride.map { "\($0)" } ?? "none"
        let dropped = droppedFrames.isEmpty ? "none" : droppedFrames.map(String.init).joined(separator: ",")
        return "completionSpeed=\(completionSpeed) completionCurve=\(completionCurve) durationOverride=\(duration) "
            + "refreshRate=\(refreshRate) droppedFrames=\(dropped) interruptible=\(interruptible)"
    }

    /// Reads the text of ``description``; keys may come in any order and missing keys keep
    /// their defaults. Nil for an unknown key or a value that does not parse.
    public init?(text: some StringProtocol) {
        self.init()
        for field in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            guard let equals = field.firstIndex(of: "=") else { return nil }
            let key = field[..<equals]
            let value = String(field[field.index(after: equals)...])
            switch key {
            case "completionSpeed":
                guard let number = Double(value), number.isFinite else { return nil }
                completionSpeed = number
            case "completionCurve":
                guard Self.curveNames.contains(value) else { return nil }
                completionCurve = value
            case "durationOverride":
                if value == "none" {
                    durationOverride = nil
                } else {
                    guard let number = Double(value), number.isFinite, number >= 0 else { return nil }
                    durationOverride = number
                }
            case "refreshRate":
                guard let number = Double(value), number.isFinite, number > 0 else { return nil }
                refreshRate = number
            case "droppedFrames":
                if value == "none" {
                    droppedFrames = []
                } else {
                    var frames: [Int] = []
                    for part in value.split(separator: ",") {
                        guard let frame = Int(part), frame >= 0 else { return nil }
                        frames.append(frame)
                    }
                    droppedFrames = frames
                }
            case "interruptible":
                guard let flag = Bool(value) else { return nil }
                interruptible = flag
            default:
                return nil
            }
        }
    }
}
