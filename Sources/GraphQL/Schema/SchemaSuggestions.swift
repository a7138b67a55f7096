/// "Did you mean …?" hints for schema messages, ranked as GraphQL.js ranks them: options
/// within a lexical distance of about 40% of the input's length, closest first, ties in
/// natural order (digit runs compare as numbers), at most five.
enum SchemaSuggestions {
    /// ` Did you mean 'A', 'B', or 'C'?` (with its leading space), or "" when nothing is close.
    static func didYouMean(_ input: String, among options: [String]) -> String {
        let names = list(input, among: options)
        guard !names.isEmpty else { return "" }
        let quoted = names.prefix(5).map { "'\($0)'" }
        switch quoted.count {
        case 1: return " Did you mean \(quoted[0])?"
        case 2: return " Did you mean \(quoted[0]) or \(quoted[1])?"
        default: return " Did you mean \(quoted.dropLast().joined(separator: ", ")), or \(quoted.last!)?"
        }
    }

    /// The options close to `input`, best first.
    static func list(_ input: String, among options: [String]) -> [String] {
        let threshold = input.unicodeScalars.count * 4 / 10 + 1
        let measure = LexicalDistance(input)
        var ranked: [(String, Int)] = []
        for option in options {
            if let distance = measure.distance(to: option, threshold: threshold) { ranked.append((option, distance)) }
        }
        ranked.sort { $0.1 != $1.1 ? $0.1 < $1.1 : naturalOrder($0.0, $1.0) }
        return ranked.map(\.0)
    }

    /// Whether `a` sorts before `b` when digit runs compare by value (`a2` before `a10`).
    static func naturalOrder(_ a: String, _ b: String) -> Bool {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        var i = 0, j = 0
        while i < x.count && j < y.count {
            if isDigit(x[i]) && isDigit(y[j]) {
                let startI = i, startJ = j
                while i < x.count && isDigit(x[i]) { i += 1 }
                while j < y.count && isDigit(y[j]) { j += 1 }
                let numberA = Int(String(String.UnicodeScalarView(x[startI..<i]))) ?? 0
                let numberB = Int(String(String.UnicodeScalarView(y[startJ..<j]))) ?? 0
                if numberA != numberB { return numberA < numberB }
            } else {
                if x[i] != y[j] { return x[i].value < y[j].value }
                i += 1
                j += 1
            }
        }
        return x.count < y.count
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }
}

/// Optimal string alignment distance (edits plus adjacent swaps), case-insensitive, with a
/// case-only difference counting 1; gives up past a threshold. Memory is two rows.
struct LexicalDistance {
    private let input: String
    private let lowered: [Unicode.Scalar]

    init(_ input: String) {
        self.input = input
        self.lowered = Array(input.lowercased().unicodeScalars)
    }

    /// The distance to `option`, or nil when it is above `threshold`.
    func distance(to option: String, threshold: Int) -> Int? {
        if option == input { return 0 }
        let other = Array(option.lowercased().unicodeScalars)
        if other == lowered { return 1 }
        var a = lowered, b = other
        if a.count < b.count { swap(&a, &b) }
        if a.count - b.count > threshold { return nil }
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var rowMinimum = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    value = min(value, twoBack[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > threshold { return nil }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        let result = previous[b.count]
        return result <= threshold ? result : nil
    }
}
