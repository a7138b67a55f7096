import GraphQL

/// Gathers the GraphQL documents of a target's files into one compilation: each marker string
/// of a `.swift` file and each `.graphql`/`.gql` file becomes a ``Source`` in one offset space
/// (``sources``), so every later diagnostic resolves to its file, line and column.
public struct DocumentCollector: Sendable {
    /// Every source added so far, the schema's included when it was added first.
    public private(set) var sources: SourceSet
    /// The documents found, in the order their files were added.
    public private(set) var documents: [HostDocument] = []
    /// Problems found while reading the files (a marker without a literal, a broken literal).
    public private(set) var diagnostics: [Diagnostic] = []

    /// Starts a collection after the sources already in `sources` (e.g. the schema's).
    public init(sources: SourceSet = SourceSet()) {
        self.sources = sources
    }

    /// The file kinds that hold GraphQL.
    public enum FileKind: Sendable {
        case swift, graphql
    }

    /// The kind of a path by its extension, or nil when it holds no GraphQL.
    public static func kind(of path: String) -> FileKind? {
        if path.hasSuffix(".swift") { return .swift }
        if path.hasSuffix(".graphql") || path.hasSuffix(".gql") { return .graphql }
        return nil
    }

    /// Adds a file's contents.
    public mutating func add(path: String, bytes: [UInt8]) {
        switch DocumentCollector.kind(of: path) {
        case .swift: addSwift(path: path, bytes: bytes)
        case .graphql, nil: addGraphQL(path: path, bytes: bytes)
        }
    }

    /// Adds a standalone source of GraphQL text (such as a schema) and returns it.
    @discardableResult
    public mutating func addGraphQL(path: String, bytes: [UInt8]) -> Source {
        let source = Source(bytes: bytes, name: path, baseOffset: sources.nextBaseOffset)
        sources.add(source)
        documents.append(HostDocument(source: source, marker: nil, markerPosition: SourcePosition(line: 1, column: 1)))
        return source
    }

    private mutating func addSwift(path: String, bytes: [UInt8]) {
        let host = Source(bytes: bytes, name: path)
        var scanner = SwiftMarkerScanner(host: host)
        scanner.scan()
        // Problems and markers come in file order: positions are counted on, not from the start.
        var cursor = SourceCursor(host)
        for problem in scanner.problems {
            diagnostics.append(Diagnostic(severity: .error, message: problem.message, path: path,
                                          position: cursor.position(of: problem.offset)))
        }
        cursor = SourceCursor(host)
        for found in scanner.found {
            let literal = found.literal
            let markerPosition = cursor.position(of: found.markerOffset)
            let origin = SourceOrigin(anchors: literal.anchors.isEmpty
                                          ? [SourceOrigin.Anchor(textOffset: 0, host: cursor.position(of: literal.end))]
                                          : literal.anchors,
                                      text: literal.text)
            let source = Source(bytes: literal.text, name: path, baseOffset: sources.nextBaseOffset, origin: origin)
            sources.add(source)
            documents.append(HostDocument(source: source, marker: found.kind, markerPosition: markerPosition))
        }
    }
}
