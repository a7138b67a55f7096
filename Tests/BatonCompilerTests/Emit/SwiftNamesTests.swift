import Testing
@testable import BatonCompiler

@Suite("Swift names")
struct SwiftNamesTests {
    /// Keywords and reserved members are escaped up to the longest of them (15 bytes); a
    /// longer name is returned as it is, without a lookup.
    @Test func reservedWordsAreEscapedAndLongNamesKept() {
        #expect(SwiftNames.identifier("precedencegroup") == "`precedencegroup`")
        #expect(SwiftNames.identifier("associatedtype") == "`associatedtype`")
        #expect(SwiftNames.identifier("self") == "`self`")
        #expect(SwiftNames.identifier("precedencegroups") == "precedencegroups")
        #expect(SwiftNames.identifier("name") == "name")
        #expect(SwiftNames.typeMember("DynamicArgument") == "DynamicArgument_")
        #expect(SwiftNames.typeMember("Types") == "Types_")
        #expect(SwiftNames.typeMember("Protocol") == "Protocol_")
        #expect(SwiftNames.typeMember("repeat") == "`repeat`")
        #expect(SwiftNames.typeMember("DynamicArguments") == "DynamicArguments")
        #expect(SwiftNames.typeMember("PullRequestReviewComment") == "PullRequestReviewComment")
    }

    /// The shared file's order is the names' UTF-8 byte order: a prefix first, uppercase
    /// before lowercase, multi-byte characters after ASCII, small and long strings alike.
    @Test func byteOrderIsTheOrderOfTheUTF8Bytes() {
        let names = ["", "a", "A", "Ab", "AB", "ab", "Issue", "IssueRow", "Issue_", "PullRequestReviewComment",
                     "PullRequestReviewCommentConnection", "Caf\u{e9}", "Cafe", "Caf\u{1F600}", "_x", "zz", "Z"]
        for a in names {
            for b in names {
                #expect(SharedFileEmitter.byteOrder(a, b) == a.utf8.lexicographicallyPrecedes(b.utf8), "\(a) \(b)")
            }
        }
        #expect(names.sorted(by: SharedFileEmitter.byteOrder).first == "")
        #expect(["b", "B", "a_", "a"].sorted(by: SharedFileEmitter.byteOrder) == ["B", "a", "a_", "b"])
    }
}
