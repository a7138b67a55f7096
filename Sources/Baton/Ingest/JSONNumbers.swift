/// Floats read from their bytes: no `String` is made for the usual number.
extension JSONReader {
    /// Powers of ten a double holds exactly.
    private static let exactPowers: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The double a number token denotes when its digits, read as one integer, fit in 53
    /// bits and its power of ten is at most 22 either way; nil otherwise (the caller reads the
    /// text). Both operands are then exact doubles, so the one multiplication or division
    /// rounds once, correctly: the result is the nearest double, as a full parse gives.
    func exactDouble(_ token: NumberToken) -> Double? {
        var i = token.start
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var mantissa: UInt64 = 0
        var scale = 0
        var inFraction = false
        while i < token.end {
            let b = bytes[i]
            if b == UInt8(ascii: ".") { inFraction = true; i += 1; continue }
            let digit = b &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            guard mantissa <= 1 << 53 else { return nil }
            if inFraction { scale -= 1 }
            i += 1
        }
        if i < token.end {
            // The exponent: `e` or `E`, a sign, digits (the token's grammar was checked).
            i += 1
            let negativeExponent = bytes[i] == UInt8(ascii: "-")
            if bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            var exponent = 0
            while i < token.end {
                exponent = exponent * 10 + Int(bytes[i] &- UInt8(ascii: "0"))
                guard exponent <= 1_000 else { return nil }
                i += 1
            }
            scale += negativeExponent ? -exponent : exponent
        }
        guard abs(scale) < Self.exactPowers.count else { return nil }
        var value = Double(mantissa)
        if scale >= 0 { value *= Self.exactPowers[scale] } else { value /= Self.exactPowers[-scale] }
        return negative ? -value : value
    }
}
