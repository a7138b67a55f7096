import Foundation
@_spi(Generated) @testable import Baton

/// Reads the copied baton-spec fixtures.
enum Fixtures {
    static let root: URL = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        .appendingPathComponent("baton-spec")

    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(path)))
    }

    static func text(_ path: String) throws -> String {
        String(decoding: try bytes(path), as: UTF8.self)
    }

    /// Ingests `responses` in order into a fresh store and returns the dump.
    @MainActor
    static func dump(_ plan: PlanOperation, variables: [String: JSONValue] = [:], responses: [String],
                     complete: Bool = true) throws -> String {
        StoreExport.text(of: try store(plan, variables: variables, responses: responses, complete: complete))
    }

    /// Ingests `responses` in order into a fresh store (with an image when `persistence` is given).
    @MainActor
    static func store(_ plan: PlanOperation, variables: [String: JSONValue] = [:], responses: [String],
                      complete: Bool = true, persistence: Persistence? = nil) throws -> Store {
        let store = Store(persistence: persistence)
        let resolution = Resolution(plan, variables: variables, store: store)
        let options: IngestOptions = complete ? .server : .partial
        for (i, response) in responses.enumerated() {
            guard i > 0 else {
                store.commit(try Ingest.response(try bytes(response), resolution: resolution, options: options).changes,
                             kind: .server)
                continue
            }
            // A later part of an incremental response: items placed by walking the store.
            for item in try Ingest.part(try bytes(response)).items {
                guard let target = store.target(for: item, resolution: resolution) else { continue }
                store.commit(try Ingest.item(item, at: target, resolution: resolution, options: options).changes,
                             kind: .server)
            }
        }
        return store
    }
}

/// A counter a `@Sendable` onChange closure can bump.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func bump() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
