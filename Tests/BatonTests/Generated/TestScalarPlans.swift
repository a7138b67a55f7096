@_spi(Generated) import Baton

/// `query TestTokenizerQuery{tokenizer{id,text,strings,count,counts,ratio,ratios,flag,flags,json,jsons}}`
enum TestTokenizerQueryPlan {
    static let selection0 = PlanSelection(type: Types.Query, fields: [.link("tokenizer", PlanLink(selection1))])
    static let selection1 = PlanSelection(type: Types.Tokenizer, key: ["id"], fields: [
        .scalar("id", ScalarShape(.string)),
        .scalar("text", ScalarShape(.string)),
        .scalar("strings", ScalarShape(.string, list: true)),
        .scalar("count", ScalarShape(.int)),
        .scalar("counts", ScalarShape(.int, list: true)),
        .scalar("ratio", ScalarShape(.float)),
        .scalar("ratios", ScalarShape(.float, list: true)),
        .scalar("flag", ScalarShape(.bool)),
        .scalar("flags", ScalarShape(.bool, list: true)),
        .scalar("json", ScalarShape(.custom)),
        .scalar("jsons", ScalarShape(.custom, list: true)),
    ])
    static let operation = PlanOperation(
        name: "TestTokenizerQuery", kind: .query,
        document: .text("query TestTokenizerQuery{tokenizer{id,text,strings,count,counts,ratio,ratios,flag,flags,json,jsons}}"),
        selection: selection0)
}

/// `query TestAssetPricesQuery{assets{uuid,price,listedAt,page,prices,id}}` (Asset keyed by `uuid`)
enum TestAssetPricesQueryPlan {
    static let selection0 = PlanSelection(type: Types.Query, fields: [
        .link("assets", PlanLink(selection1, plural: true)),
    ])
    static let selection1 = PlanSelection(type: Types.Asset, key: ["uuid"], fields: [
        .scalar("uuid", ScalarShape(.string, nullable: false)),
        .scalar("price", ScalarShape(.custom)),
        .scalar("listedAt", ScalarShape(.custom, nullable: false)),
        .scalar("page", ScalarShape(.custom)),
        .scalar("prices", ScalarShape(.custom, list: true)),
        .scalar("id", ScalarShape(.string)),
    ])
    static let operation = PlanOperation(
        name: "TestAssetPricesQuery", kind: .query,
        document: .text("query TestAssetPricesQuery{assets{uuid,price,listedAt,page,prices,id}}"),
        selection: selection0)
}
