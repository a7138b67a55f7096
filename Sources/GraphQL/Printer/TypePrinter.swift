/// Prints type references (`[T!]!`), unwrapping in a loop so any depth is safe.
enum TypePrinter {
    /// The type as written; the same in the pretty and the compact form.
    static func text(_ type: TypeNode) -> String {
        var opening = ""
        var closings: [Character] = []
        var current = type
        while true {
            switch current {
            case .named(let named):
                return opening + named.name.value + String(closings.reversed())
            case .list(let inner, _):
                opening.append("[")
                closings.append("]")
                current = inner
            case .nonNull(let inner, _):
                closings.append("!")
                current = inner
            }
        }
    }
}
