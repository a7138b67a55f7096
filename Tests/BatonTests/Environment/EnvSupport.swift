import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// Responses and helpers shared by the environment suites.
enum EnvJSON {
    static func hero(_ name: String = "A", power: Int = 1, id: String = "h1") -> Data {
        Data(#"{"data":{"hero":{"name":"\#(name)","power":\#(power),"id":"\#(id)"}}}"#.utf8)
    }

    static func heroByID(_ id: String, name: String = "A") -> Data {
        Data(#"{"data":{"heroByID":{"name":"\#(name)","power":1,"id":"\#(id)"}}}"#.utf8)
    }

    /// Answers `EnvHeroByID` with the hero its `id` variable names.
    static let byIDResponder: @Sendable (Request) throws -> Data? = { request in
        guard request.operationName == EnvHeroByID.name, case .string(let id)? = request.variables["id"]
        else { return nil }
        return heroByID(id)
    }
}

/// Collects log events; durations are dropped so order can be compared.
@MainActor
final class EventLog {
    private(set) var events: [LogEvent] = []

    /// Held weakly by the environment's log, so a late event after the test writes nowhere.
    init(_ env: Environment) { env.log = { [weak self] in self?.events.append($0) } }

    /// Server commits so far.
    var commits: Int { events.filter { if case .committed(.server, _) = $0 { true } else { false } }.count }

    /// The events with `fetchCompleted` durations zeroed.
    var names: [String] {
        events.map { event in
            switch event {
            case .fetchStarted(let op): "fetchStarted(\(op))"
            case .fetchCompleted(let op, _): "fetchCompleted(\(op))"
            case .fetchFailed(let op, let kind): "fetchFailed(\(op), \(kind.rawValue))"
            case .committed(let kind, let changed): "committed(\(kind.rawValue), \(changed))"
            default: "\(event)"
            }
        }
    }
}

extension Phase {
    var isReady: Bool { data != nil }
}
