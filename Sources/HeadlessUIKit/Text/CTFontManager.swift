// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Core Text's font registration, as apps register bundled fonts: a process-wide set of the
// fonts registered, so that a second registration fails as it does on iOS. Registering changes
// nothing else: `UIFont(name:size:)` accepts any name here (docs/drawing.md, "Fonts").

#if !canImport(CoreText)
    /// The fonts registered, by their bytes; one lock serializes access (any thread may register).
    private final class FontRegistry: @unchecked Sendable {
        static let shared = FontRegistry()
        private let lock = NSLock()
        private var registered: Set<Data> = []

        func insert(_ bytes: Data) -> Bool {
            lock.withLock { registered.insert(bytes).inserted }
        }

        func remove(_ bytes: Data) -> Bool {
            lock.withLock { registered.remove(bytes) != nil }
        }
    }

    /// Core Text's error domain for font registration [DOC kCTFontManagerErrorDomain].
    private let fontManagerErrorDomain = "com.apple.CoreText.CTFontManagerErrorDomain"

    /// Registers `font` for the process [DOC CTFontManagerRegisterGraphicsFont]. Returns false,
    /// with an error of code 105 (`kCTFontManagerErrorAlreadyRegistered`) in `error`, when the
    /// same font data is registered already.
    public func CTFontManagerRegisterGraphicsFont(
        _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
    ) -> Bool {
        if FontRegistry.shared.insert(font.bytes) { return true }
        error?.pointee = Unmanaged.passRetained(CFError(domain: fontManagerErrorDomain, code: 105))
        return false
    }

    /// Unregisters `font` [DOC CTFontManagerUnregisterGraphicsFont]. Returns false, with an error
    /// of code 201 (`kCTFontManagerErrorNotRegistered`), when it is not registered.
    public func CTFontManagerUnregisterGraphicsFont(
        _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
    ) -> Bool {
        if FontRegistry.shared.remove(font.bytes) { return true }
        error?.pointee = Unmanaged.passRetained(CFError(domain: fontManagerErrorDomain, code: 201))
        return false
    }
#endif
