import GraphQL

/// The one text an operation is sent, hashed and printed as: the operation then
/// each fragment it still reaches once client parts are gone, sorted by name (byte order),
/// all in Relay's compact form with nothing between definitions:
/// `query Q($id:ID!){node(id:$id){__typename,...F,id}}fragment F on User{name}`.
///
/// The form is `Printer.compact`'s, with one thing Relay does differently: selections
/// gathered under a shared `@include`/`@skip` condition (see ``Flatten``) are separated by a
/// newline and the set's indentation (two spaces per level) instead of a comma, as Relay's
/// printer writes its condition nodes even in compact mode
/// (`origin@include(if:$a){name}\n    species@include(if:$a)`).
public struct OperationText: Sendable {
    /// The schema and client schema.
    public var context: TransformContext

    /// Makes a printer.
    public init(context: TransformContext) {
        self.context = context
    }

    /// The text of a normalized operation and its normalized fragments.
    public func print(_ operation: OperationDefinition, fragments: [FragmentDefinition]) -> String {
        let types = Dictionary(fragments.map { ($0.name.value, $0.typeCondition.name.value) }, uniquingKeysWith: { a, _ in a })
        var stripping = ClientStripping(context: context, fragmentTypes: types)
        let byName = stripping.serverFragments(fragments)
        let server = stripping.serverOperation(operation)
        let printed = Self.reached(from: server.selectionSet.selections, in: byName)
        var sent = server
        sent.variableDefinitions = Self.used(server.variableDefinitions,
                                               in: [server.selectionSet.selections] + printed.map(\.selectionSet.selections))
        var writer = CompactText()
        writer.write(sent)
        for fragment in printed { writer.write(fragment) }
        return writer.text
    }

    /// The fragments the selections reach, directly or through each other, sorted by name.
    static func reached(from selections: [Selection], in fragments: [String: FragmentDefinition]) -> [FragmentDefinition] {
        var seen: Set<String> = []
        var pending = spreads(in: selections)
        while let name = pending.popLast() {
            guard let fragment = fragments[name], seen.insert(name).inserted else { continue }
            pending += spreads(in: fragment.selectionSet.selections)
        }
        return seen.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.compactMap { fragments[$0] }
    }

    static func spreads(in selections: [Selection]) -> [String] {
        var names: [String] = []
        var pending = selections
        while let selection = pending.popLast() {
            switch selection {
            case .fragmentSpread(let spread): names.append(spread.name.value)
            case .field(let field): pending += field.selectionSet?.selections ?? []
            case .inlineFragment(let inline): pending += inline.selectionSet.selections
            }
        }
        return names
    }

    /// The variable definitions some selection still uses.
    static func used(_ definitions: [VariableDefinition], in sets: [[Selection]]) -> [VariableDefinition] {
        var names: Set<String> = []
        var pending = sets.flatMap { $0 }
        var values: [Value] = []
        while let selection = pending.popLast() {
            values += selection.directives.flatMap { $0.arguments.map(\.value) }
            switch selection {
            case .field(let field):
                values += field.arguments.map(\.value)
                pending += field.selectionSet?.selections ?? []
            case .inlineFragment(let inline): pending += inline.selectionSet.selections
            case .fragmentSpread: break
            }
        }
        while let value = values.popLast() {
            switch value {
            case .variable(let variable): names.insert(variable.name.value)
            case .list(let items, _): values += items
            case .object(let fields, _): values += fields.map(\.value)
            default: break
            }
        }
        return definitions.filter { names.contains($0.variable.name.value) }
    }
}
