import Testing
@testable import GraphQL

/// The rule framework: one walk shared by all rules, event filtering, type information,
/// per-visitor skipping, abort, options.
@Suite struct ValidationFrameworkTests {
    static let sdl = """
    type Query { dog(id: ID): Dog, dogs(filter: Filter): [Dog] }
    type Dog { name(surname: Boolean): String, owner: Human }
    type Human { name: String, pets: [Dog] }
    input Filter { name: String, tags: [String!], nested: Filter }
    """

    /// Counts what it is told, and records type information at each field.
    final class Recorder: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents
        var fields = 0
        var directives = 0
        var values: [String] = []
        var fieldTypes: [String] = []
        var skipLists = false
        init(_ context: ValidationContext, _ events: ValidationEvents) {
            self.context = context
            self.events = events
        }
        func enterField(_ field: Field) {
            fields += 1
            fieldTypes.append("\(context.parentType?.name ?? "-").\(field.name.value): \(context.type?.description ?? "-")")
        }
        func enterDirective(_ directive: Directive, location: DirectiveLocation) { directives += 1 }
        func enterValue(_ value: Value) -> Bool {
            values.append("\(ValueText.of(value)): \(context.inputType?.description ?? "-")")
            if skipLists, case .list = value { return false }
            return true
        }
    }

    /// A rule handing out recorders the test can read afterwards.
    final class RecordingRule: ValidationRule, @unchecked Sendable {
        static let name = "RecordingRule"
        let events: ValidationEvents
        let skipLists: Bool
        var made: [Recorder] = []
        init(_ events: ValidationEvents, skipLists: Bool = false) {
            self.events = events
            self.skipLists = skipLists
        }
        func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor {
            let recorder = Recorder(context, events)
            recorder.skipLists = skipLists
            made.append(recorder)
            return recorder
        }
    }

    @Test func everyRuleSeesEachFieldOnceWithTypeInformation() throws {
        let schema = try buildSchema(sdl: Self.sdl)
        let document = try parse("{ dog { name owner { name pets { name } } } ...F } fragment F on Query { dogs { name } }")
        let first = RecordingRule(.field), second = RecordingRule(.field)
        _ = validate(schema: schema, document: document, rules: [first, second])
        #expect(first.made.count == 1 && second.made.count == 1)
        #expect(first.made[0].fields == 8)
        #expect(second.made[0].fields == 8)
        #expect(first.made[0].fieldTypes == [
            "Query.dog: Dog", "Dog.name: String", "Dog.owner: Human", "Human.name: String", "Human.pets: [Dog]",
            "Dog.name: String", "Query.dogs: [Dog]", "Dog.name: String",
        ])
    }

    @Test func visitorsHearOnlyTheirEvents() throws {
        let schema = try buildSchema(sdl: Self.sdl)
        let document = try parse("{ dog @skip(if: true) { name @include(if: false) } }")
        let onlyDirectives = RecordingRule(.directive)
        _ = validate(schema: schema, document: document, rules: [onlyDirectives])
        #expect(onlyDirectives.made[0].directives == 2)
        #expect(onlyDirectives.made[0].fields == 0)
    }

    @Test func valuesCarryTheirExpectedTypesAndSkippingIsPerVisitor() throws {
        let schema = try buildSchema(sdl: Self.sdl)
        let document = try parse(#"{ dogs(filter: { name: "a", tags: ["x", "y"], nested: { tags: [] } }) { name } }"#)
        let all = RecordingRule(.value), skipping = RecordingRule(.value, skipLists: true)
        _ = validate(schema: schema, document: document, rules: [all, skipping])
        #expect(all.made[0].values == [
            #"{ name: "a", tags: ["x", "y"], nested: { tags: [] } }: Filter"#, #""a": String"#,
            #"["x", "y"]: [String!]"#, #""x": String!"#, #""y": String!"#, "{ tags: [] }: Filter", "[]: [String!]",
        ])
        #expect(skipping.made[0].values == [
            #"{ name: "a", tags: ["x", "y"], nested: { tags: [] } }: Filter"#, #""a": String"#,
            #"["x", "y"]: [String!]"#, "{ tags: [] }: Filter", "[]: [String!]",
        ])
    }

    @Test func hiddenSuggestionsLeaveThemOut() throws {
        let schema = try buildSchema(sdl: Self.sdl)
        let document = try parse("{ dog { nam } }")
        let shown = validate(schema: schema, document: document).map(\.message)
        let hidden = validate(schema: schema, document: document, options: ValidationOptions(hideSuggestions: true))
        #expect(shown == ["Cannot query field 'nam' on type 'Dog'. Did you mean 'name'?"])
        #expect(hidden.map(\.message) == ["Cannot query field 'nam' on type 'Dog'."])
    }

    @Test func errorsPointAtTheirNodes() throws {
        let schema = try buildSchema(sdl: Self.sdl)
        let source = Source("query Q($x: String) { dog { name } }")
        let errors = validate(schema: schema, document: try parse(source))
        #expect(errors.map(\.message) == ["Variable '$x' is never used in operation 'Q'."])
        #expect(errors.first?.locations.map { source.textPosition(of: $0.start) } == [SourcePosition(line: 1, column: 9)])
    }
}

/// Suggestions as GraphQL.js makes them.
@Suite struct SuggestionTests {
    @Test func closeNamesFirstThenNaturalOrder() {
        #expect(Suggestions.list("nam", ["name", "names", "nickname", "id"]) == ["name", "names"])
        // A case-only difference counts 1, like one edit; ties go by natural order.
        #expect(Suggestions.list("NAME", ["name", "nam"]) == ["nam", "name"])
        #expect(Suggestions.list("ab", ["ba", "abc"]) == ["abc", "ba"])
        #expect(Suggestions.list("f10", ["f9", "f10", "f2"]) == ["f10", "f2", "f9"])
        #expect(Suggestions.list("xyz", ["abc"]).isEmpty)
    }

    @Test func naturalOrderComparesDigitRunsByValue() {
        #expect(Suggestions.naturalOrder("f2", "f10"))
        #expect(!Suggestions.naturalOrder("f10", "f2"))
        #expect(Suggestions.naturalOrder("a", "b"))
        #expect(Suggestions.naturalOrder("a", "ab"))
    }

    @Test func didYouMeanListsUpToFive() {
        #expect(Suggestions.didYouMean([]) == "")
        #expect(Suggestions.didYouMean(["a"]) == " Did you mean 'a'?")
        #expect(Suggestions.didYouMean(["a", "b"]) == " Did you mean 'a' or 'b'?")
        #expect(Suggestions.didYouMean(["a", "b", "c", "d", "e", "f"], "the enum value")
                == " Did you mean the enum value 'a', 'b', 'c', 'd', or 'e'?")
    }

    @Test func valuesPrintAsGraphQL() throws {
        let value = try parseValue(Source(#"{ a: [1, 2.5, "q\"\n", true, null, ENUM, $v], b: {} }"#))
        #expect(ValueText.of(value) == #"{ a: [1, 2.5, "q\"\n", true, null, ENUM, $v], b: {} }"#)
    }
}

/// The rule set and its names.
@Suite struct SpecifiedRulesTests {
    @Test func everyRuleIsNamedAsItsType() {
        for rule in specifiedRules + [NoDeprecatedCustomRule(), NoSchemaIntrospectionCustomRule()] as [any ValidationRule] {
            #expect(rule.name == String(describing: type(of: rule)))
        }
    }

    @Test func specifiedRulesAreGraphQLJSsInItsOrder() {
        #expect(specifiedRules.map(\.name) == [
            "ExecutableDefinitionsRule", "KnownOperationTypesRule", "UniqueOperationNamesRule", "LoneAnonymousOperationRule",
            "SingleFieldSubscriptionsRule", "KnownTypeNamesRule", "FragmentsOnCompositeTypesRule",
            "VariablesAreInputTypesRule", "ScalarLeafsRule", "FieldsOnCorrectTypeRule", "UniqueFragmentNamesRule",
            "KnownFragmentNamesRule", "NoUnusedFragmentsRule", "PossibleFragmentSpreadsRule", "NoFragmentCyclesRule",
            "UniqueVariableNamesRule", "NoUndefinedVariablesRule", "NoUnusedVariablesRule", "KnownDirectivesRule",
            "UniqueDirectivesPerLocationRule", "DeferStreamDirectiveOnRootFieldRule",
            "DeferStreamDirectiveOnValidOperationsRule", "DeferStreamDirectiveLabelRule", "StreamDirectiveOnListFieldRule",
            "KnownArgumentNamesRule", "UniqueArgumentNamesRule", "ValuesOfCorrectTypeRule",
            "ProvidedRequiredArgumentsRule", "VariablesInAllowedPositionRule", "OverlappingFieldsCanBeMergedRule",
            "UniqueInputFieldNamesRule", "MaxIntrospectionDepthRule",
        ])
    }
}
