/// "The response is the oracle" (SPEC §0.12): every leaf read through the lenses equals
/// the raw response at the same path.
struct Oracle {
    /// What a comparison found.
    struct Verdict {
        /// Paths whose lens read equals the response.
        var agreed: [String] = []
        /// Paths where they differ: the path, the response's leaf and the lens read.
        var disagreed: [(path: String, response: ResponseTree, lens: ResponseTree)] = []
        /// Response leaves no lens can read (fields the compiler inserted, e.g. keys).
        var unread: [String] = []
        /// Lens reads with no leaf in the response.
        var invented: [String] = []
    }

    /// Compares the raw response's `data` with the mirror built by reading the lenses.
    static func compare(response: ResponseTree, lenses: ResponseTree) -> Verdict {
        let raw = response.leaves
        let read = lenses.leaves
        var verdict = Verdict()
        for (path, leaf) in raw.sorted(by: { $0.key < $1.key }) {
            guard let lens = read[path] else {
                verdict.unread.append(path)
                continue
            }
            if lens == leaf { verdict.agreed.append(path) } else { verdict.disagreed.append((path, leaf, lens)) }
        }
        verdict.invented = read.keys.filter { raw[$0] == nil }.sorted()
        return verdict
    }
}
