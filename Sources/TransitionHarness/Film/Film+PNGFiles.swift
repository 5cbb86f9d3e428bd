extension Film {
    /// The film's pictures of every frame as PNG files (``FilmOptions/picturesOfEveryFrame``),
    /// named by display frame: `frame-00042.png`, at least five digits, so that the names
    /// sort in frame order. Empty when the film holds no such pictures.
    public func pngFiles() -> [(name: String, bytes: [UInt8])] {
        frames.compactMap { frame in
            frame.picturePNG.map { (Self.pngFileName(frame: frame.row.frame), $0) }
        }
    }

    /// `frame-NNNNN.png` for display frame `frame`.
    public static func pngFileName(frame: Int) -> String {
        let digits = String(frame)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }
}
