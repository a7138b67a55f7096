import Baton
import BatonTesting
import Foundation

/// The responses recorded from the test server by `Scripts/record.py`, shipped with the
/// example as resources, so `swift run RickAndMorty` needs no server.
struct Recordings: Sendable {
    /// One recorded exchange, as `Recorded/manifest.json` lists it.
    struct Entry: Decodable, Sendable {
        var operationName: String
        /// The variables as canonical JSON (sorted keys, no spaces).
        var variables: String
        /// The operation text that was sent.
        var text: String
        /// The response's file, beside the manifest.
        var file: String
    }

    /// Why a recorded answer cannot be given.
    struct Stale: Error, CustomStringConvertible {
        var description: String
    }

    private let entries: [String: Entry]
    private let folder: URL

    /// The recordings in `folder` (by default the example's bundled `Recorded` folder).
    init(folder: URL? = nil) throws {
        guard let folder = folder ?? Bundle.module.url(forResource: "Recorded", withExtension: nil) else {
            throw Stale(description: "the example's Recorded folder is not bundled")
        }
        let manifest = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
        let list = try JSONDecoder().decode([Entry].self, from: manifest)
        self.entries = Dictionary(list.map { (Self.key($0.operationName, $0.variables), $0) },
                                  uniquingKeysWith: { first, _ in first })
        self.folder = folder
    }

    /// A transport answering from the recordings; a request whose text differs from the
    /// recorded one fails, so a recording older than the documents is never shown.
    func transport() -> RecordedTransport {
        RecordedTransport { request in try self.answer(request) }
    }

    /// The recorded response to `request`, or nil when none was recorded.
    func answer(_ request: Request) throws -> Data? {
        guard let entry = entries[Self.key(request.operationName, request.variables.canonicalJSON)] else {
            return nil
        }
        guard request.document == .text(entry.text) else {
            throw Stale(description: "the recorded \(entry.operationName) was sent with another text; run Examples/RickAndMorty/Scripts/record.py")
        }
        return try Data(contentsOf: folder.appendingPathComponent(entry.file))
    }

    /// The recorded response bytes of an operation with these variables.
    func response(_ operationName: String, variables: String) throws -> Data? {
        try entries[Self.key(operationName, variables)].map { try Data(contentsOf: folder.appendingPathComponent($0.file)) }
    }

    private static func key(_ name: String, _ variables: String) -> String { name + " " + variables }
}
