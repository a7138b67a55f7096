import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `RickAndMorty` on a pseudo-terminal, as a person at a terminal would:
/// the program sees a tty on stdin and stdout, the test types lines and reads the screen.
final class PseudoTerminal {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let master: Int32
    private let process = Process()
    /// Everything the program printed so far (with the terminal's echo of typed lines).
    private(set) var screen = ""

    /// Starts the example built beside the test bundle with `arguments`.
    init(arguments: [String]) throws {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let executable = folder.appendingPathComponent("RickAndMorty")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw Failure(description: "RickAndMorty is not built at \(executable.path)")
        }
        master = try Self.openMaster()
        var number: UInt32 = 0
        guard ioctl(master, Self.getNumber, &number) == 0 else {
            throw Failure(description: "no pseudo-terminal number: errno \(errno)")
        }
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw Failure(description: "cannot open the terminal's slave side") }
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
    }

    // Linux's ioctl numbers (asm-generic): the Glibc module does not import the macros, nor
    // posix_openpt/unlockpt/ptsname, so the master is opened and unlocked by hand.
    private static let getNumber = UInt(0x8004_5430)  // TIOCGPTN
    private static let setLock = UInt(0x4004_5431)  // TIOCSPTLCK

    private static func openMaster() throws -> Int32 {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlocked: Int32 = 0
        guard master >= 0, ioctl(master, setLock, &unlocked) == 0 else {
            throw Failure(description: "no pseudo-terminal: errno \(errno)")
        }
        return master
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    /// Types `line` and a return.
    func type(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Types `line`, then reads until `text` appears in what follows; returns that output.
    @discardableResult
    func step(_ line: String, expect text: String) throws -> Substring {
        let mark = screen.endIndex
        type(line)
        return try read(until: text, after: mark)
    }

    /// Reads until the screen holds `text` after `offset` (or `seconds` pass); returns the
    /// new output from `offset`.
    @discardableResult
    func read(until text: String, after offset: String.Index? = nil, seconds: Double = 20) throws -> Substring {
        let start = offset ?? screen.startIndex
        let deadline = Date().addingTimeInterval(seconds)
        while !screen[start...].contains(text) {
            guard Date() < deadline else {
                throw Failure(description: "no \"\(text)\" within \(seconds) s; the screen:\n\(screen)")
            }
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "the program closed the terminal; the screen:\n\(screen)") }
            screen += String(decoding: buffer[..<count], as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        }
        return screen[start...]
    }

    /// Waits for the program to end (at most `seconds`); returns its status.
    func exitStatus(seconds: Double = 10) throws -> Int32 {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            guard Date() < deadline else { throw Failure(description: "the program did not end") }
            _ = try? read(until: "\u{0}", seconds: 0.05)  // drain, so it never blocks on output
        }
        return process.terminationStatus
    }
}
