import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// A fresh folder for one test's image files, deleted when the test is done with it.
final class ImageFolder: @unchecked Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("baton-image-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// A database path in the folder.
    func file(_ name: String = "image.sqlite") -> URL { url.appendingPathComponent(name) }
}

/// Runs one "launch": an environment over `file`'s image, handed to `body`, ended after it
/// (which closes the image and gives the file back).
@MainActor
func launch<R>(_ file: URL, transport: any Transport = SilentTransport(), version: String = "",
               sizeLimit: Int = 64 << 20, cacheExpiration: Duration? = nil, wallClock: Double? = nil,
               _ body: (Environment) async throws -> R) async throws -> R {
    let env = Environment(transport: transport, store: Store(
        persistence: Persistence(url: file, version: version, sizeLimit: sizeLimit), cacheExpiration: cacheExpiration))
    env.log = nil
    // A fixed wall clock keeps ages exact however slowly a loaded machine runs the test.
    if let wallClock { env.store.image?.wallClock = { wallClock } }
    // The file is opened off the main actor; waiting here (not in a check) keeps the main
    // thread free for the other suites meanwhile.
    await env.store.persistence?.flush()
    let result = try await body(env)
    await env.end()
    return result
}

/// A hero as a batch hands it to the writer: its name, and its power if given.
func heroSnapshot(_ key: String, name: String, power: Int?) -> RecordSnapshot {
    let (nameSlot, powerSlot) = (EnvSlots.name.index, EnvSlots.power.index)
    var values = [SlotValue](repeating: .missing, count: max(nameSlot, powerSlot) + 1)
    values[nameSlot] = .string(name)
    if let power { values[powerSlot] = .int(Int64(power)) }
    return RecordSnapshot(key: key, type: EnvTypes.Hero, values: values, errors: [:], isDeleted: false)
}

/// Raw looks into an image file, through the same SQLite the image uses.
enum ImageFileLook {
    /// The keys of `table`'s rows (`records`, `root`, `fetches`, `names`'s names).
    static func keys(_ file: URL, _ table: String) throws -> [String] {
        let connection = try SQLiteConnection(path: file.path, busyMilliseconds: 250)
        let column = switch table {
        case "records": "key"
        case "root": "field"
        case "fetches": "operation"
        case "packs": "root"
        default: "name"
        }
        let statement = try connection.prepare("SELECT \(column) FROM \(table) ORDER BY 1")
        defer { statement.finalize() }
        var out: [String] = []
        while try statement.step() { out.append(statement.text(0)) }
        return out
    }

    static func integer(_ file: URL, _ sql: String) throws -> Int64 {
        let connection = try SQLiteConnection(path: file.path, busyMilliseconds: 250)
        return try connection.integer(sql)
    }

    /// Runs `sql` on `file` through a connection of its own, as another program would, and
    /// closes it.
    static func execute(_ file: URL, _ sql: String) throws {
        let connection = try SQLiteConnection(path: file.path, busyMilliseconds: 250)
        defer { connection.close() }
        try connection.execute(sql)
    }
}

/// Runs blocking work (reading a child's output, waiting for it to exit) on a Dispatch thread,
/// never on one of the few threads every async test shares.
func blocking<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(returning: work()) }
    }
}

/// The log events a store emits, kept as long as the recorder (which the store's log holds).
@MainActor
final class LogRecorder {
    private(set) var events: [LogEvent] = []

    @discardableResult
    init(_ store: Store) {
        let recorder = self
        store.log = { recorder.events.append($0) }
    }
}
