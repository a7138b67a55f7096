/// How deep selection sets nest once fragment spreads are followed, computed from what the
/// walk recorded: each definition's own depth and the depth of each spread in it.
///
/// Only nesting reached through a spread counts against the limit: a definition's own
/// nesting is the parser's to bound. Each fragment's expanded depth is computed once
/// (memoized), iteratively, so a chain of thousands of fragments costs linear time and no
/// stack. A spread back into a fragment on the current path (a cycle, reported by
/// `NoFragmentCyclesRule`) adds nothing.
struct FragmentNesting {
    private let context: ValidationContext
    private let spreadDepths: [[Int]]
    private let ownDepths: [Int]

    init(context: ValidationContext, spreadDepths: [[Int]], ownDepths: [Int]) {
        self.context = context
        self.spreadDepths = spreadDepths
        self.ownDepths = ownDepths
    }

    /// The first operation or fragment, in document order, that nests deeper than `limit`
    /// through its spreads; nil when none does. (A definition computed while following an
    /// earlier one's spreads is within the limit, or that earlier one would not be.)
    func firstExceeding(_ limit: Int) -> Int? {
        var memo = [Int?](repeating: nil, count: ownDepths.count)
        var onPath = [Bool](repeating: false, count: ownDepths.count)
        for (index, definition) in context.document.definitions.enumerated() where definition.isExecutable {
            if memo[index] == nil, exceeds(from: index, limit, &memo, &onPath) { return index }
        }
        return nil
    }

    private struct Frame {
        var index: Int
        var nextSpread = 0
        /// The deepest nesting found so far, own selections included.
        var best: Int
        /// The spread being followed: its depth in this definition.
        var pendingDepth = 0
    }

    private func exceeds(from root: Int, _ limit: Int, _ memo: inout [Int?], _ onPath: inout [Bool]) -> Bool {
        var stack = [Frame(index: root, best: ownDepths[root])]
        onPath[root] = true
        while var frame = stack.popLast() {
            let spreads = context.spreadsByDefinition[frame.index]
            guard frame.nextSpread < spreads.count else {
                memo[frame.index] = frame.best
                onPath[frame.index] = false
                guard var parent = stack.popLast() else { return false }
                parent.best = max(parent.best, parent.pendingDepth + frame.best)
                if parent.best > limit { return true }
                stack.append(parent)
                continue
            }
            let depth = spreadDepths[frame.index][frame.nextSpread]
            let name = spreads[frame.nextSpread].name.value
            frame.nextSpread += 1
            guard let target = context.fragmentIndex[name], !onPath[target] else {
                stack.append(frame)
                continue
            }
            if let known = memo[target] {
                frame.best = max(frame.best, depth + known)
                if frame.best > limit { return true }
                stack.append(frame)
            } else {
                frame.pendingDepth = depth
                stack.append(frame)
                onPath[target] = true
                stack.append(Frame(index: target, best: ownDepths[target]))
            }
        }
        return false
    }
}
