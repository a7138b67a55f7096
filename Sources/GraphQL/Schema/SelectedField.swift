/// A field as selected on a type, kept by where it lies in the schema (its type and its
/// position there) rather than as a copy of its definition.
///
/// A ``SchemaField`` is a struct of several arrays and strings: copying one costs a reference
/// count operation for each. Validation keeps the current field for every field it walks
/// (and saves and restores it around sub-selections), so it keeps this instead and copies the
/// definition out only when a rule asks for it.
enum SelectedField {
    /// A field the type declares: `type.fields[index]`.
    case member(SchemaType, index: Int)
    /// A meta-field (`__typename`, `__schema`, `__type`), made on request, and the named
    /// type it returns. Boxed, so that the value stays two words and copies without a
    /// field's worth of bytes.
    indirect case meta(SchemaField, namedType: SchemaType?)

    /// The field's definition (a copy).
    var field: SchemaField {
        switch self {
        case .member(let type, let index): type.fields[index]
        case .meta(let field, _): field
        }
    }

    /// The named type the field returns, linked by the schema builder (nil when the schema
    /// does not have it).
    var namedType: SchemaType? {
        switch self {
        case .member(let type, let index): index < type.fieldNamedTypes.count ? type.fieldNamedTypes[index] : nil
        case .meta(_, let namedType): namedType
        }
    }

    /// The field's name, read in place.
    var name: String {
        switch self {
        case .member(let type, let index): type.fields[index].name
        case .meta(let field, _): field.name
        }
    }

    /// The field's type, read in place.
    var type: TypeReference {
        switch self {
        case .member(let type, let index): type.fields[index].type
        case .meta(let field, _): field.type
        }
    }

    /// The field's arguments, read in place.
    var arguments: [SchemaInputValue] {
        switch self {
        case .member(let type, let index): type.fields[index].arguments
        case .meta(let field, _): field.arguments
        }
    }
}
