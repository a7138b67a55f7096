import Foundation
import Testing
@_spi(Generated) @testable import Baton

/// Mapped custom scalars read through a lens as generated code reads them, against the
/// `tests/asset-prices` reads (compared as the mapped type).
@Suite("Mapped scalars")
@MainActor
struct MappedScalarTests {
    enum AssetSlots {
        static let price = SlotID(Types.Asset, "price")
        static let listedAt = SlotID(Types.Asset, "listedAt")
        static let page = SlotID(Types.Asset, "page")
        static let prices = SlotID(Types.Asset, "prices")
        static let assets = SlotID(.query, "assets")
    }

    struct AssetLens: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
        @MainActor var price: Decimal? { anchor.mapped(AssetSlots.price) }
        @MainActor var listedAt: Date? { anchor.mapped(AssetSlots.listedAt) }
        @MainActor var page: URL? { anchor.mapped(AssetSlots.page) }
        @MainActor var prices: [Decimal?]? { anchor.mappedList(AssetSlots.prices) }
    }

    final class Events { var list: [LogEvent] = [] }

    @Test func assetPricesReadAsTheManifestSays() throws {
        let store = try Fixtures.store(TestAssetPricesQueryPlan.operation, responses: ["tests/asset-prices.json"])
        let events = Events()
        store.log = { events.list.append($0) }
        let assets = try #require(Anchor(record: store.root(.query), owner: Owner(store: store))
            .links(AssetSlots.assets, as: AssetLens.self))
        #expect(assets[0].price == Decimal(string: "12345678901234567890.123456789"))
        #expect(assets[0].listedAt == Date(scalarText: "2026-10-11T09:30:00.250Z"))
        #expect(assets[0].listedAt?.timeIntervalSince1970 == 1_791_711_000.25)
        #expect(assets[0].page == URL(string: "https://example.com/assets/a1"))
        #expect(assets[0].prices == [Decimal(string: "1.50"), Decimal(2), Decimal(string: "0.001")])
        #expect(events.list.isEmpty)
        #expect(assets[1].price == nil)
        #expect(assets[1].listedAt == Date(scalarText: "2026-10-11T09:30:00Z"))
        #expect(assets[1].page == nil)
        #expect(assets[1].prices == [Decimal(string: "3.25"), nil, nil])
        #expect(events.list == [.unexpected(type: "Asset", field: "price"), .unexpected(type: "Asset", field: "page"),
                                .unexpected(type: "Asset", field: "prices")])
        events.list.removeAll()
        #expect(assets[2].price == nil)
        #expect(assets[2].listedAt == nil)
        #expect(assets[2].page == nil)
        #expect(assets[2].prices == nil)
        #expect(events.list == [.unexpected(type: "Asset", field: "listedAt")])
    }

    @Test func conversionsAreStrict() {
        #expect(Decimal(scalarText: "12abc") == nil)
        #expect(Decimal(scalarText: "1.") == nil)
        #expect(Decimal(scalarText: "-1.5e3") == Decimal(-1500))
        #expect(UUID(scalarText: "not-a-uuid") == nil)
        let uuid = UUID()
        #expect(UUID(scalarText: uuid.uuidString) == uuid)
        #expect(Date(scalarText: "yesterday") == nil)
        #expect(URL(scalarText: "") == nil)
    }
}
