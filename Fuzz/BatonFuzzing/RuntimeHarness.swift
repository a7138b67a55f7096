import Foundation
@_spi(Generated) @_spi(Testing) import Baton

/// The runtime harness: one input read every way the runtime reads bytes, against stores that
/// already hold data, with the invariants hostile input must never break:
/// - reading never crashes, hangs or recurses without bound;
/// - a rejected response is an `IngestError` with a message and a byte offset inside the
///   input (or a request error), and the store is exactly as it was;
/// - an accepted one commits; committing the same change set again changes nothing (when it
///   has no edits); the dump is well-formed JSON; the availability check and a collection run.
@MainActor
public enum RuntimeHarness {
    /// The invariants `bytes` broke, in words; empty when it held them all.
    public static func problems(_ bytes: [UInt8]) -> [String] {
        var problems: [String] = []
        // One store serves every read until one is accepted and writes to it; it must still
        // be as it was (its dump unchanged) after the reads it rejected.
        var (store, _) = Self.store()
        var rejected = false
        for (plan, variables) in FuzzPlans.all {
            var resolution = Resolution(plan, variables: variables, store: store)
            for read in Read.allCases {
                let what = "\(plan.name) \(read)"
                do {
                    let changes = try read.changes(bytes, resolution)
                    if rejected { problems += unchanged(store) }
                    problems += accepted(changes, store, resolution, what)
                    (store, _) = Self.store()
                    rejected = false
                    resolution = Resolution(plan, variables: variables, store: store)
                } catch {
                    problems += offsetProblems(error, bytes.count, what)
                    rejected = true
                }
            }
        }
        if rejected { problems += unchanged(store) }
        return problems + parts(bytes)
    }

    /// A store holding only the baseline dumps as this (every such store dumps the same).
    private static let baselineDump = StoreExport.text(of: store().0)

    private static func unchanged(_ store: Store) -> [String] {
        StoreExport.text(of: store) == baselineDump ? [] : ["a rejected input changed the store"]
    }

    /// The ways a payload is read: a server response, a partial one (`commitPayload`, an
    /// optimistic response's envelope), a bare `data` object.
    private enum Read: CaseIterable {
        case server, partial, data

        func changes(_ bytes: [UInt8], _ resolution: Resolution) throws -> ChangeSet {
            switch self {
            case .server: try Ingest.response(bytes, resolution: resolution, options: .server).changes
            case .partial: try Ingest.response(bytes, resolution: resolution, options: .partial).changes
            case .data: try Ingest.data(bytes, resolution: resolution).changes
            }
        }
    }

    /// Traps on a broken invariant, so libFuzzer keeps the input.
    public static func check(_ bytes: [UInt8]) {
        let found = problems(bytes)
        if !found.isEmpty { fatalError("runtime harness: " + found.joined(separator: "; ")) }
    }

    /// A store holding the baseline, kept by a root so collections run as in an app.
    static func store() -> (Store, Resolution) {
        let store = Store(releaseBufferSize: 1)
        let resolution = Resolution(FuzzPlans.query, variables: FuzzPlans.all[0].1, store: store)
        if let baseline = try? Ingest.response(FuzzPlans.baseline, resolution: resolution) {
            store.commit(baseline.changes, kind: .server)
        }
        store.retainRoot("FuzzQuery", resolution)
        return (store, resolution)
    }

    /// A later part of an incremental response: items placed by walking the store, failed
    /// parts' errors placed on their fields.
    private static func parts(_ bytes: [UInt8]) -> [String] {
        let (store, resolution) = store()
        let part: IncrementalPart
        do {
            part = try Ingest.part(bytes)
        } catch {
            return offsetProblems(error, bytes.count, "part") + unchanged(store)
        }
        // Placed as the door places them: every item and failed part into one change set.
        let pending = Dictionary(part.pending.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var placed: [PlacedItem] = []
        for item in part.items {
            guard let resolved = item.resolved(with: pending),
                  let target = store.target(for: resolved, resolution: resolution) else { continue }
            // A failed item (data null) is read as data here: its object is malformed, and
            // the whole part must be rejected with an offset and write nothing.
            placed.append(.data(resolved, at: target))
        }
        for completed in part.completed {
            guard let error = completed.errors.first, let announced = pending[completed.id],
                  let target = store.target(at: announced.path, resolution: resolution) else { continue }
            placed.append(.failed(error, label: announced.label, at: target))
        }
        var problems: [String] = []
        do {
            let result = try Ingest.items(placed, resolution: resolution, options: .partial)
            problems += accepted(result.changes, store, resolution, "part items")
        } catch {
            problems += offsetProblems(error, bytes.count, "part items")
        }
        return problems + dumpProblems(store, "part")
    }

    private static func offsetProblems(_ error: any Error, _ count: Int, _ what: String) -> [String] {
        switch error {
        case let malformed as IngestError:
            if malformed.message.isEmpty { return ["\(what): an IngestError without a message"] }
            guard let offset = malformed.offset else { return [] }
            return (0...count).contains(offset) ? [] : ["\(what): offset \(offset) outside 0...\(count)"]
        case is GraphQLErrors:
            return []
        default:
            return ["\(what): an error of another kind: \(type(of: error))"]
        }
    }

    private static func accepted(_ changes: ChangeSet, _ store: Store, _ resolution: Resolution,
                                 _ what: String) -> [String] {
        var problems: [String] = []
        store.commit(changes, kind: .server)
        let again = store.commit(changes, kind: .server)
        if changes.edits.isEmpty && again.changed != 0 {
            problems.append("\(what): the same change set committed again changed \(again.changed) slots")
        }
        _ = Availability.check(resolution, in: store)
        store.collectNow()
        return problems + dumpProblems(store, what)
    }

    private static func dumpProblems(_ store: Store, _ what: String) -> [String] {
        let dump = Data(StoreExport.text(of: store).utf8)
        guard (try? JSONSerialization.jsonObject(with: dump)) is [String: Any] else {
            return ["\(what): the dump is not a JSON object"]
        }
        return []
    }
}
