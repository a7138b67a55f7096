/// Accessor names inside one lens: a selection whose
/// response key (or spread/condition accessor) is a member the generated lens declares itself
/// is renamed, never refused, by appending `_` until the name is free in that lens
/// (`anchor` → `anchor_`; with an author's `anchor_` also there, `anchor__`). Authored names
/// that clash with nothing are claimed first, so they are never the ones renamed, and the
/// result depends only on the selection, so it is deterministic.
struct LensNaming {
    /// Members any lens may declare.
    static let members: Set<String> = ["anchor", "satisfied", "missingRequiredField", "fieldErrors", "isPresent",
                                       "uncaughtErrors", "connectionID"]
    /// Members a `@connection` lens adds.
    static let connectionMembers: Set<String> = ["nodes", "hasNext", "hasPrevious", "isLoadingNext",
                                                 "isLoadingPrevious", "loadNext", "loadPrevious"]

    private var renamed: [String: String] = [:]

    /// Names for `wanted` (in the lens's order); `isConnection` reserves the pagination members
    /// too, and `isRefetchable` reserves `refetch`.
    init(_ wanted: [String], isConnection: Bool, isRefetchable: Bool = false) {
        var reserved = isConnection ? Self.members.union(Self.connectionMembers) : Self.members
        if isRefetchable { reserved.insert("refetch") }
        var used = Set(wanted.filter { !reserved.contains($0) })
        for name in wanted where reserved.contains(name) && renamed[name] == nil {
            var candidate = name + "_"
            while used.contains(candidate) || reserved.contains(candidate) { candidate += "_" }
            used.insert(candidate)
            renamed[name] = candidate
        }
    }

    /// The Swift name (before keyword escaping) of the accessor that wants `name`.
    func name(_ name: String) -> String { renamed[name] ?? name }
}
