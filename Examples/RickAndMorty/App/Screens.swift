import Baton
import Foundation

/// Makes the example's screens in an environment: resolves each query value to its handle,
/// retains it while the screen shows, and waits for the first answer.
@MainActor
final class Screens {
    let environment: Environment
    private var retentions: [String: Retention] = [:]

    init(environment: Environment) { self.environment = environment }

    /// The characters list at `page`, once it has loaded or failed.
    func characters(page: Int) async -> CharactersScreen {
        let query = CharactersScreenQuery(page: page)
        let handle = environment.handle(for: query)
        retentions["list"] = handle.retain()
        await settle { if case .loading = handle.phase { false } else { true } }
        return CharactersScreen(query: query, handle: handle)
    }

    /// One character's screen, once it has loaded or failed.
    func character(id: String) async -> CharacterScreen {
        let query = CharacterDetailQuery(id: id)
        let handle = environment.handle(for: query)
        retentions["detail"] = handle.retain()
        await settle { if case .loading = handle.phase { false } else { true } }
        return CharacterScreen(query: query, handle: handle)
    }

    /// Lets the detail screen's data go.
    func closeCharacter() { retentions["detail"] = nil }

    /// One episode's cast (its first page), once it has loaded or failed.
    func episode(id: String) async -> EpisodeScreen {
        let query = EpisodeScreenQuery(id: id)
        let handle = environment.handle(for: query)
        retentions["episode"] = handle.retain()
        await settle { if case .loading = handle.phase { false } else { true } }
        return EpisodeScreen(query: query, handle: handle)
    }

    /// Renames a character with an optimistic response, returning once the new name is in
    /// the store (the rename's own first turn, before its request is sent). The returned task
    /// ends when the server confirmed it, or throws the refusal once the old name is back.
    func rename(id: String, name: String) async -> Task<Void, any Error> {
        let renaming = Renaming(environment: environment)
        var sending: Task<Void, any Error>?
        await withCheckedContinuation { (started: CheckedContinuation<Void, Never>) in
            sending = Task { @MainActor in
                // Resuming only schedules the caller: this task runs on, on the main actor,
                // until the mutation's request is in flight, its layer applied.
                started.resume()
                try await renaming(id: id, name: name)
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

    /// Polls on the main actor (yielding between checks) until `done` or ten seconds pass.
    private func settle(_ done: () -> Bool) async {
        let deadline = ContinuousClock.now + .seconds(10)
        while !done(), ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
}
