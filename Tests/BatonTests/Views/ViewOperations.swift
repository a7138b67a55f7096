@_spi(Generated) import Baton

// Views with markers over the hand-written environment operations (the documents are the
// compiler's; these tests exercise the macros and the runtime behind them).

/// A row: `@Fragment` leaves a stored property the memberwise init takes.
struct HeroRow {
    @Fragment("fragment EnvHero_hero on EnvHero { name power }")
    var hero: EnvHeroLens
    var note = "row"
}

/// A screen: a query value from its parent and a mutation bound to its environment.
@MainActor
struct HeroScreen {
    @Query("query EnvHeroByID($id: ID!, $first: Int) { heroByID(id: $id) { name power } }")
    var query: EnvHeroByID
    @Mutation("mutation EnvRename($name: String!) { rename(name: $name) { hero { name power } } }")
    var rename: PublicShapeRename.Action

    /// The name the body shows.
    var title: String {
        switch query.phase {
        case .loading: "loading"
        case .ready(let data): data.heroByID?.name ?? "none"
        case .failed(let error): "failed: \(error)"
        }
    }
}

/// A screen that never fetches.
struct StoredHeroScreen {
    @Query("query EnvHeroQuery { hero { name power } }", fetchPolicy: .storeOnly)
    var query: EnvHeroQuery
}

/// A view that follows a subscription.
@MainActor
struct HeroTicker {
    @Subscription("subscription LiveHeroChanged($topic: String) { heroChanged(topic: $topic) { name power } }")
    var hero: LiveHeroChanged

    /// The latest hero's name.
    var title: String { hero.phase.data?.heroChanged?.name ?? "none" }
}
