import GraphQL

/// The target's authored definitions by name and source: what the per-source outputs and the
/// report's `source` and fragment `text` come from. Built from a compilation that checked clean.
public struct OperationCatalog: Sendable {
    /// A fragment and the file it was written in.
    public struct Fragment: Sendable {
        public var definition: FragmentDefinition
        public var source: String
        public var name: String { definition.name.value }
    }

    /// The file each authored operation was written in, by name.
    public private(set) var operationSources: [String: String] = [:]
    /// Fragments by name.
    public private(set) var fragments: [String: Fragment] = [:]
    /// The definitions of each source path, in the order written.
    public private(set) var definitionsBySource: [String: [Definition]] = [:]
    /// Every definition, in file order.
    public private(set) var definitions: [Definition] = []

    /// Reads the documents of a compilation (each parses, or the target has errors already).
    public init(_ compilation: Compilation) {
        for document in compilation.documents {
            guard let parsed = try? parse(document.source) else { continue }
            definitionsBySource[document.path, default: []] += parsed.definitions
            definitions += parsed.definitions
            for definition in parsed.definitions {
                switch definition {
                case .operation(let operation):
                    if let name = operation.name?.value, operationSources[name] == nil { operationSources[name] = document.path }
                case .fragment(let fragment):
                    if fragments[fragment.name.value] == nil {
                        fragments[fragment.name.value] = Fragment(definition: fragment, source: document.path)
                    }
                default: break
                }
            }
        }
    }

    /// Where a compiled operation comes from: its own file, or for a query `@refetchable`
    /// generates, the file of the fragment it refetches.
    public func source(of operation: CompiledOperation) -> String {
        if let fragment = operation.refetchableFragment, let source = fragments[fragment]?.source { return source }
        return operationSources[operation.name] ?? ""
    }

    /// The authored names of the fragments a compiled operation reaches, sorted.
    public static func authoredFragments(of operation: CompiledOperation) -> [String] {
        Set(operation.fragmentsReached.map { operation.authoredNames[$0] ?? $0 }).sorted()
    }
}
