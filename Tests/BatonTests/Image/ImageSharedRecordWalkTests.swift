import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// The check's walk with the image takes a record many links reach once per selection it is
/// reached with: links met again with a selection it was pushed with already are not walked
/// again, but a record reached with two selections (at one depth or at two) is walked with
/// each, so what only one of them reaches is brought back too.
@Suite("Image: a shared record is walked once per selection")
@MainActor
struct ImageSharedRecordWalkTests {
    private enum Types {
        static let person = TypeID("H19Person")
        static let town = TypeID("H19Town")
        static let mayor = TypeID("H19Mayor")
        static let museum = TypeID("H19Museum")
    }

    /// `{ id name mayor { id name } }`: the only selection that reaches a town's mayor.
    private static let townBrief = PlanSelection(type: Types.town, key: ["id"], fields: [
        .scalar("id", ScalarShape(.string, nullable: false)),
        .scalar("name", ScalarShape(.string)),
        .link("mayor", PlanLink(PlanSelection(type: Types.mayor, key: ["id"], fields: [
            .scalar("id", ScalarShape(.string, nullable: false)),
            .scalar("name", ScalarShape(.string)),
        ]))),
    ])

    /// `{ id name size museum { id title } }`: the only selection that reaches its museum.
    private static let townFull = PlanSelection(type: Types.town, key: ["id"], fields: [
        .scalar("id", ScalarShape(.string, nullable: false)),
        .scalar("name", ScalarShape(.string)),
        .scalar("size", ScalarShape(.int)),
        .link("museum", PlanLink(PlanSelection(type: Types.museum, key: ["id"], fields: [
            .scalar("id", ScalarShape(.string, nullable: false)),
            .scalar("title", ScalarShape(.string)),
        ]))),
    ])

    /// `{ capital { ...townFull } people { id name town { ...townBrief } home { ...townFull } } }`
    private static let plan = PlanOperation(
        name: "H19Towns", kind: .query, document: .text(""),
        selection: PlanSelection(type: .query, fields: [
            .link("capital", PlanLink(townFull)),
            .link("people", PlanLink(PlanSelection(type: Types.person, key: ["id"], fields: [
                .scalar("id", ScalarShape(.string, nullable: false)),
                .scalar("name", ScalarShape(.string)),
                .link("town", PlanLink(townBrief)),
                .link("home", PlanLink(townFull)),
            ]), plural: true)),
        ]))

    /// Town 1 is the capital (depth 1, full), then three people's town or home (depth 2, brief
    /// and full); town 2 is one person's home and another's town (depth 2, full and brief).
    private static let response = """
        {"data":{"capital":\(town("1", full: true)),"people":[\
        {"id":"p1","name":"Ann","town":\(town("1", full: false)),"home":\(town("2", full: true)),"__typename":"H19Person"},\
        {"id":"p2","name":"Bob","town":\(town("2", full: false)),"home":\(town("1", full: true)),"__typename":"H19Person"},\
        {"id":"p3","name":"Cy","town":\(town("1", full: false)),"home":\(town("1", full: true)),"__typename":"H19Person"}]}}
        """

    private static func town(_ id: String, full: Bool) -> String {
        let more = full
            ? #""size":\#(id)0,"museum":{"id":"u\#(id)","title":"Museum \#(id)","__typename":"H19Museum"}"#
            : #""mayor":{"id":"m\#(id)","name":"Mayor \#(id)","__typename":"H19Mayor"}"#
        return #"{"id":"t\#(id)","name":"Town \#(id)",\#(more),"__typename":"H19Town"}"#
    }

    @Test func aRecordReachedWithTwoSelectionsBringsBackWhatEachReaches() async throws {
        let folder = ImageFolder()
        let written = try await launch(folder.file()) { env in
            try env.store.commitResponse(Self.response, Self.plan)
            return Self.texts(env.store)
        }
        // The keys of the page's records: the walk with no pack reads them row by row.
        #expect(written.keys.sorted() == ["H19Mayor:m1", "H19Mayor:m2", "H19Museum:u1", "H19Museum:u2",
                                          "H19Person:p1", "H19Person:p2", "H19Person:p3",
                                          "H19Town:t1", "H19Town:t2"])
        try ImageFileLook.execute(folder.file(), "DELETE FROM packs")
        try await launch(folder.file()) { env in
            let answer = Availability.check(Resolution(Self.plan, store: env.store), in: env.store)
            #expect(answer.isAvailable && answer.source == .image)
            // The mayors are reached only by the brief selection, met after each town was
            // walked with the full one (town 1 at the depth above, town 2 earlier in the
            // same depth); the museums only by the full one.
            #expect(Self.texts(env.store) == written)
            let second = Availability.check(Resolution(Self.plan, store: env.store), in: env.store)
            #expect(second.isAvailable && second.source == .memory)
        }
    }

    /// The page's records as text, by key (the roots left out).
    private static func texts(_ store: Store) -> [String: String] {
        var texts: [String: String] = [:]
        for key in store.keys where key.hasPrefix("H19") {
            if let record = store.record(key) { texts[key] = StoreExport.recordText(record, in: store) }
        }
        return texts
    }
}
