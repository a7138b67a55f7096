import Testing
@testable import GraphQL
