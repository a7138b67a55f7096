import Baton

/// Renaming a character, optimistically: the new name shows in every list before the request
/// is sent, then the server's answer confirms it or, refused, it goes back. The action sends
/// through the environment current where it is called (`environment.withCurrent { … }`).
struct Renaming {
    @Mutation("""
        mutation RenameCharacterMutation($id: ID!, $name: String!) {
          renameCharacter(id: $id, name: $name) {
            id
            name
          }
        }
        """)
    var rename: RenameCharacterMutation.Action

    /// Sends the rename with the name it expects as its optimistic response.
    @MainActor
    func callAsFunction(id: String, name: String) async throws {
        _ = try await rename(id: id, name: name,
                             optimistic: .init(renameCharacter: .init(id: id, name: name)))
    }
}
