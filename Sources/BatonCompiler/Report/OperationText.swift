import GraphQL

/// The exact compact text an operation sends, and its persisted id (SPEC §4.3, §4.4).
///
/// Until the transforms (keys, `__typename`, connections, …) are wired in, the text is the
/// operation followed by the fragments it reaches, each printed compact as written.
public enum OperationText {
    /// The wire text of an operation of the catalog.
    public static func text(of operation: OperationCatalog.Operation, in catalog: OperationCatalog) -> String {
        var definitions: [Definition] = [.operation(operation.definition)]
        for name in operation.fragments {
            if let fragment = catalog.fragments[name] { definitions.append(.fragment(fragment.definition)) }
        }
        return Printer.compact(Document(definitions: definitions))
    }

    /// `lowercase hex digest(algorithm, UTF-8 bytes of the text)`, with no prefix.
    public static func id(of text: String, algorithm: DigestAlgorithm) -> String {
        algorithm.hex(text)
    }
}
