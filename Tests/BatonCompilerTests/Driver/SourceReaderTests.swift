import Foundation
import Testing
@testable import BatonCompiler

@Suite("Source reader")
struct SourceReaderTests {
    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baton-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A regular file is read straight into the bytes: every byte, at sizes around the reads'
    /// first guess (empty, one byte, a megabyte and a few bytes more).
    @Test(arguments: [0, 1, 4095, 65_536, 1_200_003])
    func aRegularFileReadsEveryByte(count: Int) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("schema.graphql")
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 9) }
        try Data(bytes).write(to: file)
        #expect(try SourceReader().read(file.path).get() == bytes)
    }

    /// What is not a readable regular file is a reason, as before.
    @Test func aMissingFileAndADirectoryAreReasons() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("gone.graphql").path
        #expect(throws: SourceReader.ReadFailure.self) { try SourceReader().read(missing).get() }
        if case .failure(let failure) = SourceReader().read(missing) { #expect(failure.reason == "no such file") }
        if case .failure(let failure) = SourceReader().read(folder.path) { #expect(failure.reason == "is a directory") } else {
            Issue.record("a directory read as a file")
        }
    }
}
