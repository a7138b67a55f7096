/// The refetch and page queries a lens sends: no handle; the root waits in the release buffer
/// like any unretained fetch, and the merged pages live as long as their connection.
extension Environment: Refetching {
    func refetch<Q: RefetchQuery>(_ query: Q.Type, variables: Variables) async throws -> Root {
        guard !isEnded else { throw EnvironmentError.gone }
        let operation = RefetchOperation<Q>(variables: variables)
        let root = store.roots.root(operation.rootKey, resolution: Self.resolution(operation))
        try await door(operation, root: root, checksCancellation: true)
        return root
    }
}

/// A generated refetch query sent with variables the runtime chose (a page's cursor, new
/// arguments): the query's plan, name and document, under the same root key a value of
/// the query with those variables has. (An `Operation`, not a query value a view holds.)
struct RefetchOperation<Q: RefetchQuery>: Operation {
    typealias Data = Q.Data
    static var plan: PlanOperation { Q.plan }
    static var name: String { Q.name }
    static var document: OperationDocument { Q.document }
    let variables: Variables
}
