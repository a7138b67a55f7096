/// "Did you mean …?" suggestions worded and ordered as GraphQL.js words and orders them.
enum Suggestions {
    /// The options close enough to `input` to suggest, closest first, ties in natural order.
    ///
    /// Close enough: an optimal-string-alignment edit distance, ignoring case (a case-only
    /// difference counts 1), of at most 40% of the input's length plus one.
    static func list(_ input: String, _ options: some Sequence<String>) -> [String] {
        let inputScalars = Array(input.lowercased().unicodeScalars)
        let threshold = input.unicodeScalars.count * 2 / 5 + 1
        var scored: [(String, Int)] = []
        for option in options {
            if let distance = distance(input, inputScalars, option, threshold) { scored.append((option, distance)) }
        }
        scored.sort { $0.1 != $1.1 ? $0.1 < $1.1 : naturalOrder($0.0, $1.0) }
        return scored.map(\.0)
    }

    private static func distance(_ input: String, _ lowered: [Unicode.Scalar], _ option: String,
                                 _ threshold: Int) -> Int? {
        if input == option { return 0 }
        let other = Array(option.lowercased().unicodeScalars)
        if other == lowered { return 1 }
        let (long, short) = other.count >= lowered.count ? (other, lowered) : (lowered, other)
        if long.count - short.count > threshold { return nil }
        // Three rolling rows of the edit-distance table suffice for transpositions.
        var rows = [[Int]](repeating: [Int](repeating: 0, count: short.count + 1), count: 3)
        for j in 0...short.count { rows[0][j] = j }
        if long.isEmpty { return rows[0][short.count] <= threshold ? rows[0][short.count] : nil }
        for i in 1...long.count {
            let up = (i - 1) % 3, current = i % 3
            rows[current][0] = i
            var smallest = i
            if short.count > 0 {
                for j in 1...short.count {
                    let cost = long[i - 1] == short[j - 1] ? 0 : 1
                    var cell = min(rows[up][j] + 1, rows[current][j - 1] + 1, rows[up][j - 1] + cost)
                    if i > 1, j > 1, long[i - 1] == short[j - 2], long[i - 2] == short[j - 1] {
                        cell = min(cell, rows[(i - 2) % 3][j - 2] + 1)
                    }
                    smallest = min(smallest, cell)
                    rows[current][j] = cell
                }
            }
            if smallest > threshold { return nil }
        }
        let result = rows[long.count % 3][short.count]
        return result <= threshold ? result : nil
    }

    /// Natural order: runs of digits compare by value, everything else by code unit.
    static func naturalOrder(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf16), y = Array(b.utf16)
        var i = 0, j = 0
        while i < x.count, j < y.count {
            if isDigit(x[i]), isDigit(y[j]) {
                var endI = i, endJ = j
                while endI < x.count, isDigit(x[endI]) { endI += 1 }
                while endJ < y.count, isDigit(y[endJ]) { endJ += 1 }
                let numberX = x[i..<endI].drop { $0 == 48 }, numberY = y[j..<endJ].drop { $0 == 48 }
                if numberX.count != numberY.count { return numberX.count < numberY.count }
                if !numberX.elementsEqual(numberY) { return numberX.lexicographicallyPrecedes(numberY) }
                i = endI
                j = endJ
            } else {
                if x[i] != y[j] { return x[i] < y[j] }
                i += 1
                j += 1
            }
        }
        return x.count - i < y.count - j
    }

    private static func isDigit(_ unit: UInt16) -> Bool { unit >= 48 && unit <= 57 }

    /// ` Did you mean 'a', 'b', or 'c'?` for up to five suggestions; empty for none.
    static func didYouMean(_ suggestions: [String], _ subMessage: String? = nil) -> String {
        guard !suggestions.isEmpty else { return "" }
        var message = " Did you mean "
        if let subMessage { message += subMessage + " " }
        let quoted = suggestions.prefix(5).map { "'\($0)'" }
        switch quoted.count {
        case 1: message += quoted[0]
        case 2: message += quoted[0] + " or " + quoted[1]
        default: message += quoted.dropLast().joined(separator: ", ") + ", or " + quoted[quoted.count - 1]
        }
        return message + "?"
    }
}

extension ValidationContext {
    /// The suggestion phrase for `input` among `options`, or nothing when suggestions are hidden.
    func didYouMean(_ input: String, _ options: some Sequence<String>, _ subMessage: String? = nil) -> String {
        hideSuggestions ? "" : Suggestions.didYouMean(Suggestions.list(input, options), subMessage)
    }
}

extension Array {
    /// Sorts the way CPython's `list.sort` does a short list (an initial run, then binary
    /// insertion). With a comparison that is not a total order (GraphQL.js's suggested-type
    /// order is not), the result depends on the algorithm; this one gives graphql-core's.
    mutating func insertionSortLikeCPython(by less: (Element, Element) -> Bool) {
        guard count > 1 else { return }
        var run = 1
        if less(self[1], self[0]) {
            run = 2
            while run < count, less(self[run], self[run - 1]) { run += 1 }
            self[0..<run].reverse()
        } else {
            run = 2
            while run < count, !less(self[run], self[run - 1]) { run += 1 }
        }
        for i in run..<count {
            let pivot = self[i]
            var low = 0, high = i
            while low < high {
                let mid = low + (high - low) / 2
                if less(pivot, self[mid]) { high = mid } else { low = mid + 1 }
            }
            remove(at: i)
            insert(pivot, at: low)
        }
    }
}
