/// How deep selection sets nest once fragment spreads are followed, computed from what the
/// walk recorded: each definition's own depth and the depth of each spread in it.
///
/// Each fragment's expanded depth is computed once (memoized), iteratively, so a chain of
/// thousands of fragments costs linear time and no stack. A spread back into a fragment on
/// the current path (a cycle, reported by `NoFragmentCyclesRule`) adds nothing.
struct FragmentNesting {
    private let context: ValidationContext
    private let spreadDepths: [[Int]]
    private let ownDepths: [Int]

    init(context: ValidationContext, spreadDepths: [[Int]], ownDepths: [Int]) {
        self.context = context
        self.spreadDepths = spreadDepths
        self.ownDepths = ownDepths
    }

    /// Whether any operation or fragment nests deeper than `limit`.
    func exceeds(_ limit: Int) -> Bool {
        var memo = [Int?](repeating: nil, count: ownDepths.count)
        var onPath = [Bool](repeating: false, count: ownDepths.count)
        for (index, definition) in context.document.definitions.enumerated() where definition.isExecutable {
            if memo[index] == nil, expandedDepth(of: index, limit, &memo, &onPath) > limit { return true }
        }
        return false
    }

    private struct Frame {
        var index: Int
        var nextSpread = 0
        var best: Int
        var pendingDepth = 0
    }

    private func expandedDepth(of root: Int, _ limit: Int, _ memo: inout [Int?], _ onPath: inout [Bool]) -> Int {
        var stack = [Frame(index: root, best: ownDepths[root])]
        onPath[root] = true
        while var frame = stack.popLast() {
            let spreads = context.spreadsByDefinition[frame.index]
            if frame.best > limit { return frame.best }
            if frame.nextSpread < spreads.count {
                let depth = spreadDepths[frame.index][frame.nextSpread]
                frame.nextSpread += 1
                guard let target = context.fragmentIndex[spreads[frame.nextSpread - 1].name.value] else {
                    stack.append(frame)
                    continue
                }
                if let known = memo[target] {
                    frame.best = max(frame.best, depth + known)
                    stack.append(frame)
                } else if onPath[target] {
                    stack.append(frame)
                } else {
                    frame.pendingDepth = depth
                    stack.append(frame)
                    onPath[target] = true
                    stack.append(Frame(index: target, best: ownDepths[target]))
                }
            } else {
                memo[frame.index] = frame.best
                onPath[frame.index] = false
                if var parent = stack.popLast() {
                    parent.best = max(parent.best, parent.pendingDepth + frame.best)
                    stack.append(parent)
                } else {
                    return frame.best
                }
            }
        }
        return 0
    }
}
