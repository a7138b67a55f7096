import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import Baton

@Suite("Transport: failures and errors")
struct TransportErrorsTests {
    @Test func failureCarriesTheOriginalErrorUnchanged() throws {
        let transport = TransportError(statusCode: 503, body: "busy")
        #expect(Failure.transport(transport).error as? TransportError == transport)
        let urlError = URLError(.timedOut)
        #expect((Failure.transport(urlError).error as? URLError)?.code == .timedOut)
        let request = GraphQLErrors([FieldError(message: "no", path: "")])
        #expect(Failure.request(request).error as? GraphQLErrors == request)
        let malformed = IngestError("bad", offset: 3)
        #expect(Failure.malformed(malformed).error as? IngestError == malformed)
        #expect(Failure.environment(.gone).error as? EnvironmentError == .gone)
    }

    @Test func failureNamesItsKind() {
        #expect(Failure.transport(TransportError(statusCode: 0, body: "")).kind == "transport")
        #expect(Failure.request(GraphQLErrors([])).kind == "request")
        #expect(Failure.malformed(IngestError("x")).kind == "malformed")
        #expect(Failure.environment(.notInjected).kind == "environment")
    }

    @Test func errorsSayWhatWentWrong() {
        #expect(TransportError(statusCode: 0, body: "delivered no payload").description == "no response: delivered no payload")
        #expect(TransportError(statusCode: 404, body: "gone").description == "HTTP 404: gone")
        #expect(FieldErrors([FieldError(message: "m", path: "a.0.b")]).description == "a.0.b: m")
        #expect(RequiredFieldError(path: "a.b", operationName: "Q").description == "required field a.b is null in Q")
        #expect(RequiredFieldError(path: "a.b").description == "required field a.b is null")
        #expect(MissingDataError(operationName: "Q").description == "no data in the store for Q")
        #expect(Set(EnvironmentError.allCases.map(\.description)).count == 4)
    }

    @Test func payloadOfAnEmptyStreamIsStatusZero() async {
        struct Empty: Transport {
            func send(_ request: Request) -> AsyncThrowingStream<Data, any Error> {
                AsyncThrowingStream { $0.finish() }
            }
        }
        await #expect(throws: TransportError(statusCode: 0, body: "delivered no payload")) {
            try await Empty().payload(Request(operationName: "Q", kind: .query, document: .id("1")))
        }
    }
}
