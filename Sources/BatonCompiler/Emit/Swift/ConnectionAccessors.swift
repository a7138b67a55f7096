import GraphQL

/// The members a connection lens adds beside its fields (`@connection`):
/// `connectionID`, `nodes`, `hasNext`, `hasPrevious`, `isLoadingNext`, `isLoadingPrevious`,
/// and, inside a `@refetchable` fragment, `loadNext(_:)` and `loadPrevious(_:)`, which page
/// with the fragment's generated query.
struct ConnectionAccessors {
    let emitter: LensEmitter

    /// The lines of the members, for the connection `field` read on `typeName`; `children`
    /// are the lens's nested lenses by response key (for `edges { node }`).
    func make(_ field: Field, on typeName: String, children: [String: LensEmitter.NestedLens],
              indent: String) -> [String] {
        let facts = emitter.facts, symbols = emitter.symbols
        let connection = facts.storeName(typeName)
        var lines = [indent + "/// The connection record's key: what an edge directive's `connections:` names.",
                     indent + "public var connectionID: String { anchor.record.key }"]
        if let edges = children["edges"], let node = edges.children["node"],
           let edgeType = facts.field("edges", on: typeName)?.type.namedType {
            let nodeLens = edges.name + "." + node.name
            var read = "anchor.nodes(" + slot(connection, "edges") + ", " + slot(facts.storeName(edgeType), "node")
            // A node lens with a bubbling `@required` drops the nodes it rejects, as a list does.
            if node.hasSatisfied {
                symbols.usesKeeping = true
                read += ", as: " + nodeLens + ".self).keeping { $0.satisfied }"
            } else {
                read += ")"
            }
            lines += [indent + "/// The nodes of the merged edges, in order (null edges and deleted records skipped).",
                      indent + "@MainActor public var nodes: List<" + nodeLens + "> { " + read + " }"]
        }
        if let pageInfo = facts.field("pageInfo", on: typeName)?.type.namedType {
            let info = slot(connection, "pageInfo"), type = facts.storeName(pageInfo)
            lines += [indent + "/// Whether page info says there are edges after the end.",
                      indent + "@MainActor public var hasNext: Bool { anchor.pageInfo(" + info + ", "
                          + slot(type, "hasNextPage") + ") }",
                      indent + "/// Whether page info says there are edges before the start.",
                      indent + "@MainActor public var hasPrevious: Bool { anchor.pageInfo(" + info + ", "
                          + slot(type, "hasPreviousPage") + ") }"]
        }
        lines += [indent + "/// Whether a `loadNext` is in flight.",
                  indent + "@MainActor public var isLoadingNext: Bool { anchor.flag(" + slot(connection, "__isLoadingNext") + ") }",
                  indent + "/// Whether a `loadPrevious` is in flight.",
                  indent + "@MainActor public var isLoadingPrevious: Bool { anchor.flag("
                      + slot(connection, "__isLoadingPrevious") + ") }"]
        if let query = emitter.refetch?.queryName { lines += paging(field, query: query, indent: indent) }
        return lines
    }

    /// `loadNext(_:)` and `loadPrevious(_:)` over the fragment's refetch query.
    private func paging(_ field: Field, query: String, indent: String) -> [String] {
        let next = Self.variables(field, count: "first", cursor: "after")
        let previous = Self.variables(field, count: "last", cursor: "before")
        let tail = ", " + query + ".self, next: " + (next ?? "nil") + ", previous: " + (previous ?? "nil") + ")"
        return [indent + "/// Loads `count` more edges after the end and returns once they are merged; does nothing",
                indent + "/// while loading or when `hasNext` is false. Throws the page's failure (the list stays).",
                indent + "@MainActor public func loadNext(_ count: Int) async throws {",
                indent + "    try await anchor.loadPage(.next, count" + tail,
                indent + "}",
                indent + "/// Loads `count` more edges before the start, as `loadNext` does after the end.",
                indent + "@MainActor public func loadPrevious(_ count: Int) async throws {",
                indent + "    try await anchor.loadPage(.previous, count" + tail,
                indent + "}"]
    }

    /// `PageVariables("count", "cursor")` when both arguments of a direction are variables.
    static func variables(_ field: Field, count: String, cursor: String) -> String? {
        guard case .variable(let counted)? = field.arguments.first(where: { $0.name.value == count })?.value,
              case .variable(let cursored)? = field.arguments.first(where: { $0.name.value == cursor })?.value
        else { return nil }
        return "PageVariables(" + SwiftNames.literal(counted.name.value) + ", "
            + SwiftNames.literal(cursored.name.value) + ")"
    }

    private func slot(_ type: String, _ field: String) -> String {
        emitter.symbols.slot(type: type, field: field, fixed: field)
    }
}
