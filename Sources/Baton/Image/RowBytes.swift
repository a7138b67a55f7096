/// The bytes of the rows one availability check read from the image, kept past the check: a
/// record the check made holds its row's cells, whose strings stay here until a reader first
/// asks for them (most of a relaunched page is never read before it is fetched again).
///
/// One buffer a check, shared by every record it made; freed with the last of them to be read.
/// Only the main actor makes, reads or writes it (the check, then the records' reads).
final class RowBytes {
    /// Each row's bytes in the order they were read.
    var bytes: [UInt8] = []

    /// Copies `row` to the end of the buffer; answers where it starts.
    func keep(_ row: UnsafeRawBufferPointer) -> Int {
        let base = bytes.count
        bytes.append(contentsOf: row)
        return base
    }

    /// The string at `start`, `count` bytes long; nil when the buffer does not hold them
    /// (a value that cannot be made then reads as missing, never as something else).
    func string(start: Int, count: Int) -> String? {
        guard start >= 0, count >= 0, start <= bytes.count - count else { return nil }
        return bytes.withUnsafeBytes { ByteSource.string(UnsafeRawBufferPointer(rebasing: $0[start..<start + count])) }
    }
}
