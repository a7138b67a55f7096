import Baton
import Foundation

/// Makes the example's screens in an environment and waits for each one's first answer. A
/// screen's `@Query` resolves in the environment when its phase is first read there, and holds
/// the data for as long as the screen lives.
@MainActor
final class Screens {
    let environment: Environment

    init(environment: Environment) { self.environment = environment }

    /// The characters list at `page`, once it has loaded or failed.
    func characters(page: Int) async -> CharactersScreen {
        let screen = CharactersScreen(query: CharactersScreenQuery(page: page))
        await settle { screen.query.phase }
        return screen
    }

    /// One character's screen, once it has loaded or failed.
    func character(id: String) async -> CharacterScreen {
        let screen = CharacterScreen(query: CharacterDetailQuery(id: id))
        await settle { screen.query.phase }
        return screen
    }

    /// One episode's cast (its first page), once it has loaded or failed.
    func episode(id: String) async -> EpisodeScreen {
        let screen = EpisodeScreen(query: EpisodeScreenQuery(id: id))
        await settle { screen.query.phase }
        return screen
    }

    /// Renames a character with an optimistic response, returning once the new name is in
    /// the store (the rename's own first turn, before its request is sent). The returned task
    /// ends when the server confirmed it, or throws the refusal once the old name is back.
    func rename(id: String, name: String) async -> Task<Void, any Error> {
        let renaming = Renaming()
        var sending: Task<Void, any Error>?
        await withCheckedContinuation { (started: CheckedContinuation<Void, Never>) in
            sending = Task { @MainActor [environment] in
                // Resuming only schedules the caller: this task runs on, on the main actor,
                // until the mutation's request is in flight, its layer applied.
                started.resume()
                try await environment.withCurrent { try await renaming(id: id, name: name) }
            }
        }
        return sending!
    }

    /// Writes one field of a character into the store, as a partial payload of the detail
    /// query (`{"data":{"character":{"id":…,field:…}}}`): besides that query's own root link,
    /// only that field of that record can change.
    func edit(id: String, field: String, value: String) throws {
        let payload: [String: Any] = ["data": ["character": ["id": id, field: value]]]
        let bytes = try JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])
        try environment.commitPayload(CharacterDetailQuery(id: id), Payload(bytes))
    }

    /// Reads `phase` in the environment, then polls on the main actor (yielding between
    /// checks) until it is no longer loading or ten seconds pass.
    private func settle<Data>(_ phase: () -> Phase<Data>) async {
        let deadline = ContinuousClock.now + .seconds(10)
        while environment.withCurrent({ phase().isLoading }), ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
}
