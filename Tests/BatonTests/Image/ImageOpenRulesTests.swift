import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// The rules an open keeps while it does only what a first read needs: the journal and the
/// write settings are made by the writer (off the main actor) before anything is written, the
/// marks are read with as few statements as an image allows, and the folder is made only when
/// the file cannot be opened without it.
@Suite("Image: what the open leaves for later, and the rules it keeps")
@MainActor
struct ImageOpenRulesTests {
    /// A launch that writes one hero and ends (as the open's other tests make their files).
    func writeHero(_ file: URL, name: String = "A") async throws {
        try await ImageOpenTests().writeHero(file, name: name)
    }

    /// The connection's journal mode and `synchronous` level.
    func settings(_ connection: SQLiteConnection) throws -> (journal: String, synchronous: Int64) {
        let mode = try connection.prepare("PRAGMA journal_mode")
        defer { mode.finalize() }
        let journal = try mode.step() ? mode.text(0) : ""
        return (journal, try connection.integer("PRAGMA synchronous"))
    }

    func journal(_ file: URL) throws -> String {
        let connection = try SQLiteConnection(path: file.path, busyMilliseconds: 250)
        return try settings(connection).journal
    }

    /// A file another connection turned to a rollback journal reads as it is when a check
    /// opens it, and is in WAL mode again, with the writer's `synchronous`, once the writer
    /// has had its turn: before anything is written.
    @Test func aFileTurnedToARollbackJournalIsInWALAgainOnceTheWriterHasHadItsTurn() async throws {
        let folder = ImageFolder()
        let file = folder.file()
        try await writeHero(file)
        try ImageFileLook.execute(file, "PRAGMA journal_mode=DELETE")
        #expect(try journal(file) == "delete")

        let writer = ImageWriter(files: ImageFiles(database: file), version: "", sizeLimit: 1 << 30, opensAtOnce: false)
        let key = try #require(try ImageFileLook.keys(file, "records").first)
        // The check opens the file itself (the writer has not begun): it reads, and leaves
        // the write settings to the writer.
        let opened = writer.read { database in (try settings(database.connection), try database.row(key) != nil) }
        #expect(opened?.0.journal == "delete")
        #expect(opened?.1 == true)
        await writer.flush()
        let ready = writer.read { try settings($0.connection) }
        #expect(ready?.journal == "wal")
        #expect(ready?.synchronous == 1, "NORMAL")
        await writer.close()
        #expect(try journal(file) == "wal")
    }

    /// The same through an image made as an app makes it: the writer opens the file and makes
    /// it ready to write at once, and a relaunch reads its rows.
    @Test func anImageMadeAtLaunchPutsARollbackJournalFileBackInWALMode() async throws {
        let folder = ImageFolder()
        let file = folder.file()
        try await writeHero(file, name: "B")
        try ImageFileLook.execute(file, "PRAGMA journal_mode=DELETE")
        try await launch(file) { env in
            #expect(env.handle(for: EnvHeroQuery(), fetchPolicy: .storeOnly).phase.data?.hero?.name == "B")
            let ready = env.store.persistence?.writer.read { try settings($0.connection) }
            #expect(ready?.journal == "wal")
            #expect(ready?.synchronous == 1, "NORMAL")
        }
        #expect(try journal(file) == "wal")
    }

    /// A file over its size limit is evicted by the open itself, which may be a check's on the
    /// main actor: the eviction writes in WAL mode with the writer's settings all the same.
    @Test func anEvictionAtOpenWritesWithTheWriteSettings() async throws {
        let folder = ImageFolder()
        let file = folder.file()
        try await launch(file) { env in
            try env.commitPayload(ImgHeroes(page: 1), Payload(ImgHeroes.response(page: 1, count: 400, padding: 300)))
            await env.store.persistence?.flush()
        }
        try ImageFileLook.execute(file, "PRAGMA journal_mode=DELETE")
        let limit = ImageFiles(database: file).size - 1
        let writer = ImageWriter(files: ImageFiles(database: file), version: "", sizeLimit: limit, opensAtOnce: false)
        let opened = writer.read { try settings($0.connection) }
        #expect(opened?.journal == "wal")
        #expect(opened?.synchronous == 1, "NORMAL")
        await writer.close()
        #expect(ImageFiles(database: file).size <= limit)
    }

    /// A database with another program's application id and no tables is not an image: left
    /// alone, byte for byte.
    @Test func aDatabaseWithAnotherApplicationIDAndNoTablesIsLeftAlone() async throws {
        let folder = ImageFolder()
        let file = folder.file()
        try ImageFileLook.execute(file, "PRAGMA application_id=42")
        let before = try Data(contentsOf: file)
        let writer = ImageWriter(files: ImageFiles(database: file), version: "", sizeLimit: 1 << 30, opensAtOnce: false)
        #expect(writer.read { _ in true } == nil)
        await writer.close()
        #expect(try Data(contentsOf: file) == before)
        #expect(try ImageFileLook.integer(file, "PRAGMA application_id") == 42)
    }

    /// A database with no application id and no tables (a file a crash left between its
    /// journal and its tables, say) is made an image.
    @Test func aDatabaseWithNoMarksAndNoTablesIsMadeAnImage() async throws {
        let folder = ImageFolder()
        let file = folder.file()
        try ImageFileLook.execute(file, "PRAGMA journal_mode=WAL")
        #expect(try ImageFileLook.integer(file, "SELECT count(*) FROM sqlite_master") == 0)
        try await writeHero(file, name: "Made")
        #expect(try ImageFileLook.integer(file, "PRAGMA application_id") == ImageSchema.applicationID)
        try await launch(file) { env in
            #expect(env.handle(for: EnvHeroQuery(), fetchPolicy: .storeOnly).phase.data?.hero?.name == "Made")
        }
    }

    /// An image whose `meta` lacks its version (damaged, or written by hand) starts over.
    @Test func anImageWithoutItsVersionStartsOver() async throws {
        let folder = ImageFolder()
        let file = folder.file()
        try await writeHero(file)
        try ImageFileLook.execute(file, "DELETE FROM meta WHERE key = 'version'")
        try await launch(file) { env in
            #expect(env.handle(for: EnvHeroQuery(), fetchPolicy: .storeOnly).phase.data == nil)
        }
        #expect(try ImageFileLook.keys(file, "records").isEmpty)
        #expect(try ImageFileLook.integer(file, "SELECT count(*) FROM meta WHERE key = 'version'") == 1)
    }

    /// The names and the memberships are read with one statement: a relaunch finds both (an
    /// abstract field's answer needs its membership, a row's cells their names).
    @Test func aRelaunchReadsTheNamesAndTheMembershipsTheFileHolds() async throws {
        let folder = ImageFolder()
        let file = folder.file()
        try await writeHero(file)
        try ImageFileLook.execute(file, "INSERT INTO memberships(type, condition) VALUES ('EnvHero', 'Character'), ('EnvHero', 'Node')")
        let names = try ImageFileLook.keys(file, "names")
        #expect(names.contains("EnvHero"))
        let writer = ImageWriter(files: ImageFiles(database: file), version: "", sizeLimit: 1 << 30, opensAtOnce: false)
        let read = writer.read { database in
            (database.memberships, database.names.allIDs.compactMap { database.names.name($0) })
        }
        #expect(read?.0 == ["EnvHero": ["Character", "Node"]])
        #expect(read?.1.sorted() == names.sorted())
        await writer.close()
    }
}
