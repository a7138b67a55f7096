/// The markers a view writes beside its body. `batonc` reads their GraphQL documents from the
/// source and generates the lenses and operation values they name; the macros shape the
/// properties. Each marks one stored `var` and takes its document as a string literal
/// without interpolation; a misuse is an error at the attribute.
///
/// ```swift
/// struct IssueRow: View {
///     @Fragment("fragment IssueRow_issue on Issue { number title }")
///     var issue: IssueRow_issue                    // IssueRow(issue: node.issueRow)
/// }
///
/// struct IssuesScreen: View {
///     @Query("query IssuesQuery($owner: String!, $name: String!) { … }")
///     var issues: IssuesQuery                      // IssuesScreen(issues: IssuesQuery(owner:name:))
///     @Mutation("mutation CloseIssue($id: ID!) { … }")
///     var close: CloseIssue.Action                 // try await close(id: …), close.isInFlight
/// }
/// ```
///
/// The macros are built from SwiftSyntax (see the README for the two routes).

/// `@Fragment("fragment Row_character on Character { name }") var character: Row_character`
///
/// Expands to nothing: the property stays stored and the memberwise init takes the lens the
/// parent passes.
@attached(peer)
public macro Fragment(_ document: String) = #externalMacro(module: "BatonMacros", type: "FragmentMacro")

/// `@Query("query Q($id: ID!) {…}", fetchPolicy: .storeOrNetwork) var q: Q`
///
/// The memberwise init takes the operation value (`Screen(q: Q(id: "1"))`). Read inside the
/// view, the value resolves its handle in the view's environment, retains it for the view's
/// life with `fetchPolicy`, and resolves again when the value or the environment changes:
/// `q.phase`, `q.fetch`, `q.isRefreshing`, `q.isStale`, `q.refetch()` and `q.retry()`.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro Query(_ document: String, fetchPolicy: FetchPolicy = .default) =
    #externalMacro(module: "BatonMacros", type: "QueryMacro")

/// `@Mutation("mutation Rename($id: ID!, $name: String!) {…}") var rename: Rename.Action`
///
/// An action bound to the view's environment, called as `try await rename(id:…, name:…)`,
/// with `rename.isInFlight`. Nothing for the parent to pass.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(_))
public macro Mutation(_ document: String) = #externalMacro(module: "BatonMacros", type: "MutationMacro")

/// `@Subscription("subscription S {…}") var s: S`
///
/// The memberwise init takes the subscription value; read inside the view, `s.phase` follows
/// the subscription in the view's environment while the view lives.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro Subscription(_ document: String) = #externalMacro(module: "BatonMacros", type: "SubscriptionMacro")
