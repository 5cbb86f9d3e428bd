/// How ``Raster/pngData(compression:)`` packs the image data. Either way the file is a
/// function of the pixels alone: the same raster gives the same bytes.
public enum PNGCompression: Sendable, Hashable {
    /// Stored deflate blocks: no compression, the fastest to write (about 4 bytes a pixel).
    case stored
    /// LZ77 with deflate's fixed Huffman codes: much smaller for rendered frames (flat
    /// colors, repeated rows), a few times slower to write.
    case compressed
}
