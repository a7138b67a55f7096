/// The refetch and page queries a lens sends: no handle; the root waits in the release buffer
/// like any unretained fetch, and the merged pages live as long as their connection.
extension Environment: Refetching {
    func refetch<Q: RefetchQuery>(_ query: Q.Type, variables: Variables) async throws -> Root {
        guard !isEnded else { throw EnvironmentError.gone }
        let operation = VariablesOnly<Q>(variables: variables)
        let root = store.roots.root(operation.rootKey, resolution: resolution(operation))
        try await door(operation, root: root, checksCancellation: true)
        return root
    }
}
