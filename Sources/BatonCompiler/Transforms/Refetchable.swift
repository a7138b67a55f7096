import GraphQL

/// `@refetchable(queryName:)`: the query that fetches a fragment
/// again, by where its type can be found from the root:
/// - a fragment on the query type is selected at the root: `query Q{...F}`;
/// - a fragment on `Viewer` (when the query type has `viewer: Viewer`): `query Q{viewer{...F}}`;
/// - a fragment on `Node`, on a type implementing it, or on an interface or union whose
///   every member implements it: `query Q(…,$id:ID!){node(id:$id){...F}}`, and the fragment
///   selects `id` (after the author's selections) so the lens can refetch from its record;
/// - otherwise a type marked `@fetchable(field_name: "f")` (or one that implements `Node` too,
///   under `@refetchable(preferFetchable: true)`): `query Q(…,$id:ID!){fetch__T(f:$id){...F}}`,
///   and the fragment selects `f`.
///
/// The fragment's argument definitions become the query's variables, with their defaults,
/// and the spread passes each one as the variable of the same name (so the copy is named
/// `F_1G22uz` for `count` and `cursor`). Variables the fragment uses without defining are
/// added later, once the query's fragments are known (``VariableInference``).
struct Refetchable {
    let context: TransformContext

    /// How the generated query reaches the fragment's record.
    enum Route {
        case root
        case viewer
        /// A root field taking one id argument: `node(id:)` or `fetch__T(f:)`.
        case field(name: String, argument: String, keyField: String)
    }

    /// The route to a fragment's type, when there is one.
    func route(for fragment: FragmentDefinition) -> Route? {
        let name = fragment.typeCondition.name.value
        guard let type = context.type(name), let query = context.schema.rootType(.query) else { return nil }
        if type.name == query.name { return .root }
        if type.name == "Viewer", let viewer = query.field("viewer"), viewer.type.namedType == "Viewer" { return .viewer }
        let fetchable = type.directives.first { $0.name.value == "fetchable" }
            .flatMap { Syntax.argument("field_name", of: $0) }
            .flatMap { value -> Route? in
                guard case .string(let field) = value else { return nil }
                return .field(name: "fetch__" + type.name, argument: field.value, keyField: field.value)
            }
        if preferFetchable(fragment), let fetchable { return fetchable }
        if let node = context.type("Node"), query.field("node") != nil {
            let members = context.schema.possibleTypes(of: type)
            let isNode = type.name == node.name || type.interfaces.contains(node.name)
                || (!members.isEmpty && members.allSatisfy { $0.interfaces.contains(node.name) })
            if isNode { return .field(name: "node", argument: "id", keyField: "id") }
        }
        return fetchable
    }

    /// `@refetchable(preferFetchable: true)`: a `@fetchable` type is fetched by its own root
    /// field even when it implements `Node`.
    private func preferFetchable(_ fragment: FragmentDefinition) -> Bool {
        guard let directive = Syntax.directive("refetchable", in: fragment.directives),
              case .boolean(let prefer, _)? = Syntax.argument("preferFetchable", of: directive) else { return false }
        return prefer
    }

    /// The fragment as refetching needs it: with its key field when it is reached by id.
    func prepare(_ fragment: FragmentDefinition) -> FragmentDefinition {
        guard Syntax.directive("refetchable", in: fragment.directives) != nil,
              case .field(_, _, let keyField)? = route(for: fragment),
              !Syntax.selectsPlainly(keyField, in: fragment.selectionSet.selections) else { return fragment }
        var fragment = fragment
        fragment.selectionSet.selections.append(Syntax.field(keyField))
        return fragment
    }

    /// A generated query: the operation with the fragment's argument definitions as its
    /// variables, and the id variable that goes last once the inferred ones are added.
    struct Generated {
        var operation: OperationDefinition
        /// The fragment it refetches, as the author named it.
        var fragment: String
        /// `$id: ID!` for a route by id.
        var idVariable: VariableDefinition?
    }

    /// The generated query for a `@refetchable` fragment, or nil when the fragment is not
    /// refetchable or its type has no route (the Relay checks report that).
    func query(for fragment: FragmentDefinition) -> Generated? {
        guard let directive = Syntax.directive("refetchable", in: fragment.directives),
              case .string(let queryName)? = Syntax.argument("queryName", of: directive),
              let route = route(for: fragment) else { return nil }
        let definitions = FragmentArguments.definitions(of: fragment)
        let variables = definitions.map { definition in
            VariableDefinition(variable: Variable(name: Name(definition.name)),
                               type: definition.type ?? .named(NamedType(name: Name("String"))),
                               defaultValue: definition.defaultValue)
        }
        let passed = definitions.map { Argument(name: Name($0.name), value: .variable(Variable(name: Name($0.name)))) }
        let spread = Selection.fragmentSpread(FragmentSpread(
            name: fragment.name,
            directives: passed.isEmpty ? [] : [Directive(name: Name("arguments"), arguments: passed)]))
        var idVariable: VariableDefinition?
        let selections: [Selection]
        switch route {
        case .root: selections = [spread]
        case .viewer: selections = [Syntax.field("viewer", selections: [spread])]
        case .field(let name, let argument, _):
            let id = Variable(name: Name("id"))
            idVariable = VariableDefinition(variable: id, type: .nonNull(.named(NamedType(name: Name("ID"))), .none))
            selections = [.field(Field(name: Name(name), arguments: [Argument(name: Name(argument), value: .variable(id))],
                                       selectionSet: SelectionSet(selections: [spread])))]
        }
        let operation = OperationDefinition(operation: .query, name: Name(queryName.value),
                                            variableDefinitions: variables,
                                            selectionSet: SelectionSet(selections: selections))
        return Generated(operation: operation, fragment: fragment.name.value, idVariable: idVariable)
    }
}
