/// Writes a plan as the runtime's `Plan…` values: one `static let selectionN`
/// per distinct selection and the operation's `plan`, inside an extension of the
/// operation value.
struct SwiftPlanText {
    let symbols: SharedSymbols

    /// The extension holding `plan` and the selections.
    func extensionText(operation swiftName: String, plan: PlanModel) -> [String] {
        var lines = ["nonisolated extension " + swiftName + " {"]
        lines += constants(plan.constants).map { "    " + $0 }
        for (index, selection) in plan.selections.enumerated() {
            lines += self.selection(selection, index: index).map { "    " + $0 }
        }
        lines.append("}")
        return lines
    }

    private func constants(_ c: PlanConstants) -> [String] {
        var arguments = ["name: " + SwiftNames.literal(c.name), "kind: ." + c.kind, "document: document"]
        if let behavior = c.errorBehavior { arguments.append("errorBehavior: ." + behavior) }
        if let seconds = c.cacheExpiration { arguments.append("cacheExpiration: \(seconds)") }
        if c.hasDeferred { arguments.append("hasDeferred: true") }
        if c.throwsOnFieldError { arguments.append("throwsOnFieldError: true") }
        if c.bubbles { arguments.append("bubbles: true") }
        if !c.transient.isEmpty { arguments.append("transient: " + strings(c.transient)) }
        if c.hasTransientTypes { arguments.append("transientTypes: Types.transient") }
        arguments.append("selection: selection0")
        return ["@_spi(Generated) public static let plan = PlanOperation("]
            + arguments.enumerated().map { index, text in
                "    " + text + (index == arguments.count - 1 ? ")" : ",")
            }
    }

    private func selection(_ s: PlanSelectionModel, index: Int) -> [String] {
        var head = "type: " + symbols.type(s.type)
        if !s.key.isEmpty { head += ", key: " + strings(s.key) }
        if s.isAbstract { head += ", isAbstract: true" }
        var lines = ["static let selection\(index) = PlanSelection(" + head + ","]
        if !s.conditions.isEmpty {
            lines.append("    conditions: [")
            for condition in s.conditions {
                let key = condition.responseKey.map(SwiftNames.literal) ?? "nil"
                lines.append("        PlanCondition(name: " + SwiftNames.literal(condition.name) + ", responseKey: "
                             + key + ", possibleTypes: " + symbols.possible(condition.name) + "),")
            }
            lines.append("    ],")
        }
        lines += fieldList("fields", s.fields, type: s.type, indent: "    ", last: s.variants.isEmpty)
        if !s.variants.isEmpty {
            lines.append("    variants: [")
            for variant in s.variants { lines += self.variant(variant, type: s.type) }
            lines.append("    ])")
        }
        return lines
    }

    private func variant(_ v: PlanVariantModel, type: String) -> [String] {
        var head: String
        var scope = type
        switch v.match {
        case .types(let types):
            head = ".types([" + types.map(symbols.type).joined(separator: ", ") + "])"
            scope = types.count == 1 ? types[0] : type
        case .condition(let name):
            head = ".condition(" + SwiftNames.literal(name) + ")"
            scope = name
        case .other: head = ".other"
        }
        if let key = v.key { head += ", key: " + strings(key) }
        var lines = ["        PlanVariant(" + head + ", fields: ["]
        lines += v.fields.map { "            " + field($0, type: scope) + "," }
        lines.append("        ]),")
        return lines
    }

    private func fieldList(_ label: String, _ fields: [PlanFieldModel], type: String, indent: String,
                           last: Bool) -> [String] {
        let close = last ? "])" : "],"
        if fields.isEmpty { return [indent + label + ": [" + close] }
        return [indent + label + ": ["] + fields.map { indent + "    " + field($0, type: type) + "," } + [indent + close]
    }

    /// One field: the short `.scalar`/`.link` forms when they can say everything.
    func field(_ f: PlanFieldModel, type: String) -> String {
        let key = SwiftNames.literal(f.responseKey)
        let storage = f.storageKey != .fixed(f.responseKey) && f.kind != .typename
            ? "storageKey: " + storageKey(f.storageKey, type: type, field: fieldName(f)) : nil
        var options: [String] = []
        if !f.guards.isEmpty { options.append("guards: " + guards(f.guards)) }
        if let label = f.deferLabel { options.append("deferLabel: " + SwiftNames.literal(label)) }
        if f.isCaught { options.append("isCaught: true") }
        if f.isClient { options.append("isClient: true") }
        // The kind's own name (`.scalar`/`.link`) and its payload, for the short and full forms.
        let (name, payload): (String, String?) = switch f.kind {
        case .typename: ("typename", nil)
        case .scalar(let shape): ("scalar", self.shape(shape))
        case .link(let link): ("link", self.link(link, type: type))
        }
        guard f.isTransientRoot || f.edit != nil || payload == nil else {
            return "." + name + "(" + ([key, payload ?? ""] + [storage].compactMap { $0 } + options)
                .joined(separator: ", ") + ")"
        }
        var full = [key] + [storage].compactMap { $0 }
        full.append("kind: ." + name + (payload.map { "(" + $0 + ")" } ?? ""))
        full += options
        if f.isTransientRoot { full.append("isTransientRoot: true") }
        if let edit = f.edit { full.append("edit: " + self.edit(edit)) }
        return "PlanField(" + full.joined(separator: ", ") + ")"
    }

    /// The schema field name behind a storage key (for naming its constant).
    private func fieldName(_ f: PlanFieldModel) -> String {
        switch f.storageKey {
        case .dynamic(let field, _): field
        case .fixed(let text): String(text.prefix { $0 != "(" })
        }
    }

    private func storageKey(_ key: FieldStorageKey, type: String, field: String) -> String {
        switch key {
        case .fixed(let text): ".fixed(" + SwiftNames.literal(text) + ")"
        case .dynamic(let name, let arguments):
            ".dynamic(" + symbols.dynamicKey(type: type, field: name, arguments: arguments) + ")"
        }
    }

    private func shape(_ s: ScalarShapeModel) -> String {
        var out = "ScalarShape(." + s.kind
        if !s.nullable { out += ", nullable: false" }
        if let elements = s.elementsNullable { out += ", list: \(elements)" }
        return out + ")"
    }

    private func link(_ l: LinkModel, type: String) -> String {
        var parts = ["selection\(l.selection)"]
        if l.plural { parts.append("plural: true") }
        if !l.nullable { parts.append("nullable: false") }
        if l.plural && !l.elementsNullable { parts.append("elementsNullable: false") }
        if let lookup = l.lookup {
            let type = lookup.type.map(symbols.type) ?? "nil"
            var text = "lookup: PlanLookup(type: " + type
            if let keyed = lookup.keyedSet { text += ", possibleTypes: " + symbols.keyed(keyed) }
            text += ", arguments: [" + lookup.arguments.map(Self.pieces).joined(separator: ", ") + "])"
            parts.append(text)
        }
        if let connection = l.connection {
            var text = "connection: PlanConnection(handleKey: "
                + storageKey(connection.handleKey, type: type, field: "")
            if let after = connection.after { text += ", after: " + Self.pieces(after) }
            if let before = connection.before { text += ", before: " + Self.pieces(before) }
            parts.append(text + ")")
        }
        return "PlanLink(" + parts.joined(separator: ", ") + ")"
    }

    private func edit(_ e: EditModel) -> String {
        switch e.directive {
        case "deleteRecord": return ".deleteRecord"
        case "appendNode", "prependNode":
            let type = e.edgeType.map(symbols.type) ?? "nil"
            return "." + e.directive + "(connections: " + Self.pieces(e.connections) + ", edgeType: " + type + ")"
        default: return "." + e.directive + "(connections: " + Self.pieces(e.connections) + ")"
        }
    }

    private func guards(_ alternatives: [[GuardModel]]) -> String {
        "[" + alternatives.map { conjunction in
            "[" + conjunction.map { ($0.include ? ".include(" : ".skip(") + SwiftNames.literal($0.variable) + ")" }
                .joined(separator: ", ") + "]"
        }.joined(separator: ", ") + "]"
    }

    private func strings(_ values: [String]) -> String {
        "[" + values.map(SwiftNames.literal).joined(separator: ", ") + "]"
    }

    /// `[.literal("["), .variable("id")]`.
    static func pieces(_ pieces: [KeyPieceText]) -> String {
        "[" + pieces.map { piece in
            switch piece {
            case .literal(let text): ".literal(" + SwiftNames.literal(text) + ")"
            case .variable(let name): ".variable(" + SwiftNames.literal(name) + ")"
            }
        }.joined(separator: ", ") + "]"
    }

    /// `DynamicKey("field", [DynamicArgument("id", [.variable("id")])])`.
    static func dynamicKey(field: String, arguments: [DynamicArgumentText]) -> String {
        "DynamicKey(" + SwiftNames.literal(field) + ", ["
            + arguments.map { "DynamicArgument(" + SwiftNames.literal($0.name) + ", " + pieces($0.pieces) + ")" }
                .joined(separator: ", ") + "])"
    }
}
