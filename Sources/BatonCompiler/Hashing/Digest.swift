/// The digest algorithms persisted ids and the schema digest use. Foundation on Linux has no
/// CryptoKit, so the three are implemented here (they hash build inputs, not secrets).
public enum DigestAlgorithm: String, Sendable, CaseIterable {
    case md5 = "MD5"
    case sha1 = "SHA1"
    case sha256 = "SHA256"

    /// The digest of bytes.
    public func digest(_ bytes: [UInt8]) -> [UInt8] {
        switch self {
        case .md5: MD5.digest(bytes)
        case .sha1: SHA1.digest(bytes)
        case .sha256: SHA256.digest(bytes)
        }
    }

    /// The lowercase hex digest of a text's UTF-8 bytes.
    public func hex(_ text: String) -> String {
        hexString(digest(Array(text.utf8)))
    }
}

/// Lowercase hex of bytes.
public func hexString(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count * 2)
    for byte in bytes {
        out.append(digits[Int(byte >> 4)])
        out.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: out, as: UTF8.self)
}

/// Pads a message the way MD5, SHA-1 and SHA-256 all do: a 1 bit, zeros, and the bit length
/// in the last 8 bytes (little-endian for MD5, big-endian for the SHA family).
func paddedMessage(_ bytes: [UInt8], bigEndianLength: Bool) -> [UInt8] {
    var message = bytes
    message.append(0x80)
    while message.count % 64 != 56 { message.append(0) }
    let bitLength = UInt64(bytes.count) &* 8
    for index in 0..<8 {
        let shift = bigEndianLength ? UInt64(56 - 8 * index) : UInt64(8 * index)
        message.append(UInt8(truncatingIfNeeded: bitLength >> shift))
    }
    return message
}
