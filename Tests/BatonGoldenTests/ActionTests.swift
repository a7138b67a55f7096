import Foundation
import Testing
@_spi(Generated) import Baton
import BatonTesting

/// A generated mutation action sends its operation through the environment and returns the
/// generated `Data` lens over the mutation root.
@Suite("Generated mutation actions")
struct ActionTests {
    @Test func anActionSendsItsVariablesAndReadsTheAnswer() async throws {
        let answer = #"{"data":{"rename":{"id":"1","name":"Rick Prime"},"second":{"name":"B","id":"2"}}}"#
        let transport = ScriptedTransport(["RenameMutation": Data(answer.utf8)], holdsMutations: false)
        let environment = Environment(transport: transport)
        let rename = RenameMutation.Action(environment: environment)
        let data = try await rename(id: "1", name: "Rick Prime",
                                    optimistic: .init(rename: .init(id: "1", name: "Rick Prime")))
        #expect(data.rename?.name == "Rick Prime")
        #expect(data.second?.name == "B")
        let sent = try #require(transport.requests.first)
        #expect(sent.operationName == "RenameMutation")
        #expect(sent.variables.canonicalJSON == #"{"id":"1","name":"Rick Prime"}"#)
    }

    @Test func anUnboundActionThrows() async {
        let rename = RenameMutation.Action()
        await #expect(throws: EnvironmentError.self) { _ = try await rename(id: "1", name: "B") }
    }
}
