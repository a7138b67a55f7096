import Baton
import SwiftUI

/// The issues screen: one query that spreads its rows' fragments.
struct IssuesScreen: View {
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
    var issues: IssuesQuery

    var body: some View {
        switch issues.phase {
        case .loading:
            ProgressView()
        case .ready(let data):
            if let repo = data.repository {
                List(repo.issues.nodes ?? .empty) { IssueRow(issue: $0.issueRow) }
                    .navigationTitle(repo.nameWithOwner)
            } else {
                Text("No such repository")
            }
        case .failed(let error):
            Text(error.localizedDescription)
        }
    }
}
