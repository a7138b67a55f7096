// A row of the issues list: it declares exactly the fields it reads.
// (Sample source for `batonc`; it joins a build target once the runtime's markers land.)

struct IssueRow {
    @Fragment("fragment IssueRow_issue on Issue { number title author { login } }")
    var issue: IssueRow_issue

    func render() -> String {
        "#\(issue.number) \(issue.title) — \(issue.author?.login ?? "ghost")"
    }
}
