import GraphQL

/// A marker holds exactly one definition, of its own kind: `@Query` one query, `@Fragment` one
/// fragment. Anything else is an error at the marker.
public enum MarkerRule {
    /// The error for a marker's parsed document, or nil when it holds what it should.
    public static func check(_ document: Document, in host: HostDocument) -> Diagnostic? {
        guard let marker = host.marker else { return nil }
        let count = document.definitions.count
        let own = document.definitions.filter(marker.accepts).count
        guard count != 1 || own != 1 else { return nil }
        let noun = count == 1 ? "definition" : "definitions"
        let message = "\(marker.spelling) holds \(count) \(noun), \(own) of them a \(marker.definitionNoun); "
            + "a marker holds exactly one \(marker.definitionNoun)"
        return Diagnostic(severity: .error, message: message, path: host.path, position: host.markerPosition)
    }
}
