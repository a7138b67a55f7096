@_spi(Generated) import Baton

/// The plans the hostile-input benchmarks read with, written as the emitter writes them.
enum HostilePlans {
    static let item = TypeID("BenchItem")
    static let removePayload = TypeID("BenchRemovePayload")

    /// `query Items { items { id name } n }`.
    static let items = PlanOperation(
        name: "BenchItems", kind: .query, document: .text(""),
        selection: PlanSelection(type: .query, fields: [
            .link("items", PlanLink(PlanSelection(type: item, key: ["id"], fields: [
                .scalar("id", ScalarShape(.string)), .scalar("name", ScalarShape(.string)),
            ]), plural: true)),
            .scalar("n", ScalarShape(.int)),
        ]))

    /// `mutation Remove { remove { removedId @deleteRecord } }`.
    static let remove = PlanOperation(
        name: "BenchRemove", kind: .mutation, document: .text(""),
        selection: PlanSelection(type: .mutation, fields: [
            .link("remove", PlanLink(PlanSelection(type: removePayload, fields: [
                PlanField("removedId", kind: .scalar(ScalarShape(.string)), edit: .deleteRecord),
            ]))),
        ]))

    /// `items` with `count` items `i0`, `i1`, ….
    static func itemsResponse(_ count: Int) -> [UInt8] {
        let items = (0..<count).map { #"{"id":"i\#($0)","name":"n"}"# }.joined(separator: ",")
        return Array(#"{"data":{"items":[\#(items)],"n":1}}"#.utf8)
    }

    /// One item, then `count` repetitions of the root's `n` member, then `count` errors that
    /// all walk through `items` (the shape that used to cost errors × repetitions).
    static func errorsResponse(_ count: Int) -> [UInt8] {
        var json = #"{"data":{"items":[{"id":"i0","name":"n"}]"#
        json += String(repeating: #","n":1"#, count: count)
        json += #"},"errors":["#
        json += Array(repeating: #"{"message":"m","path":["items",0,"name"]}"#, count: count).joined(separator: ",")
        return Array((json + "]}").utf8)
    }
}
