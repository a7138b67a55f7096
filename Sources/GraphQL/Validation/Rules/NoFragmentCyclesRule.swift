/// No fragment spreads itself, directly or through other fragments.
///
/// Follows GraphQL.js's depth-first search (same spread order, so the same cycles are
/// reported with the same paths), with an explicit stack so a long chain costs no call depth.
public struct NoFragmentCyclesRule: ValidationRule {
    public static let name = "NoFragmentCyclesRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private struct Frame {
        var name: String
        var spreads: [FragmentSpread]
        var next = 0
    }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .document
        var visited = Set<String>()
        var spreadPath: [FragmentSpread] = []
        var pathIndex: [String: Int] = [:]
        var position = 0
        init(_ context: ValidationContext) { self.context = context }

        func leaveDocument(_ document: Document) {
            // GraphQL.js searches as it enters each fragment definition.
            for (index, definition) in document.definitions.enumerated() {
                guard case .fragment(let fragment) = definition else { continue }
                position = context.position(ofDefinitionAt: index)
                detectCycles(from: fragment)
            }
        }

        private func detectCycles(from root: FragmentDefinition) {
            guard visited.insert(root.name.value).inserted else { return }
            let rootSpreads = ValidationContext.spreads(in: root.selectionSet)
            guard !rootSpreads.isEmpty else { return }
            pathIndex[root.name.value] = 0
            var stack = [Frame(name: root.name.value, spreads: rootSpreads)]
            while var frame = stack.popLast() {
                guard frame.next < frame.spreads.count else {
                    pathIndex[frame.name] = nil
                    if !stack.isEmpty { spreadPath.removeLast() }
                    continue
                }
                let spread = frame.spreads[frame.next]
                frame.next += 1
                stack.append(frame)
                spreadPath.append(spread)
                if let cycleStart = pathIndex[spread.name.value] {
                    report(cycle: Array(spreadPath[cycleStart...]))
                    spreadPath.removeLast()
                } else if let target = context.fragments[spread.name.value], visited.insert(target.name.value).inserted {
                    let spreads = ValidationContext.spreads(in: target.selectionSet)
                    if spreads.isEmpty {
                        spreadPath.removeLast()
                    } else {
                        pathIndex[target.name.value] = spreadPath.count
                        stack.append(Frame(name: target.name.value, spreads: spreads))
                    }
                } else {
                    spreadPath.removeLast()
                }
            }
        }

        private func report(cycle: [FragmentSpread]) {
            let name = cycle[cycle.count - 1].name.value
            let via = cycle.dropLast().map { "'\($0.name.value)'" }.joined(separator: ", ")
            let message = "Cannot spread fragment '\(name)' within itself" + (via.isEmpty ? "." : " via \(via).")
            context.report(GraphQLError(message, locations: cycle.map(\.loc)), at: position)
        }
    }
}
