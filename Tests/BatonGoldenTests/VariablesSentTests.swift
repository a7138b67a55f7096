import Foundation
import Testing
@_spi(Generated) import Baton
import BatonTesting

/// What a generated operation sends: every declared variable (an unset one as `null`, or its
/// declared default), input objects with unset fields absent, recursive inputs held `Indirect`.
@Suite("Generated operations: the variables a request carries")
@MainActor
struct VariablesSentTests {
    /// Records each request's body as the standard encoding writes it, and answers `answer`.
    nonisolated final class BodyRecorder: Transport, @unchecked Sendable {
        private(set) var bodies: [String] = []
        let answer: Data
        init(answer: Data) { self.answer = answer }

        func send(_ request: Request) -> AsyncThrowingStream<Data, any Error> {
            bodies.append(String(decoding: (try? Encoding.standard(request)) ?? Data(), as: UTF8.self))
            return AsyncThrowingStream { continuation in
                continuation.yield(answer)
                continuation.finish()
            }
        }
    }

    @Test func anUnsetVariableIsSentAsNull() async throws {
        let transport = BodyRecorder(answer: RequiredRootQueryTests.response())
        let env = Environment(transport: transport)
        _ = try await env.fetch(RequiredRootQuery(id: "1", withList: true))
        _ = try await env.fetch(RequiredRootQuery(id: "1", withList: true, first: 2))
        let variables = transport.bodies.map { body in
            body.range(of: #""variables":"#).map { String(body[$0.upperBound...]) } ?? ""
        }
        #expect(variables == [
            #"{"id":"1","withList":true,"first":null}}"#,
            #"{"id":"1","withList":true,"first":2}}"#,
        ])
    }

    @Test func aRecursiveInputIsHeldIndirectAndSentWhole() {
        var filter = SearchFilter(text: "a", next: SearchFilter(next: SearchFilter(limit: 3), limit: 2), limit: 1)
        #expect(filter.next?.next?.limit == 3)
        let copy = filter
        filter.next?.next?.limit = 4
        #expect(copy.next?.next?.limit == 3)  // a copy keeps its own value
        #expect(filter != copy)
        filter.next?.next?.limit = 3
        #expect(filter == copy)
        #expect(filter.hashValue == copy.hashValue)
        #expect(filter.variable.canonicalJSON == #"{"limit":1,"next":{"limit":2,"next":{"limit":3}},"text":"a"}"#)
        #expect(MemoryLayout<SearchFilter>.size < 256)
    }
}
