import Foundation

/// What "well-formed" means for a store dump (SPEC 5.1, dump format): a JSON object of
/// records, one per line in sorted key order, the three roots present, and every link
/// (`__ref`, `__refs`) naming a record the dump holds.
enum OracleDump {
    static let roots = ["client:root", "client:root:mutation", "client:root:subscription"]

    /// The problems found, empty when the dump is well-formed.
    static func problems(_ text: String) -> [String] {
        guard let records = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
            return ["not a JSON object"]
        }
        var found = roots.filter { records[$0] == nil }.map { "root \($0) missing" }
        let lines = text.split(separator: "\n").dropFirst().dropLast()
        let keys = lines.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data("{\(line.hasSuffix(",") ? line.dropLast() : line)}".utf8)))
                .flatMap { ($0 as? [String: Any])?.keys.first }
        }
        if keys.count != records.count { found.append("\(records.count) records on \(keys.count) lines") }
        if keys != keys.sorted() { found.append("records not in sorted order") }
        for (key, record) in records {
            for target in references(in: record) where records[target] == nil {
                found.append("\(key) links to \(target), not in the dump")
            }
        }
        return found
    }

    /// Every record key a value links to, at any depth.
    static func references(in value: Any) -> [String] {
        if let object = value as? [String: Any] {
            if let ref = object["__ref"] as? String { return [ref] }
            if let refs = object["__refs"] as? [Any] { return refs.compactMap { $0 as? String } }
            return object.values.flatMap(references(in:))
        }
        if let list = value as? [Any] { return list.flatMap(references(in:)) }
        return []
    }
}
