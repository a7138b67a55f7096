@_spi(Generated) import Baton

/// The fixture's page as an operation value, written as the emitter writes one.
struct PageQuery: Query {
    var page: Int
    var holder: QueryHolder<PageQuery>?
    static let name = "CharactersPage"
    static let document = CharactersPagePlan.operation.document
    var variables: Variables { .declared(["page": page.variable]) }
    static let plan = CharactersPagePlan.operation

    struct Data: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
    }
}

/// A screen that marks the page's query, as a view would (the benchmarks build without
/// BatonPlugin, so the document is only text here).
@MainActor
struct PageScreen {
    @Query("query CharactersPage($page: Int) { characters(page: $page) { … } }")
    var page: PageQuery
}
