import GraphQL

/// Runs the compiler's transforms over a target's operations and fragments and prints each
/// operation's text, in this order per definition:
/// fragment arguments and aggregation → redundant aliases → conditions → `@defer` labels → key fields →
/// connections → `__typename` → `__isX` → flattening.
/// The order is what fixes where inserted fields go: key fields follow the author's
/// selections and come before the `__typename` a connection adds to its nodes
/// (`node{id,text,__typename}`), and `__typename` goes first in abstract selections.
///
/// The definitions are expected to have passed validation; on anything else the transforms
/// still end, leaving what they do not understand as it is.
public struct OperationCompiler: Sendable {
    /// The schema, identity and client schema.
    public var context: TransformContext
    /// The digest for persisted ids, when `persistConfig` is set.
    public var persistAlgorithm: DigestAlgorithm?

    /// Makes a compiler.
    public init(context: TransformContext, persistAlgorithm: DigestAlgorithm? = nil) {
        self.context = context
        self.persistAlgorithm = persistAlgorithm
    }

    /// Every authored operation in document order, then every query `@refetchable`
    /// generates, in fragment order.
    public func compile(_ definitions: [Definition]) -> [CompiledOperation] {
        let refetchable = Refetchable(context: context)
        var fragments: [String: FragmentDefinition] = [:]
        var generated: [Refetchable.Generated] = []
        for case .fragment(let fragment) in definitions where fragments[fragment.name.value] == nil {
            fragments[fragment.name.value] = refetchable.prepare(fragment)
            if let query = refetchable.query(for: fragment) { generated.append(query) }
        }
        var compiled: [CompiledOperation] = []
        for case .operation(let operation) in definitions {
            compiled.append(compile(operation, fragments: fragments))
        }
        for query in generated {
            var operation = compile(query.operation, fragments: fragments)
            operation = completeVariables(operation, idVariable: query.idVariable, fragments: fragments)
            operation.refetchableFragment = query.fragment
            compiled.append(operation)
        }
        return compiled
    }

    private func compile(_ operation: OperationDefinition, fragments: [String: FragmentDefinition]) -> CompiledOperation {
        let name = operation.name?.value ?? ""
        let (root, reached) = Aggregation(fragments: fragments).run(operation.selectionSet.selections)
        var normalized = operation
        normalized.selectionSet.selections = transform(root, on: context.schema.rootType(operation.operation),
                                                       parent: name, isFragment: false)
        var names: [String: String] = [:]
        let definitions = reached.map { item -> FragmentDefinition in
            var fragment = item.definition
            names[fragment.name.value] = item.authoredName
            fragment.selectionSet.selections = transform(fragment.selectionSet.selections,
                                                         on: context.type(fragment.typeCondition.name.value),
                                                         parent: item.authoredName, isFragment: true)
            return fragment
        }.sorted { Array($0.name.value.utf8).lexicographicallyPrecedes(Array($1.name.value.utf8)) }
        return finish(CompiledOperation(name: name, kind: operation.operation, operation: normalized,
                                        fragments: definitions, authoredNames: names, text: ""))
    }

    /// Prints the text and, under `persistConfig`, hashes it.
    private func finish(_ operation: CompiledOperation) -> CompiledOperation {
        var operation = operation
        CompilePhases.measure(.print) {
            operation.text = OperationText(context: context).print(operation.operation, fragments: operation.fragments)
            operation.id = persistAlgorithm.map { $0.hex(operation.text) }
        }
        return operation
    }

    /// The transforms of one definition's selections, in order.
    func transform(_ selections: [Selection], on type: SchemaType?, parent: String, isFragment: Bool) -> [Selection] {
        var out = RedundantAliases(context: context).apply(selections, on: type)
        out = Conditions(context: context).apply(out, on: type)
        out = DeferLabels(context: context, parent: parent).apply(out, on: type)
        out = KeyFields(context: context).apply(out, on: type)
        out = Connections(context: context).apply(out, on: type)
        out = Typenames(context: context).apply(out, on: type)
        out = AbstractRefinements(context: context).apply(out, on: type, isFragment: isFragment)
        return Flatten(context: context).apply(out, on: type)
    }

    /// A generated query declares the variables its fragments use without defining, with
    /// the types of their first use, then `$id`.
    private func completeVariables(_ compiled: CompiledOperation, idVariable: VariableDefinition?,
                                   fragments: [String: FragmentDefinition]) -> CompiledOperation {
        var inference = VariableInference(context: context)
        inference.visit(compiled.operation.selectionSet.selections, on: context.schema.rootType(.query))
        for fragment in compiled.fragments {
            inference.visit(fragment.selectionSet.selections, on: context.type(fragment.typeCondition.name.value))
        }
        var operation = compiled
        var declared = Set(operation.operation.variableDefinitions.map(\.variable.name.value))
        if let idVariable { declared.insert(idVariable.variable.name.value) }
        for (name, type) in inference.used where declared.insert(name).inserted {
            operation.operation.variableDefinitions.append(VariableDefinition(
                variable: Variable(name: Name(name)), type: (type ?? .named("String")).node))
        }
        if let idVariable { operation.operation.variableDefinitions.append(idVariable) }
        return finish(operation)
    }
}
