@_spi(Generated) import Baton

// The public shape the emitter writes (SPEC §4.7), compiled here so a runtime change that
// breaks it fails the build: SPI plan and anchor, public everything else.

/// `query PublicShapeQuery($id:ID!){heroByID(id:$id){name,id}}`
public struct PublicShapeQuery: Query {
    public var id: String
    @_spi(Generated) public var holder: QueryHolder<PublicShapeQuery>?
    public init(id: String) { self.id = id }

    public static let name = "PublicShapeQuery"
    public static let document: Document = .text("query PublicShapeQuery($id:ID!){heroByID(id:$id){name,id}}")
    public var variables: Variables { .declared(["id": id.variable]) }
    @_spi(Generated) public static let plan = PlanOperation(
        name: name, kind: .query, document: document,
        selection: PlanSelection(type: .query, fields: [
            .link("heroByID", PlanLink(EnvSelections.hero),
                  storageKey: .dynamic(DynamicKey("heroByID", [DynamicArgument("id", [.variable("id")])]))),
        ]))

    public struct Data: Lens {
        @_spi(Generated) public let anchor: Anchor
        @_spi(Generated) public init(anchor: Anchor) { self.anchor = anchor }
    }
}

/// `mutation PublicShapeRename($name:String!){rename(name:$name){hero{name,power,id}}}`
public struct PublicShapeRename: Mutation {
    public var newName: String
    public init(newName: String) { self.newName = newName }

    public static let name = "PublicShapeRename"
    public static let document: Document = .text("mutation PublicShapeRename($name:String!){rename(name:$name){hero{name,power,id}}}")
    public var variables: Variables { .declared(["name": newName.variable]) }
    @_spi(Generated) public static let plan = EnvRename.plan

    public struct Data: Lens {
        @_spi(Generated) public let anchor: Anchor
        @_spi(Generated) public init(anchor: Anchor) { self.anchor = anchor }
    }
}

extension MutationAction where M == PublicShapeRename {
    /// One labelled parameter per variable, as the emitter writes it.
    @MainActor public func callAsFunction(name: String, optimistic: Payload? = nil) async throws -> PublicShapeRename.Data {
        try await perform(PublicShapeRename(newName: name), optimistic: optimistic)
    }
}
