import GraphQL

/// Writes operations and fragments in Relay's compact form. Names, values, types and
/// directives are spelled by `Printer.compact`; this type adds the selection layout,
/// including the newline Relay keeps between selections under one condition group.
struct CompactText {
    private(set) var text = ""

    mutating func write(_ operation: OperationDefinition) {
        var head = operation.operation.rawValue
        if let name = operation.name { head += " " + name.value }
        let variables = operation.variableDefinitions.map(Self.variable)
        if !variables.isEmpty { head += "(" + variables.joined(separator: ",") + ")" }
        let isShorthand = operation.operation == .query && operation.name == nil && variables.isEmpty
            && operation.directives.isEmpty
        text += isShorthand ? "" : head + Self.directives(operation.directives)
        text += Self.set(operation.selectionSet.selections, depth: 1)
    }

    mutating func write(_ fragment: FragmentDefinition) {
        text += "fragment " + fragment.name.value + " on " + fragment.typeCondition.name.value
            + Self.directives(fragment.directives) + Self.set(fragment.selectionSet.selections, depth: 1)
    }

    static func variable(_ definition: VariableDefinition) -> String {
        "$" + definition.variable.name.value + ":" + Printer.compact(definition.type)
            + (definition.defaultValue.map { "=" + Printer.compact($0) } ?? "") + directives(definition.directives)
    }

    static func directives(_ directives: [Directive]) -> String {
        directives.map { Printer.compact($0) }.joined()
    }

    /// `{…}` for the selections of a set `depth` levels below the definition.
    static func set(_ selections: [Selection], depth: Int) -> String {
        "{" + items(selections, level: 0, depth: depth, separator: ",") + "}"
    }

    /// The selections, runs sharing the condition at `level` written as one group whose
    /// members are separated by a newline and the set's indentation.
    static func items(_ selections: [Selection], level: Int, depth: Int, separator: String) -> String {
        var parts: [String] = []
        var start = 0
        while start < selections.count {
            guard let key = conditionKey(selections[start], level: level) else {
                parts.append(selection(selections[start], depth: depth))
                start += 1
                continue
            }
            var end = start + 1
            while end < selections.count, conditionKey(selections[end], level: level) == key { end += 1 }
            let newline = "\n" + String(repeating: " ", count: 2 * depth)
            parts.append(end - start == 1
                         ? selection(selections[start], depth: depth)
                         : items(Array(selections[start..<end]), level: level + 1, depth: depth, separator: newline))
            start = end
        }
        return parts.joined(separator: separator)
    }

    private static func conditionKey(_ selection: Selection, level: Int) -> String? {
        let conditions = Flatten.conditions(of: selection)
        guard conditions.count > level else { return nil }
        return Printer.compact(conditions[conditions.startIndex + level])
    }

    static func selection(_ selection: Selection, depth: Int) -> String {
        switch selection {
        case .field(let field):
            var out = (field.alias.map { $0.value + ":" } ?? "") + field.name.value
            if !field.arguments.isEmpty {
                out += "(" + field.arguments.map { $0.name.value + ":" + Printer.compact($0.value) }.joined(separator: ",") + ")"
            }
            out += directives(field.directives)
            if let set = field.selectionSet { out += self.set(set.selections, depth: depth + 1) }
            return out
        case .fragmentSpread(let spread):
            return "..." + spread.name.value + directives(spread.directives)
        case .inlineFragment(let inline):
            return "..." + (inline.typeCondition.map { "on " + $0.name.value } ?? "") + directives(inline.directives)
                + set(inline.selectionSet.selections, depth: depth + 1)
        }
    }
}
