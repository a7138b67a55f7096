import Testing
import GraphQL
@testable import BatonCompiler

/// Relay's rejected documents (`Fixtures/relay/invalid`, 67 files) compiled under the relay rule
/// set with Relay's test schema: every one must be rejected; agreement on position and kind is
/// measured and printed, and the known disagreements are listed with why.
@Suite("Relay invalid fixtures")
struct RelayInvalidConformanceTests {
    /// For each fixture, a fragment of the message Baton gives at the expected position (the
    /// error's kind). Fixtures absent here are in one of the lists below.
    static let kinds: [String: String] = [
        "catch-usage-fragment-spread-no-alias": "@catch` on unaliased fragment spread",
        "catch-usage-inline-fragment-no-alias": "@catch` on unaliased inline fragment",
        "catch-usage-on-query-with-required": "@catch and @required directives cannot be on the same field",
        "conflicting-selections-with-defer": "conflict because they have differing arguments",
        "connection-field-required": "@required inside a @connection",
        "connection-name-matches-fragment": "`queryName` specified in `@refetchable` must be unique",
        "duplicate-directive": "has no meaning in Baton",
        "refetchable-with-arguments-conflicting": "conflicts with a global variable",
        "refetchable_conflict_with_operation": "`queryName` specified in `@refetchable` must be unique",
        "refetchable_conflict_with_refetchable": "Duplicate definition for @refetchable operation",
        "required_argument_not_passed_no_args": "Missing required argument 'sizearg'",
        "append-edge-unspported": "expected an edge field",
        "append-node-unsupported": "on scalar field",
        "delete-edge-from-connection-on-unsupported-type": "Expected field type 'ID'",
        "delete-on-unspported-type": "Expected field type 'ID'",
        "fragment-with-defer-duplicate-label": "is not unique",
        "fragment-with-defer-if-arg-null": "Expected a value of type 'Boolean'",
        "fragment-with-variable-label": "to be a string literal",
        "alias_as_empty_string": "Unexpected empty string",
        "alias_required_within_refined_inline_fragment": "Expected `@alias` directive",
        "default_alias_on_inline_fragment_without_type": "Missing required argument `as`",
        "fragment-on-interface-which-implementations-not-implement-node": "Invalid use of @refetchable",
        "fragment-on-interface-without-implementations": "Invalid use of @refetchable",
        "fragment-on-node-with-id-argument-used": "already has an `$id` variable",
        "refetchable-fragment-with-connection-literal-count": "must use variables",
        "refetchable-fragment-with-connection-no-cursor": "must use variables",
        "refetchable-fragment-with-connection-unstable-path": "cannot appear inside plural fields",
        "duplicate-field-different-actions": "matching `action` arguments",
        "duplicate-field-include-directive": "matching @required declarations",
        "duplicate-field-nullable-parent-missing-first": "included in all instances of their parent",
        "duplicate-field-nullable-parent": "included in all instances of their parent",
        "duplicate-field": "matching @required declarations",
        "duplicate-linked-field-nullable-parent": "included in all instances of their parent",
        "inline-directive": "not supported within @inline fragments",
        "inline-fragment-on-concrete-in-interface": "within inline fragment on an abstract type",
        "inline-fragment-on-interface-in-concrete": "within inline fragment on an abstract type",
        "inline-fragment-on-interface-with-linked-field": "within inline fragment on an abstract type",
        "inline-fragment-on-interface": "within inline fragment on an abstract type",
        "inline-fragment-on-union": "Unknown type 'EnabledUserNameRenderer'",
        "log-action-bubble-to-throw": "less severe than that of its @required parent",
        "multiple-required-fields": "second @required directive",
        "none-action-bubble-to-log-across-inline-fragment": "less severe than that of its @required parent",
        "none-action-bubble-to-log": "less severe than that of its @required parent",
        "none-action-bubble-to-throw": "less severe than that of its @required parent",
        "required-dynamic-arg": "Expected `action` argument to be a literal",
        "required-with-different-actions": "second @required directive",
        "connection-filters-null": "list of string literals",
        "connection-invalid-key-name": "to be of form '<SomeName>_comments'",
        "connection-invalid-key-type": "String cannot represent a non string value",
        "connection-missing-edges-selection": "to have a 'edges' selection",
        "connection-missing-first-arg": "'first' or 'last' argument",
    ]

    /// At Relay's position, but another kind of error: the feature the fixture tests is not in
    /// Baton (or not in this Relay's extension schema), so Baton refuses the text for that.
    static let otherKind: [String: (kind: String, why: String)] = [
        "refetchable-prefer-fetchable-non-constant": ("Unknown argument 'preferFetchable'",
            "Baton's @refetchable has no `preferFetchable`; Relay says it must be a literal"),
        "dangerously-throw-on-non-nullable-field": ("does not exist in 'RequiredFieldAction'",
            "action DANGEROUSLY_THROW_ON_SEMANTICALLY_NULLABLE_FIELD is a newer Relay's; Baton's actions are NONE|LOG|THROW"),
        "dangerously-throw-on-schema-non-null-field": ("does not exist in 'RequiredFieldAction'",
            "action DANGEROUSLY_THROW_ON_SEMANTICALLY_NULLABLE_FIELD is a newer Relay's; Baton's actions are NONE|LOG|THROW"),
    ]

    /// Baton accepts these on purpose (SPEC differs from Relay); each is a deviation, not a miss.
    static let acceptedByBaton: [String: String] = [
        "catch-usage-fragment-spread-alias": "SPEC §4.8 gives @catch a place on an aliased spread",
        "inline-fragment-with-defer": "SPEC §4.1.3/§4.8 allow @defer on an inline fragment",
        "fragment_spread_within_skip_inline_fragment_without_alias":
            "SPEC §4.8: a spread under a condition gives an optional accessor; no @alias needed",
        "skip_fragment_spread_without_alias": "SPEC §4.8: a spread under a condition gives an optional accessor",
        "fragment_spread_into_supertype_without_alias":
            "SPEC §4.1.6 asks @alias only inside an inline fragment on an abstract selection; this spread is direct",
    ]

    /// Rejected, but not at Relay's position (and why).
    static let rejectedElsewhere: [String: String] = [
        "id-as-alias": "old-format fixture: its lines are one less than the INPUT's (`id: name` is on line 3)",
        "alias_on_spread_of_plural_fragment": "`@relay(plural:)` is refused where it is written (2:54)",
        "spread_of_plural_fragment_into_singular_selection_without_alias":
            "the spread is direct (no @alias needed by SPEC §4.1.6); `@relay(plural:)` is refused where it is written (2:54)",
        "fragment-with-relay-plural": "`@relay` refused at its name (3:4); Relay points at the `@` (3:3)",
        "fragment-on-query-without-query-name": "spec rule reports a missing argument at the `@` (3:3), Relay at the name",
        "action-argument-omitted": "spec rule reports a missing argument at the `@` (3:8), Relay at the name",
        "connection-invalid-type": "spec rule reports the missing `key` at the `@` (6:14), Relay at the name",
        "connection-with-invalid-custom-handler": "Baton's @connection has no `handler`: unknown argument at its name",
    ]

    static func shortName(_ fixture: RelayFixture) -> String {
        String(fixture.name.split(separator: "/").last!.split(separator: ".").first!)
    }

    @Test func everyRejectedDocumentIsRejectedAtItsPosition() throws {
        let fixtures = try RelayFixture.invalid()
        #expect(fixtures.count == 67)
        var rejected = 0, atPosition = 0, ofKind = 0
        var accepted: [String] = []
        for fixture in fixtures {
            let name = Self.shortName(fixture)
            let errors = try fixture.compile().filter { $0.severity == .error }
            let atExpected = errors.filter { fixture.expected.contains($0.position) && $0.path == "input.graphql" }
            if !errors.isEmpty { rejected += 1 } else { accepted.append(name) }
            if !atExpected.isEmpty { atPosition += 1 }
            if let kind = Self.kinds[name] {
                let matches = atExpected.contains { $0.message.contains(kind) }
                #expect(matches, "\(name): no '\(kind)' at \(fixture.expected); got \(errors.map(\.description))")
                if matches { ofKind += 1 }
            } else if let other = Self.otherKind[name] {
                #expect(atExpected.contains { $0.message.contains(other.kind) }, "\(name): \(errors.map(\.description))")
            } else if Self.rejectedElsewhere[name] != nil {
                #expect(!errors.isEmpty && atExpected.isEmpty, "\(name) changed: \(errors.map(\.description))")
            } else {
                #expect(Self.acceptedByBaton[name] != nil, "\(name) is in no list")
                #expect(errors.isEmpty, "\(name) is listed as accepted by Baton but got \(errors.map(\.description))")
            }
        }
        print("relay invalid: rejected \(rejected)/67, at the expected position \(atPosition)/67, "
              + "of the expected kind \(ofKind)/67; accepted by Baton's SPEC on purpose: \(accepted.sorted())")
        #expect(Set(accepted) == Set(Self.acceptedByBaton.keys))
        #expect(rejected == 67 - Self.acceptedByBaton.count)
    }
}
