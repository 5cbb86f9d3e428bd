// Core Graphics' font data, as an app registers a bundled font with Core Text: the bytes are
// kept and checked to be a font file; no glyph is ever read (docs/drawing.md, "Fonts").

#if !canImport(CoreText)
    /// Core Foundation's data, toll-free bridged to `NSData` on Apple platforms, as here
    /// (`data as CFData`).
    public typealias CFData = NSData

    /// Core Foundation's error, toll-free bridged to `NSError` on Apple platforms, as here.
    public typealias CFError = NSError

    /// A source of data for Core Graphics, as `CGDataProvider`; here the bytes, in memory.
    public final class CGDataProvider {
        /// The bytes provided.
        let bytes: Data

        /// A provider of the bytes of `data` [DOC CGDataProvider(data:)]. Never nil here.
        public init?(data: CFData) {
            bytes = Data(referencing: data)
        }

        /// A copy of the provided data [DOC data].
        public var data: CFData? { NSData(data: bytes) }
    }

    /// A font, as Core Graphics' `CGFont`: here the bytes of a font file, checked to start as a
    /// TrueType or OpenType file does. No table is read, so the font has no name or metrics here;
    /// text is measured with `UIFont`'s fixed metrics whatever fonts are registered.
    public final class CGFont {
        /// The font file's bytes.
        let bytes: Data

        /// The font in the data `provider` provides, or nil when the data does not start with a
        /// TrueType (`00 01 00 00`, `true`) or OpenType (`OTTO`) signature [DOC CGFont(_:)].
        public init?(_ provider: CGDataProvider) {
            let signature = [UInt8](provider.bytes.prefix(4))
            let accepted: [[UInt8]] = [[0, 1, 0, 0], Array("true".utf8), Array("OTTO".utf8)]
            guard accepted.contains(signature) else { return nil }
            bytes = provider.bytes
        }
    }
#endif
