import GraphQL

/// Every reference to one field in a selection (its inline fragments merged, as a response merges
/// them) agrees on `@required`: all or none carry it, with one action; and a `@required` field
/// under a linked field is selected in every instance of that linked field, or the instance that
/// lacks it could make its parent read as present while the required one reads null.
struct RequiredConsistency {
    let schema: Schema
    let report: (String, [Location]) -> Void

    /// Checks the merged selection of `sets` (instances of one parent), then each merged child.
    func check(_ sets: [SelectionSet], depth: Int = 0) {
        guard depth < 500 else { return }
        var groups: [String: [Field]] = [:]
        var order: [String] = []
        for set in sets { collect(set, into: &groups, order: &order) }
        for key in order {
            guard let fields = groups[key] else { continue }
            if fields.count > 1 {
                checkDirectives(fields)
                checkChildren(fields)
            }
            let children = fields.compactMap(\.selectionSet)
            if !children.isEmpty { check(children, depth: depth + 1) }
        }
    }

    private func collect(_ set: SelectionSet, into groups: inout [String: [Field]], order: inout [String]) {
        for selection in set.selections {
            switch selection {
            case .field(let field):
                if groups[field.responseKey] == nil { order.append(field.responseKey) }
                groups[field.responseKey, default: []].append(field)
            case .inlineFragment(let inline): collect(inline.selectionSet, into: &groups, order: &order)
            case .fragmentSpread: break
            }
        }
    }

    private func checkDirectives(_ fields: [Field]) {
        guard let requiredField = fields.first(where: { $0.directives.has("required") }),
              let required = requiredField.directives.named("required") else { return }
        if let plain = fields.first(where: { !$0.directives.has("required") }) {
            report("All references to a field must have matching @required declarations. The field '\(requiredField.name.value)' "
                   + "is @required here but not at the related location.", [requiredField.name.loc, plain.name.loc])
            return
        }
        for other in fields {
            guard let directive = other.directives.named("required"),
                  directive.enumLiteral("action") != required.enumLiteral("action"),
                  let first = required.value("action"), let second = directive.value("action") else { continue }
            report("All references to a @required field must have matching `action` arguments. The `action` used for "
                   + "'\(requiredField.name.value)' should be the same as the `action` declared at the related location.",
                   [first.loc, second.loc])
            return
        }
    }

    /// A `@required` child of one instance must be selected by every other instance. Linear in
    /// the instances and their children: each instance's keys are read once, and the first
    /// instance lacking a key is found once per key.
    private func checkChildren(_ fields: [Field]) {
        let keys = fields.map { field in field.selectionSet.map { Set(directFields($0).map(\.responseKey)) } }
        var lacking: [String: Field?] = [:]
        for field in fields {
            for child in directFields(field.selectionSet) where child.directives.has("required") {
                let key = child.responseKey
                if lacking[key] == nil {
                    let index = keys.indices.first { keys[$0].map { !$0.contains(key) } ?? false }
                    lacking[key] = .some(index.map { fields[$0] })
                }
                guard let other = lacking[key] ?? nil else { continue }
                report("@required fields must be included in all instances of their parent. The field '\(child.name.value)' "
                       + "is marked as @required here but is missing from the related location.", [child.name.loc, other.name.loc])
            }
        }
    }

    private func directFields(_ set: SelectionSet?) -> [Field] {
        var result: [Field] = []
        for selection in set?.selections ?? [] {
            switch selection {
            case .field(let field): result.append(field)
            case .inlineFragment(let inline): result += directFields(inline.selectionSet)
            case .fragmentSpread: break
            }
        }
        return result
    }
}
