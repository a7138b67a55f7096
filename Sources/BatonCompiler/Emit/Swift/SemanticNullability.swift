import GraphQL

/// Relay's semantic nullability: a schema field under `@semanticNonNull(levels:)` is nullable
/// only because an error may null it. Where errors cannot reach a read (under
/// `@throwOnFieldError`, which throws them, or inside `@catch`, which collects them) the
/// marked levels read non-optional; everywhere else the field keeps the schema's nullability.
enum SemanticNullability {
    /// The field's type with the levels `@semanticNonNull` names made non-null (0 the field,
    /// 1 its list's items, and so on); the schema's type when it has no such directive.
    static func type(of field: SchemaField) -> TypeReference {
        guard let marker = field.directives.first(where: { $0.name.value == "semanticNonNull" }) else {
            return field.type
        }
        var levels: Set<Int> = [0]
        if case .list(let items, _)? = marker.value("levels") {
            levels = Set(items.compactMap { if case .int(let text, _) = $0 { Int(text) } else { nil } })
        }
        return apply(field.type, levels: levels, level: 0)
    }

    private static func apply(_ type: TypeReference, levels: Set<Int>, level: Int) -> TypeReference {
        // Each list adds a level; the depth of a written type is small, and levels past it name nothing.
        guard level < 64 else { return type }
        let inner: TypeReference
        if case .list(let element) = type.nullable {
            inner = .list(apply(element, levels: levels, level: level + 1))
        } else {
            inner = type.nullable
        }
        return type.isNonNull || levels.contains(level) ? .nonNull(inner) : inner
    }
}
