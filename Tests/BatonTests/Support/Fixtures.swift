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
        let store = Store()
        let resolution = Resolution(plan, variables: variables)
        for response in responses {
            let result = try Ingest.response(try bytes(response), resolution: resolution,
                                             options: complete ? .server : .partial)
            store.commit(result.changes, kind: .server)
        }
        return StoreExport.text(of: store)
    }
}

/// A counter a `@Sendable` onChange closure can bump.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func bump() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
