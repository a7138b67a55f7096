import Foundation
import Testing
@_spi(Generated) import Baton

/// The raw response as Foundation reads it: the oracle's side of the comparison, parsed
/// by a parser the runtime does not share.
struct JSONTree {
    let value: Any?

    init(_ value: Any?) { self.value = value }

    subscript(key: String) -> JSONTree { JSONTree((value as? [String: Any])?[key]) }
    var isNull: Bool { value == nil || value is NSNull }
    var has: [String] { Array((value as? [String: Any])?.keys ?? [String: Any]().keys) }
    var items: [JSONTree]? { (value as? [Any])?.map(JSONTree.init) }
    var string: String? { value as? String }
    var number: NSNumber? { value is String ? nil : value as? NSNumber }
    var bool: Bool? { (value as? Bool) ?? number?.boolValue }
}

/// Walks a lens and the JSON side by side, counting leaves and recording every
/// disagreement with its path (and the seed that produced it).
@MainActor
final class OracleWalk {
    private(set) var leaves = 0
    private(set) var disagreements: [String] = []
    private var path: [String] = []
    let label: String
    /// The response's field errors: their messages by dotted path (indices as segments).
    let errors: [String: [String]]

    init(label: String, errors: [String: [String]] = [:]) {
        self.label = label
        self.errors = errors
    }

    /// The dotted response path of `key` under the current object.
    func here(_ key: String) -> String { (path + [key]).joined(separator: ".") }

    /// The messages of the errors at `key` or below it, sorted.
    func errors(under key: String) -> [String] {
        let at = here(key)
        return errors.filter { $0.key == at || $0.key.hasPrefix(at + ".") }.flatMap(\.value).sorted()
    }

    /// Reads the field errors of a whole response into the walker's map.
    static func errors(of response: JSONTree) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for error in response["errors"].items ?? [] {
            let steps = (error["path"].items ?? []).map { $0.string ?? $0.number.map { "\($0.intValue)" } ?? "?" }
            found[steps.joined(separator: "."), default: []].append(error["message"].string ?? "")
        }
        return found
    }

    func disagree(_ key: String, _ what: String) {
        let where_ = (path + [key]).joined(separator: ".")
        disagreements.append("\(label) \(where_): \(what)")
        Issue.record("\(label) \(where_): \(what)")
    }

    /// Compares one leaf. `json` turns the JSON leaf into the lens's type; nil means it
    /// has another kind, which is a disagreement unless the JSON is null and the lens nil.
    func leaf<T: Equatable>(_ key: String, _ lens: T?, _ tree: JSONTree, _ json: (JSONTree) -> T?) {
        leaves += 1
        if tree.isNull {
            if let lens { disagree(key, "lens \(lens), JSON null") }
            return
        }
        guard let expected = json(tree) else { return disagree(key, "JSON \(String(describing: tree.value)) of another kind") }
        if lens != expected { disagree(key, "lens \(String(describing: lens)), JSON \(expected)") }
    }

    func string(_ key: String, _ lens: String?, _ tree: JSONTree) { leaf(key, lens, tree[key]) { $0.string } }

    /// A `@semanticNonNull` string read where errors cannot reach it (under
    /// `@throwOnFieldError`): non-optional, so a null the server sent without an error reads
    /// the zero value, as a null in a non-null field does.
    func semanticString(_ key: String, _ lens: String, _ tree: JSONTree) {
        leaves += 1
        let expected = tree[key].isNull ? "" : tree[key].string
        if lens != expected { disagree(key, "lens \(lens), JSON \(String(describing: tree[key].value))") }
    }
    func int(_ key: String, _ lens: Int?, _ tree: JSONTree) { leaf(key, lens, tree[key], Self.int) }
    func double(_ key: String, _ lens: Double?, _ tree: JSONTree) { leaf(key, lens, tree[key], Self.double) }
    func bool(_ key: String, _ lens: Bool?, _ tree: JSONTree) { leaf(key, lens, tree[key]) { $0.bool } }

    /// A scalar list: nil for a null list, element by element otherwise (nulls kept).
    func list<T: Equatable>(_ key: String, _ lens: [T?]?, _ tree: JSONTree, _ json: @escaping (JSONTree) -> T?) {
        let node = tree[key]
        guard let items = node.items else {
            leaves += 1
            if !node.isNull || lens != nil { disagree(key, "lens \(String(describing: lens)), JSON \(String(describing: node.value))") }
            return
        }
        guard let lens, lens.count == items.count else {
            return disagree(key, "lens \(String(describing: lens)), JSON \(items.count) elements")
        }
        nested(key) { for (index, item) in items.enumerated() { leaf("\(index)", lens[index], item, json) } }
    }

    /// A link: nil exactly when the JSON is null; the body walks the child.
    func object<L>(_ key: String, _ lens: L?, _ tree: JSONTree, _ body: (L, JSONTree) -> Void) {
        let node = tree[key]
        leaves += 1
        switch (lens, node.isNull) {
        case (nil, true): return
        case (let lens?, false): nested(key) { body(lens, node) }
        default: disagree(key, "lens \(lens == nil ? "nil" : "present"), JSON \(node.isNull ? "null" : "object")")
        }
    }

    /// A plural link: the lens lists the JSON's non-null elements in order (SPEC 5.10:
    /// null entries are dropped), and each pair is walked by `body`.
    func links<L: Lens>(_ key: String, _ lens: List<L>?, _ tree: JSONTree, _ body: (L, JSONTree) -> Void) {
        let node = tree[key]
        leaves += 1
        guard let items = node.items else {
            if !node.isNull || lens != nil { disagree(key, "lens \(lens == nil ? "nil" : "list"), JSON not a list") }
            return
        }
        // Paths keep the JSON's indices, as the errors' paths do.
        let present = items.enumerated().filter { !$0.element.isNull }
        guard let lens, lens.count == present.count else {
            return disagree(key, "lens \(lens.map { "\($0.count)" } ?? "nil") elements, JSON \(present.count) non-null")
        }
        for (element, (index, item)) in zip(lens, present) { nested(key) { nested("\(index)") { body(element, item) } } }
    }

    /// Asserts a condition lens is present exactly when `expected` says so.
    func presence(_ key: String, _ lens: (some Any)?, expected: Bool) {
        leaves += 1
        if (lens != nil) != expected { disagree(key, "lens \(lens == nil ? "absent" : "present"), expected \(expected ? "present" : "absent")") }
    }

    func nested(_ key: String, _ body: () -> Void) {
        path.append(key)
        body()
        path.removeLast()
    }

    static func int(_ tree: JSONTree) -> Int? {
        guard let number = tree.number, let value = Int(exactly: number.doubleValue) else { return nil }
        return value
    }

    static func double(_ tree: JSONTree) -> Double? { tree.number?.doubleValue }

    /// A `JSON` scalar reads its token's text: a string's content, a number as written.
    static func jsonText(_ tree: JSONTree) -> String? { tree.string ?? tree.number.map { "\($0.int64Value)" } }
}
