import Foundation

/// A JSON response (or a mirror of one read through lenses) reduced to what the oracle
/// compares: objects, lists and leaves.
///
/// The Rick and Morty schema has string, ID and int leaves only; anything else in a raw
/// response is a `.other` leaf holding its description, so it can never equal a lens read.
indirect enum ResponseTree: Equatable, CustomStringConvertible {
    case null
    case string(String)
    case int(Int)
    case other(String)
    case list([ResponseTree])
    case object([String: ResponseTree])

    /// The tree of a `JSONSerialization` value.
    init(json: Any) {
        switch json {
        case is NSNull: self = .null
        case let text as String: self = .string(text)
        case let list as [Any]: self = .list(list.map(ResponseTree.init(json:)))
        case let object as [String: Any]: self = .object(object.mapValues(ResponseTree.init(json:)))
        case let number as NSNumber where number.doubleValue == Double(number.intValue):
            self = .int(number.intValue)
        default: self = .other("\(json)")
        }
    }

    /// A leaf from an optional string read.
    static func of(_ text: String?) -> ResponseTree { text.map(ResponseTree.string) ?? .null }

    /// A leaf from an optional int read.
    static func of(_ number: Int?) -> ResponseTree { number.map(ResponseTree.int) ?? .null }

    /// Every leaf by its dotted path (`characters.results.3.name`); empty lists and objects
    /// are leaves too, so their presence is compared.
    var leaves: [String: ResponseTree] {
        var found: [String: ResponseTree] = [:]
        collect(path: "", into: &found)
        return found
    }

    private func collect(path: String, into found: inout [String: ResponseTree]) {
        func join(_ key: String) -> String { path.isEmpty ? key : path + "." + key }
        switch self {
        case .list(let items) where !items.isEmpty:
            for (index, item) in items.enumerated() { item.collect(path: join(String(index)), into: &found) }
        case .object(let members) where !members.isEmpty:
            for (key, value) in members { value.collect(path: join(key), into: &found) }
        default:
            found[path] = self
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .string(let text): "\"\(text)\""
        case .int(let number): String(number)
        case .other(let text): "<\(text)>"
        case .list(let items): "[" + items.map(\.description).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",") + "}"
        }
    }
}
