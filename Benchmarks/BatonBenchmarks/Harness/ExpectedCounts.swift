import Foundation

/// `Benchmarks/counts.txt`: the counts a run must reproduce exactly, one `name value` a line
/// (`#` starts a comment).
struct ExpectedCounts: Equatable {
    let values: [String: Int]

    /// Reads the file's text; a line that is not `name integer` is a mistake worth stopping on.
    init(text: String) throws(ExpectedCountsError) {
        var values: [String: Int] = [:]
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let words = line.split(whereSeparator: \.isWhitespace)
            if words.isEmpty { continue }
            guard words.count == 2, let value = Int(words[1]) else {
                throw ExpectedCountsError(line: number + 1, text: String(raw))
            }
            values[String(words[0])] = value
        }
        self.values = values
    }

    /// The standard file, or nil when there is none.
    static func load() throws -> ExpectedCounts? {
        let url = RepositoryPaths.benchmarks.appendingPathComponent("counts.txt")
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try ExpectedCounts(text: String(decoding: data, as: UTF8.self))
    }

    /// One line per count that differs from its expected value (counts the file does not
    /// name are not checked).
    func mismatches(in counts: [Count]) -> [String] {
        counts.compactMap { count in
            guard let expected = values[count.name], expected != count.value else { return nil }
            return "\(count.name) is \(count.value), counts.txt expects \(expected)"
        }
    }
}

/// A line of counts.txt that is not `name integer`.
struct ExpectedCountsError: Error, Equatable, CustomStringConvertible {
    let line: Int
    let text: String

    var description: String { "counts.txt line \(line) is not `name integer`: \(text)" }
}
