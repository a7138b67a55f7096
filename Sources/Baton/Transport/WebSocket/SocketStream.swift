#if canImport(Glibc)
import Foundation
import Glibc

/// A TCP connection over a POSIX socket: connected with a deadline, read with blocking
/// calls (from one thread), written whole under a lock. Writes never raise SIGPIPE.
///
/// The descriptor is released only when the last reference goes, so no read, write or
/// shutdown can ever reach another connection that reused its number; `shutdown()` ends the
/// connection itself at once.
final class SocketStream: @unchecked Sendable {
    private let fd: Int32
    private let writeLock = NSLock()

    private init(fd: Int32) { self.fd = fd }

    deinit { _ = Glibc.close(fd) }

    /// Connects to `host`:`port` (every address the name resolves to, in order) within
    /// `timeout`. Runs the blocking calls off the caller's thread.
    static func connect(host: String, port: Int, timeout: Duration) async throws -> SocketStream {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                do { continuation.resume(returning: SocketStream(fd: try openSocket(host, port, timeout))) } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }

    private static func openSocket(_ host: String, _ port: Int, _ timeout: Duration) throws -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw TransportError(statusCode: 0, body: "cannot resolve \(host): \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(list) }
        var failure = "no address"
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let info = cursor?.pointee {
            cursor = info.ai_next
            let fd = socket(info.ai_family, info.ai_socktype, info.ai_protocol)
            guard fd >= 0 else { continue }
            if let reason = connect(fd, info.ai_addr, info.ai_addrlen, timeout) {
                failure = reason
                Glibc.close(fd)
                continue
            }
            var one: Int32 = 1
            setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            return fd
        }
        throw TransportError(statusCode: 0, body: "cannot connect to \(host):\(port): \(failure)")
    }

    /// Connects without blocking past `timeout`; nil on success, else why not.
    private static func connect(_ fd: Int32, _ address: UnsafeMutablePointer<sockaddr>?, _ length: socklen_t,
                                _ timeout: Duration) -> String? {
        let flags = fcntl(fd, F_GETFL)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(fd, F_SETFL, flags) }
        if Glibc.connect(fd, address, length) == 0 { return nil }
        guard errno == EINPROGRESS else { return String(cString: strerror(errno)) }
        var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        let milliseconds = Int32(clamping: timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        guard poll(&poller, 1, milliseconds) == 1 else { return "timed out" }
        var error: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size)
        return error == 0 ? nil : String(cString: strerror(error))
    }

    /// Writes all of `bytes`, or throws.
    func write(_ bytes: [UInt8]) throws {
        try writeLock.withLock {
            var sent = 0
            while sent < bytes.count {
                let result = bytes.withUnsafeBytes { raw in
                    Glibc.send(fd, raw.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                }
                if result < 0 {
                    if errno == EINTR { continue }
                    throw TransportError(statusCode: 0, body: "socket write failed: \(String(cString: strerror(errno)))")
                }
                sent += result
            }
        }
    }

    /// Reads what is there into `buffer` (blocking until something is); 0 at the end.
    func read(into buffer: inout [UInt8]) throws -> Int {
        while true {
            let result = buffer.withUnsafeMutableBytes { raw in recv(fd, raw.baseAddress!, raw.count, 0) }
            if result >= 0 { return result }
            if errno == EINTR { continue }
            throw TransportError(statusCode: 0, body: "socket read failed: \(String(cString: strerror(errno)))")
        }
    }

    /// Gives blocking reads a deadline (nil: none).
    func setReadTimeout(_ timeout: Duration?) {
        var value = timeval(tv_sec: Int(timeout?.components.seconds ?? 0),
                            tv_usec: Int((timeout?.components.attoseconds ?? 0) / 1_000_000_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Ends both directions: a blocked read returns 0, later writes fail.
    func shutdown() {
        _ = Glibc.shutdown(fd, Int32(SHUT_RDWR))
    }
}
#endif
