/// Keys: decoded as they are read and compared with the other keys of the same object.
extension LexicalChecker {
    mutating func appendKeyByte(_ byte: UInt8) {
        if keyLength < 7 {
            keyPacked |= UInt64(byte) << (8 * UInt64(keyLength))
        } else {
            if keyLength == 7 {
                // Too long to pack: move the first seven bytes out.
                keyLongStart = longKeyBytes.count
                for shift in 0..<7 { longKeyBytes.append(UInt8(truncatingIfNeeded: keyPacked >> (8 * UInt64(shift)))) }
            }
            longKeyBytes.append(byte)
        }
        keyLength += 1
    }

    mutating func appendKeyScalar(_ scalar: UInt32) {
        guard stringIsKey, let unicode = Unicode.Scalar(scalar) else { return }
        for byte in String(Character(unicode)).utf8 { appendKeyByte(byte) }
    }

    mutating func endKey() throws(Issue) {
        guard depth > 0 else { return }
        let frameIndex = depth - 1
        let key =
            keyLength <= 7
            ? Key(packed: keyPacked | UInt64(keyLength) << 56)
            : Key(packed: Key.long, start: keyLongStart, end: longKeyBytes.count)
        let first = top.firstKey
        var duplicate = false
        if keys.count - first < 16 {
            for index in first..<keys.count where sameKey(keys[index], key) {
                duplicate = true
                break
            }
        } else {
            // Taken out of the dictionary while it grows, so it is never copied.
            var set = keySets.removeValue(forKey: frameIndex) ?? Set(keys[first...].map(bytes(of:)))
            duplicate = !set.insert(bytes(of: key)).inserted
            keySets[frameIndex] = set
        }
        if duplicate {
            throw Issue(
                offset: stringStart, kind: .syntax,
                message: "duplicate key \(JSONText.excerpt(String(decoding: bytes(of: key), as: UTF8.self)))")
        }
        keys.append(key)
    }

    func sameKey(_ a: Key, _ b: Key) -> Bool {
        guard a.packed == Key.long && b.packed == Key.long else { return a.packed == b.packed }
        guard a.end - a.start == b.end - b.start else { return false }
        return longKeyBytes[a.start..<a.end].elementsEqual(longKeyBytes[b.start..<b.end])
    }

    func bytes(of key: Key) -> [UInt8] {
        if key.packed == Key.long { return Array(longKeyBytes[key.start..<key.end]) }
        let length = Int(key.packed >> 56)
        return (0..<length).map { UInt8(truncatingIfNeeded: key.packed >> (8 * UInt64($0))) }
    }
}
