import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the process holds: glibc's heap in use (from `malloc_info`, which Swift's Glibc
/// module does not import, so it is looked up by name) and the resident set.
enum Allocator {
    /// Heap bytes in use: the arenas' current size less their free chunks, plus mmapped
    /// chunks; 0 where glibc's `malloc_info` is not available.
    static func heapInUse() -> Int {
        guard let report = mallocInfo() else { return 0 }
        func total(_ tag: String) -> Int { value(in: report, after: tag) ?? 0 }
        return total("<system type=\"current\" size=\"") - total("<total type=\"fast\" count=\"")
            - total("<total type=\"rest\" count=\"") + total("<total type=\"mmap\" count=\"")
    }

    /// Hands the heap's free memory at its top and in its arenas back to the system
    /// (glibc's `malloc_trim(0)`), so the resident set holds what is live; nothing where glibc
    /// is not there.
    static func trim() {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        #endif
    }

    private typealias MallocTrim = @convention(c) (Int) -> Int32

    /// The resident set size, from `/proc/self/statm` (0 where there is none).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The `size` of the last element starting with `prefix` (the process-wide totals follow
    /// the per-arena figures). `<total … count="c" size="s"/>` and `<system … size="s"/>`.
    private static func value(in report: String, after prefix: String) -> Int? {
        guard let start = report.range(of: prefix, options: .backwards) else { return nil }
        let rest = report[start.upperBound...]
        guard let size = rest.range(of: "size=\"") else { return nil }
        return Int(rest[size.upperBound...].prefix { $0.isNumber })
    }

    private typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32

    /// glibc's XML report of the heap.
    private static func mallocInfo() -> String? {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_info") else { return nil }
        let call = unsafeBitCast(symbol, to: MallocInfo.self)
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        guard let stream = open_memstream(&buffer, &length) else { return nil }
        let status = call(0, stream)
        fclose(stream)
        defer { free(buffer) }
        guard status == 0, let buffer else { return nil }
        return String(cString: buffer)
        #else
        return nil
        #endif
    }
}
