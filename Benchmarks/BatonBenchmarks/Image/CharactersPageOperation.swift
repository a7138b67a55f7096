@_spi(Generated) import Baton

/// The fixture's operation as an app holds it (`CharactersPage(page: 1)`), for the
/// benchmarks that go through an environment: a relaunch from the image, a fetch.
struct CharactersPageOperation: Query {
    var holder: QueryHolder<CharactersPageOperation>?
    static let name = "CharactersPage"
    static let document: Document = .text(CharactersPage.query)
    var variables: Variables { .declared(["page": 1.variable]) }
    static let plan = CharactersPagePlan.operation

    struct Data: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
    }
}
