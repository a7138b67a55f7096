import Foundation
import Testing
@testable import GraphQL

/// Validation against GitHub's public schema: a realistic triage query is valid, mistakes in
/// it are found, and the time one validation takes is printed (no timing is asserted).
@Suite struct GitHubValidationTests {
    static let query = """
query RepositoryTriage($owner: String!, $name: String!, $first: Int = 20, $after: String, $labels: [String!]) {
  viewer { login ...UserFields }
  repository(owner: $owner, name: $name) {
    id
    nameWithOwner
    description
    stargazerCount
    owner { login ... on User { ...UserFields } ... on Organization { name } }
    issues(first: $first, after: $after, labels: $labels, states: [OPEN], orderBy: {field: CREATED_AT, direction: DESC}) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        cursor
        node { ...IssueFields }
      }
    }
    pullRequests(first: 10, states: [OPEN, MERGED]) {
      nodes {
        id
        number
        title
        author { login avatarUrl(size: 40) }
        reviews(first: 5) { nodes { state author { login } body } }
        labels(first: 5) { nodes { ...LabelFields } }
        commits(last: 1) { nodes { commit { oid message committedDate } } }
      }
    }
  }
}

fragment UserFields on User {
  id
  login
  name
  avatarUrl(size: 64)
  company
  followers { totalCount }
}

fragment LabelFields on Label {
  id
  name
  color
  description
}

fragment IssueFields on Issue {
  id
  number
  title
  body
  state
  createdAt
  author { login ... on User { ...UserFields } }
  labels(first: 10) { nodes { ...LabelFields } }
  assignees(first: 5) { nodes { ...UserFields } }
  comments(first: 10) {
    totalCount
    nodes { id body author { login } createdAt reactions(first: 3) { nodes { content user { login } } } }
  }
  timelineItems(first: 10) {
    nodes {
      __typename
      ... on LabeledEvent { label { ...LabelFields } actor { login } }
      ... on ClosedEvent { actor { login } createdAt }
      ... on IssueComment { body }
    }
  }
}
"""

    static func schema() throws -> Schema {
        let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
            .appendingPathComponent("schemas/github.graphql")
        return try buildSchema(sdl: try String(contentsOf: url, encoding: .utf8))
    }

    @Test func realisticQueryIsValid() throws {
        let schema = try Self.schema()
        let document = try parse(Self.query)
        #expect(validate(schema: schema, document: document).map(\.message) == [])
    }

    @Test func mistakesAreFound() throws {
        let schema = try Self.schema()
        let text = Self.query.replacing("stargazerCount", with: "stargazerCont")
            .replacing("states: [OPEN, MERGED]", with: "states: [OPEN, MERGD]")
        let errors = validate(schema: schema, document: try parse(text)).map(\.message)
        #expect(errors.contains("Cannot query field 'stargazerCont' on type 'Repository'. Did you mean 'stargazerCount' or 'stargazers'?"))
        #expect(errors.contains("Value 'MERGD' does not exist in 'PullRequestState' enum. Did you mean the enum value 'MERGED'?"))
    }

    /// Prints the mean time of one validation (compare with graphql-core's on the same query).
    @Test func printsValidationTime() throws {
        let schema = try Self.schema()
        let document = try parse(Self.query)
        // VALIDATION_RUNS=n in the environment runs more (for profiling).
        let runs = ProcessInfo.processInfo.environment["VALIDATION_RUNS"].flatMap(Int.init) ?? 50
        var errors = 0
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<runs { errors += validate(schema: schema, document: document).count }
        }
        print("GitHub triage query: \(elapsed / runs) per validate (\(runs) runs)")
        #expect(errors == 0)
    }
}
