/// One selected field, its storage key rendered and its slot numbered. A class, so the
/// ingest's per-member lookups retain one reference instead of copying five.
final class ResolvedField: Sendable {
    enum Kind: Sendable {
        case scalar(ScalarShape)
        case link(ResolvedLink)
        case typename
    }
    let responseKey: String
    let responseKeyBytes: [UInt8]
    let storageKey: String
    let slot: Int
    let kind: Kind
    let deferLabel: String?
    let isCaught: Bool
    let isClient: Bool
    /// For a `@connection` field: the client link and merge it adds beside the page.
    let connection: ResolvedConnection?
    /// An edge directive's edit, its connection ids resolved.
    let edit: ResolvedEdit?

    /// Whether a complete response must carry it in the part labelled `label`.
    func isExpected(inPart label: String?) -> Bool { isServerField && deferLabel == label }

    /// A server field (not a client field, not `__typename`): a complete response carries
    /// it in the part its `deferLabel` names (nil: the initial part).
    let isServerField: Bool

    init?(_ field: PlanField, type: TypeID, builder: ResolutionBuilder,
          children: [ObjectIdentifier: ResolvedSelection]) {
        responseKey = field.responseKey
        responseKeyBytes = Array(field.responseKey.utf8)
        (storageKey, slot) = builder.slot(field.storageKey, on: type)
        switch field.kind {
        case .scalar(let shape): kind = .scalar(shape)
        case .typename: kind = .typename
        case .link(let link):
            // A child beyond the depth bound is never read (ingest stops first).
            guard let child = children[ObjectIdentifier(link.selection)] else { return nil }
            kind = .link(ResolvedLink(selection: child, plural: link.plural, nullable: link.nullable,
                                      elementsNullable: link.elementsNullable, lookup: link.lookup))
        }
        if case .link(let link) = field.kind, let plan = link.connection {
            connection = ResolvedConnection(plan, parentType: type, builder: builder)
        } else {
            connection = nil
        }
        edit = field.edit.map { ResolvedEdit($0, builder.variables) }
        deferLabel = field.deferLabel
        isCaught = field.isCaught
        isClient = field.isClient
        if case .typename = kind { isServerField = false } else { isServerField = !field.isClient }
    }
}

/// A link's resolved facts.
struct ResolvedLink: Sendable {
    let selection: ResolvedSelection
    let plural: Bool
    let nullable: Bool
    let elementsNullable: Bool
    /// The entity a root link names through its arguments (the availability check binds it).
    let lookup: PlanLookup?
}
