import Baton
import SwiftUI

/// A row of the issues list: it declares exactly the fields it reads.
struct IssueRow: View {
    @Fragment("fragment IssueRow_issue on Issue { number title author { login } }")
    var issue: IssueRow_issue

    var body: some View {
        VStack(alignment: .leading) {
            Text(issue.title)
            Text("#\(issue.number) by \(issue.author?.login ?? "ghost")")
                .foregroundStyle(.secondary)
        }
    }
}
