// The issues screen: one query that spreads its rows' fragments.
// (Sample source for `batonc`; it joins a build target once the runtime's markers land.)

struct IssuesScreen {
    @Query("""
        query IssuesQuery($owner: String!, $name: String!) {
          repository(owner: $owner, name: $name) {
            nameWithOwner
            issues(first: 20, states: OPEN) {
              nodes { id ...IssueRow_issue }
            }
          }
        }
        """)
    var query: IssuesQuery
}
