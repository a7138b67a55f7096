import GraphQL

/// A piece of GraphQL text found in a target's sources: the string of one marker in a Swift
/// file, or a whole `.graphql`/`.gql` file.
public struct HostDocument: Sendable {
    /// The text, in the compilation's offset space, mapping back to the host file.
    public var source: Source
    /// The marker that held it; nil for a `.graphql` file.
    public var marker: MarkerKind?
    /// Where the marker's `@` stands in the host file (1:1 for a `.graphql` file).
    public var markerPosition: SourcePosition

    /// Makes a host document.
    public init(source: Source, marker: MarkerKind?, markerPosition: SourcePosition) {
        self.source = source
        self.marker = marker
        self.markerPosition = markerPosition
    }

    /// The host file's path as given.
    public var path: String { source.name }
}
