/// How deep a document nests, measured before it is walked and without recursion: each
/// definition's own selection-set depth and the depth of each fragment spread in it, and the
/// deepest value or type written anywhere (lists and input objects, list types).
///
/// It answers two questions. How deep selection sets nest once spreads are followed, for the
/// nesting limit (``ValidationOptions/maxFragmentNestingDepth``): only nesting reached through
/// a spread counts against the limit, a definition's own nesting is the parser's to bound.
/// And how many levels the walk and the rules will recurse, so that validation can move to a
/// thread with a stack that holds them (``ValidationLimits/inlineStackLevels``). Each fragment's
/// expanded depth is computed once (memoized), iteratively, so a chain of thousands of
/// fragments costs linear time and no stack. A spread back into a fragment on the current path
/// (a cycle, reported by `NoFragmentCyclesRule`) adds nothing.
struct DocumentNesting: Sendable {
    /// Each fragment's definition index by name; when a name is defined twice the last one
    /// wins, as in GraphQL.js (`UniqueFragmentNamesRule` reports the duplicate).
    let fragmentIndex: [String: Int]
    /// Each definition's deepest selection set (its top set is 1; 0 outside operations and
    /// fragments), by definition index.
    private var ownDepths: [Int]
    /// Each definition's spreads: the fragment's definition index (nil when undefined) and the
    /// depth of the selection set holding the spread.
    private var spreads: [[(target: Int?, depth: Int)]]
    /// The deepest value or type nesting anywhere in the document.
    private(set) var valueDepth = 0

    /// Measures a document.
    init(_ document: Document) {
        var fragmentIndex: [String: Int] = [:]
        for (index, definition) in document.definitions.enumerated() {
            if case .fragment(let fragment) = definition { fragmentIndex[fragment.name.value] = index }
        }
        self.fragmentIndex = fragmentIndex
        ownDepths = Array(repeating: 0, count: document.definitions.count)
        spreads = Array(repeating: [], count: document.definitions.count)
        for (index, definition) in document.definitions.enumerated() {
            switch definition {
            case .operation(let operation):
                for variable in operation.variableDefinitions { measure(variable) }
                measure(operation.directives)
                measure(operation.selectionSet, at: index)
            case .fragment(let fragment):
                measure(fragment.directives)
                measure(fragment.selectionSet, at: index)
            case .schema(let schema):
                measure(schema.directives)
            case .type(let type):
                measure(type.directives)
                for field in type.fields {
                    measure(field.type)
                    measure(field.directives)
                    field.arguments.forEach { measure($0) }
                }
                type.inputFields.forEach { measure($0) }
                for value in type.enumValues { measure(value.directives) }
            case .directive(let directive):
                directive.arguments.forEach { measure($0) }
            }
        }
    }

    // MARK: Answers

    /// The first operation or fragment, in document order, that nests deeper than `limit`
    /// through its spreads; nil when none does. (A definition computed while following an
    /// earlier one's spreads is within the limit, or that earlier one would not be.)
    func firstExceeding(_ limit: Int, in document: Document) -> Int? {
        var memo = [Int?](repeating: nil, count: ownDepths.count)
        var onPath = [Bool](repeating: false, count: ownDepths.count)
        for (index, definition) in document.definitions.enumerated() where definition.isExecutable {
            if memo[index] == nil, expand(from: index, limit, &memo, &onPath) { return index }
        }
        return nil
    }

    /// How many levels a walk of the document nests at most: selection sets through spreads
    /// (each fragment at most `limit` deep, past which the run aborts), plus values and types.
    func deepestLevels(limit: Int) -> Int {
        var memo = [Int?](repeating: nil, count: ownDepths.count)
        var onPath = [Bool](repeating: false, count: ownDepths.count)
        var deepest = 0
        for index in ownDepths.indices {
            if memo[index] == nil, expand(from: index, limit, &memo, &onPath) { return limit + valueDepth }
            deepest = max(deepest, memo[index] ?? 0)
        }
        return deepest + valueDepth
    }

    private struct Frame {
        var index: Int
        var nextSpread = 0
        /// The deepest nesting found so far, own selections included.
        var best: Int
        /// The spread being followed: its depth in this definition.
        var pendingDepth = 0
    }

    /// Computes the expanded depth of `root` and of the fragments it reaches into `memo`;
    /// true (and stops) as soon as a spread takes one past `limit`.
    private func expand(from root: Int, _ limit: Int, _ memo: inout [Int?], _ onPath: inout [Bool]) -> Bool {
        var stack = [Frame(index: root, best: ownDepths[root])]
        onPath[root] = true
        while var frame = stack.popLast() {
            let spreads = self.spreads[frame.index]
            guard frame.nextSpread < spreads.count else {
                memo[frame.index] = frame.best
                onPath[frame.index] = false
                guard var parent = stack.popLast() else { return false }
                parent.best = max(parent.best, parent.pendingDepth + frame.best)
                if parent.best > limit { return true }
                stack.append(parent)
                continue
            }
            let (target, depth) = spreads[frame.nextSpread]
            frame.nextSpread += 1
            guard let target, !onPath[target] else {
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

    // MARK: Measuring

    private mutating func measure(_ set: SelectionSet, at index: Int) {
        var pending = [(set, 1)]
        while let (set, depth) = pending.popLast() {
            ownDepths[index] = max(ownDepths[index], depth)
            for selection in set.selections {
                measure(selection.directives)
                switch selection {
                case .field(let field):
                    for argument in field.arguments { measure(argument.value) }
                    if let inner = field.selectionSet { pending.append((inner, depth + 1)) }
                case .inlineFragment(let inline):
                    pending.append((inline.selectionSet, depth + 1))
                case .fragmentSpread(let spread):
                    spreads[index].append((fragmentIndex[spread.name.value], depth))
                }
            }
        }
    }

    private mutating func measure(_ variable: VariableDefinition) {
        measure(variable.type)
        if let value = variable.defaultValue { measure(value) }
        measure(variable.directives)
    }

    private mutating func measure(_ input: InputValueDefinition) {
        measure(input.type)
        if let value = input.defaultValue { measure(value) }
        measure(input.directives)
    }

    private mutating func measure(_ directives: [Directive]) {
        for directive in directives {
            for argument in directive.arguments { measure(argument.value) }
        }
    }

    private mutating func measure(_ type: TypeNode) {
        var depth = 1
        var current = type
        while true {
            switch current {
            case .named: valueDepth = max(valueDepth, depth)
                return
            case .list(let inner, _), .nonNull(let inner, _):
                depth += 1
                current = inner
            }
        }
    }

    private mutating func measure(_ value: Value) {
        // Most values are scalars or variables: no list to follow, so none is made.
        switch value {
        case .list, .object: break
        default:
            valueDepth = max(valueDepth, 1)
            return
        }
        var pending = [(value, 1)]
        while let (value, depth) = pending.popLast() {
            valueDepth = max(valueDepth, depth)
            switch value {
            case .list(let items, _): pending += items.map { ($0, depth + 1) }
            case .object(let fields, _): pending += fields.map { ($0.value, depth + 1) }
            default: continue
            }
        }
    }
}
