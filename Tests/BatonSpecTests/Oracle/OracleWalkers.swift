import Foundation
@_spi(Generated) import Baton

/// One walker per operation: each JSON key the document selects, read through the
/// generated accessor of the same name. Keys the compiler adds for the store (`id`,
/// `__isNode`, `__isNamed`) have no accessor and are not walked, except where a
/// condition's presence is checked against them.
enum OracleWalkers {
    static func tokenizer(_ data: TestTokenizerQuery.Data, _ json: JSONTree, _ w: OracleWalk) {
        w.object("tokenizer", data.tokenizer, json) { t, j in
            w.string("id", t.id, j)
            w.string("text", t.text, j)
            w.list("strings", t.strings, j) { $0.string }
            w.int("count", t.count, j)
            w.list("counts", t.counts, j, OracleWalk.int)
            w.double("ratio", t.ratio, j)
            w.list("ratios", t.ratios, j, OracleWalk.double)
            w.bool("flag", t.flag, j)
            w.list("flags", t.flags, j) { $0.bool }
            w.leaf("json", t.json, j["json"], OracleWalk.jsonText)
            w.list("jsons", t.jsons, j, OracleWalk.jsonText)
        }
    }

    /// Aliases (`label`) over a union, an interface condition (`Named`) and every member.
    static func union(_ data: TestUnion.Data, _ json: JSONTree, _ w: OracleWalk) {
        w.links("search", data.search, json) { item, j in
            let typename = j["__typename"].string
            w.string("__typename", item.__typename, j)
            w.presence("asCharacter", item.asCharacter, expected: typename == "Character")
            w.presence("asLocation", item.asLocation, expected: typename == "Location")
            w.presence("asEpisode", item.asEpisode, expected: typename == "Episode")
            w.presence("asNamed", item.asNamed, expected: j.has.contains("__isNamed"))
            if let c = item.asCharacter {
                w.string("label", c.label, j)
                w.string("status", c.status, j)
                w.string("name", c.name, j)
            }
            if let l = item.asLocation {
                w.string("label", l.label, j)
                w.string("type", l.type, j)
                w.string("name", l.name, j)
            }
            if let e = item.asEpisode { w.string("air_date", e.air_date, j) }
            if let n = item.asNamed { w.string("name", n.name, j) }
        }
    }

    static func search(_ data: TestSearch.Data, _ json: JSONTree, _ w: OracleWalk) {
        w.links("search", data.search, json) { item, j in
            let typename = j["__typename"].string
            w.string("__typename", item.__typename, j)
            w.presence("asCharacter", item.asCharacter, expected: typename == "Character")
            w.presence("asLocation", item.asLocation, expected: typename == "Location")
            if let c = item.asCharacter {
                w.string("id", c.id, j)
                w.string("name", c.name, j)
            }
            if let l = item.asLocation {
                w.string("id", l.id, j)
                w.string("name", l.name, j)
                w.string("dimension", l.dimension, j)
            }
        }
    }

    /// A nested link under a union member.
    static func searchOrigins(_ data: TestSearchOrigins.Data, _ json: JSONTree, _ w: OracleWalk) {
        w.links("search", data.search, json) { item, j in
            w.presence("asCharacter", item.asCharacter, expected: j["__typename"].string == "Character")
            if let c = item.asCharacter { w.object("origin", c.origin, j) { o, oj in w.string("name", o.name, oj) } }
        }
    }

    /// An interface at the root, found by a lookup argument.
    static func nodeFields(_ data: TestNodeFields.Data, _ json: JSONTree, _ w: OracleWalk) {
        w.object("node", data.node, json) { node, j in
            w.string("id", node.id, j)
            w.presence("asCharacter", node.asCharacter, expected: j["__typename"].string == "Character")
            if let c = node.asCharacter { w.string("name", c.name, j) }
        }
    }

    /// Literal and variable arguments, a list argument and an input object.
    static func keys(_ data: TestKeys.Data, _ json: JSONTree, _ w: OracleWalk) {
        w.links("search", data.search, json) { item, j in w.string("__typename", item.__typename, j) }
        w.object("character", data.character, json) { c, j in w.string("name", c.name, j) }
        w.links("charactersByIds", data.charactersByIds, json) { c, j in w.string("name", c.name, j) }
        w.object("characters", data.characters, json) { page, j in
            w.object("info", page.info, j) { info, ij in w.int("count", info.count, ij) }
        }
    }

    /// Plural links with two fragments each, one with a nested link.
    static func list(_ data: TestList.Data, _ json: JSONTree, _ w: OracleWalk) {
        w.object("characters", data.characters, json) { page, j in
            w.links("results", page.results, j) { row, rj in
                let r = row.testRow, h = row.testHeader
                w.string("name", r.name, rj)
                w.string("status", r.status, rj)
                w.string("image", r.image, rj)
                w.string("name", h.name, rj)
                w.string("status", h.status, rj)
                w.string("species", h.species, rj)
                w.string("image", h.image, rj)
                w.object("origin", h.origin, rj) { o, oj in w.string("name", o.name, oj) }
            }
        }
    }

    /// Every value of an enum, in a list with nulls, under the mutation root.
    static func statuses(_ data: TestSetStatuses.Data, _ json: JSONTree, _ w: OracleWalk) {
        w.object("setLists", data.setLists, json) { lists, j in
            w.list("statuses", lists.statuses?.map { $0?.rawText }, j) { $0.string }
        }
    }

    /// Mapped custom scalars, compared after converting the JSON text independently.
    static func assetPrices(_ data: TestAssetPricesQuery.Data, _ json: JSONTree, _ w: OracleWalk) {
        w.links("assets", data.assets, json) { asset, j in
            w.string("uuid", asset.uuid, j)
            w.leaf("price", asset.price, j["price"]) { $0.string.flatMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) } }
            w.leaf("listedAt", asset.listedAt, j["listedAt"]) { $0.string.flatMap(date) }
            w.leaf("page", asset.page, j["page"]) { $0.string.flatMap { URL(string: $0) } }
            w.list("prices", asset.prices, j) { $0.string.flatMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) } }
        }
    }

    /// An entity keyed by two fields.
    static func quotes(_ data: TestQuotesQuery.Data, _ json: JSONTree, _ w: OracleWalk) {
        w.links("quotes", data.quotes, json) { quote, j in w.double("rate", quote.rate, j) }
    }

    /// A lookup by two arguments answers the entity they name.
    static func quote(_ data: TestQuoteQuery.Data, _ json: JSONTree, _ w: OracleWalk) {
        w.object("quote", data.quote, json) { quote, j in
            w.string("base", quote.base, j)
            w.string("quote", quote.quote, j)
            w.double("rate", quote.rate, j)
        }
    }

    /// An entity keyed by `uuid` whose `id` is an ordinary field.
    static func assets(_ data: TestAssetsQuery.Data, _ json: JSONTree, _ w: OracleWalk) {
        w.links("assets", data.assets, json) { asset, j in
            w.string("name", asset.name, j)
            w.int("size", asset.size, j)
        }
    }

    /// `@include`/`@skip` on fields, a field selected twice and an inline fragment:
    /// what the variables leave out is absent from the JSON and not read.
    static func conditions(_ data: TestConditions.Data, _ json: JSONTree, _ w: OracleWalk) {
        w.object("character", data.character, json) { c, j in
            w.string("name", c.name, j)
            w.object("origin", c.origin, j) { o, oj in
                w.string("id", o.id, oj)
                if oj.has.contains("name") { w.string("name", o.name, oj) }
                if oj.has.contains("dimension") { w.string("dimension", o.dimension, oj) }
            }
            if j.has.contains("status") { w.string("status", c.status, j) }
            if j.has.contains("species") { w.string("species", c.species, j) }
        }
    }

    /// A fragment spread twice, once under `@include` with `@alias`.
    static func twoSpreads(_ data: TestTwoSpreads.Data, _ json: JSONTree, _ w: OracleWalk) {
        w.object("character", data.character, json) { c, j in
            for row in [c.testRow] + (c.again.map { [$0] } ?? []) {
                w.string("name", row.name, j)
                w.string("status", row.status, j)
                w.string("image", row.image, j)
            }
        }
    }

    /// The response is the oracle under Relay's directives too: a bubbling `@required`
    /// field that is null makes its fragment nil, `@catch` gives the field's errors (or
    /// those below it) as a failure and the value otherwise, `@catch(to: NULL)` reads
    /// nil, a `@throwOnFieldError` fragment throws when a field of it failed, a `THROW`
    /// required field throws on null, and a `@defer`red fragment the server answered
    /// inline (graphql-core 3.2 does not defer) reads at once.
    static func profile(_ data: TestProfileQuery.Data, _ json: JSONTree, _ w: OracleWalk) {
        w.object("character", data.character, json) { (c: TestProfileQuery.Data.CharacterLens, j: JSONTree) in
            w.presence("testProfile", c.testProfile, expected: !j["origin"].isNull && !j["status"].isNull)
            if let p = c.testProfile {
                w.string("name", p.name, j)
                w.nested("origin") { w.string("name", p.origin.name, j["origin"]) }
                w.leaf("status", p.status, j["status"]) { $0.string }
                caught(w, "image", p.image.map { _ in () }) { w.string("image", try? p.image.get(), j) }
                caught(w, "location", p.location.map { _ in () }) {
                    w.object("location", try? p.location.get(), j) { l, lj in
                        w.string("name", l.name, lj)
                        w.string("dimension", l.dimension, lj)
                    }
                }
                w.string("gender", p.gender, j)
            }
            let strictErrors = w.errors(under: "species") + w.errors(under: "type")
            do {
                let strict = try c.strict
                if !strictErrors.isEmpty { w.disagree("strict", "read despite \(strictErrors)") }
                w.semanticString("species", strict.species, j)
                w.leaf("type", try? strict.type, j["type"]) { $0.string }
            } catch let error as FieldErrors {
                w.leaf("strict", error.errors.map(\.message).sorted(), JSONTree(strictErrors)) { $0.value as? [String] }
            } catch {
                w.disagree("strict", "threw \(error)")
            }
            w.presence("testAppearances", c.testAppearances, expected: true)
            if let appearances = c.testAppearances {
                w.links("episode", appearances.episode, j) { e, ej in
                    w.string("name", e.name, ej)
                    w.string("air_date", e.air_date, ej)
                }
            }
        }
    }

    /// A `@catch` field: a failure carrying exactly the errors at or below it, or, with
    /// none, the value walked by `success`.
    static func caught(_ w: OracleWalk, _ key: String, _ result: Result<Void, FieldErrors>, success: () -> Void) {
        let expected = w.errors(under: key)
        switch result {
        case .success where expected.isEmpty: success()
        case .success: w.disagree(key, "read a value despite \(expected)")
        case .failure(let errors): w.leaf(key, errors.errors.map(\.message).sorted(), JSONTree(expected)) { $0.value as? [String] }
        }
    }

    /// `@throwOnFieldError` on the operation: with no errors, plain reads.
    static func strict(_ data: TestStrictQuery.Data, _ json: JSONTree, _ w: OracleWalk) {
        w.object("character", data.character, json) { c, j in
            w.string("name", c.name, j)
            w.semanticString("species", c.species, j)
        }
    }

    /// A first page (no cursor) replaces the connection's edges, and the merge keeps
    /// Relay's rules (SPEC 5.7): null edges are dropped and an edge whose node an
    /// earlier edge already has is dropped too. The lens reads what is left, in order.
    /// A page whose `edges` is null leaves the connection's edges as they were (Relay's
    /// handler), which one response cannot tell: nil, and the caller skips them.
    static func connectionEdges(_ edges: JSONTree) -> JSONTree? {
        guard let items = edges.items else { return nil }
        var seen = Set<String>()
        return JSONTree(items.filter { edge in
            guard !edge.isNull else { return false }
            guard let id = edge["node"]["id"].string else { return true }
            return seen.insert(id).inserted
        }.map(\.value))
    }

    static func notes(_ data: TestNotesQuery.Data, _ json: JSONTree, _ w: OracleWalk) {
        w.object("character", data.character, json) { (c: TestNotesQuery.Data.CharacterLens, j: JSONTree) in
            let notes = c.testNotes
            w.string("name", notes.name, j)
            w.nested("notes") {
                let nj = j["notes"]
                w.leaf("totalCount", notes.notes.totalCount, nj["totalCount"], OracleWalk.int)
                guard let edges = connectionEdges(nj["edges"]) else { return }
                w.links("edges", notes.notes.edges, ["edges": edges].tree) { edge, ej in
                    w.object("node", edge.node, ej) { node, n in
                        w.string("id", node.id, n)
                        w.string("text", node.text, n)
                    }
                }
            }
        }
    }

    static func rootNotes(_ data: TestRootNotesQuery.Data, _ json: JSONTree, _ w: OracleWalk) {
        let notes = data.testRootNotes.notes
        w.nested("notes") {
            let nj = json["notes"]
            w.leaf("totalCount", notes.totalCount, nj["totalCount"], OracleWalk.int)
            guard let edges = connectionEdges(nj["edges"]) else { return }
            w.links("edges", notes.edges, ["edges": edges].tree) { edge, ej in
                w.object("node", edge.node, ej) { node, n in
                    w.string("id", node.id, n)
                    w.string("text", node.text, n)
                }
            }
        }
    }

    static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }
}

extension Dictionary where Key == String, Value == JSONTree {
    /// An object built from trees, for walking a derived value as a member.
    var tree: JSONTree { JSONTree(mapValues { $0.value ?? NSNull() }) }
}
