import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// A stored cell counts as present only if the field's reader can hold it: what the lens
/// reads, the check accepts (SPEC §5.10, §5.11; checklist K 99).
@Suite("Availability: cells fit the field's kind")
@MainActor
struct CellKindTests {
    @Test func aWholeFloatInAnIntFieldIsPresentAsTheLensReadsIt() async throws {
        let transport = ScriptedTransport()
        let env = Environment(transport: transport)
        // Written under an older schema, where `power` was a Float.
        try env.commitPayload(EnvOldHero(), Payload(json: #"{"data":{"hero":{"name":"A","power":2.0,"id":"h1"}}}"#))
        let handle = env.handle(for: EnvHeroQuery())
        #expect(handle.phase.data?.hero?.power == 2)
        for _ in 0..<20 { await Task.yield() }
        #expect(transport.requestCount == 0)
    }

    @Test func aFractionalFloatInAnIntFieldIsAbsent() async throws {
        let transport = ScriptedTransport([EnvHeroQuery.name: EnvJSON.hero(power: 3)])
        let env = Environment(transport: transport)
        try env.commitPayload(EnvOldHero(), Payload(json: #"{"data":{"hero":{"name":"A","power":2.5,"id":"h1"}}}"#))
        let handle = env.handle(for: EnvHeroQuery())
        #expect(await wait(until: { handle.phase.data?.hero?.power == 3 }, timeout: .seconds(120)))
        #expect(transport.requestCount == 1)
    }

    @Test func aNumberInACustomScalarFieldIsAbsent() async throws {
        let transport = ScriptedTransport([EnvCustomHero.name: Data(#"{"data":{"hero":{"name":"A","power":"strong","id":"h1"}}}"#.utf8)])
        let env = Environment(transport: transport)
        // Written while `power` was an Int: a custom scalar is stored as its text.
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero(power: 1)))
        let handle = env.handle(for: EnvCustomHero())
        #expect(handle.fetch.isInFlight)
        #expect(await wait(until: { handle.phase.data?.hero?.power == "strong" }, timeout: .seconds(120)))
        #expect(transport.requestCount == 1)
    }

    @Test func eachKindAcceptsWhatItsReaderHolds() {
        let accepts: [(ScalarKind, [ScalarValue])] = [
            (.string, [.string("a"), .int(1), .float(1.5), .bool(true)]),
            (.int, [.int(1), .float(2)]),
            (.float, [.float(1.5), .int(1)]),
            (.bool, [.bool(false)]),
            (.enum, [.string("A")]),
            (.custom, [.string("2024-01-01")]),
        ]
        let refuses: [(ScalarKind, [ScalarValue])] = [
            (.int, [.float(2.5), .string("1"), .bool(true)]),
            (.float, [.string("1.5"), .bool(true)]),
            (.bool, [.int(1), .string("true")]),
            (.enum, [.int(1), .bool(true)]),
            (.custom, [.int(1), .float(1.5), .bool(true)]),
        ]
        for (kind, values) in accepts {
            for value in values { #expect(Availability.fits(.from(value), ScalarShape(kind)), "\(kind) \(value)") }
        }
        for (kind, values) in refuses {
            for value in values { #expect(!Availability.fits(.from(value), ScalarShape(kind)), "\(kind) \(value)") }
        }
        #expect(Availability.fits(.scalars([.float(1), nil]), ScalarShape(.int, list: true)))
        #expect(!Availability.fits(.scalars([.int(1)]), ScalarShape(.custom, list: true)))
    }
}

extension SlotValue {
    /// The cell holding one scalar.
    static func from(_ value: ScalarValue) -> SlotValue {
        switch value {
        case .bool(let v): .bool(v)
        case .int(let v): .int(v)
        case .float(let v): .float(v)
        case .string(let v): .string(v)
        }
    }
}
