// A stand-in for the SwiftUI names the landing page's views use, so they compile and run on
// Linux, where SwiftUI does not exist. A body builds a tree of primitives that a test walks.
@_exported import Foundation

@MainActor public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}
/// A view the stand-in draws itself: its text, if any, and its children in order.
@MainActor public protocol PrimitiveView: View where Body == Never {
    var text: String? { get }
    var children: [any View] { get }
}
extension PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is drawn, not run") }
    public var text: String? { nil }
    public var children: [any View] { [] }
}
extension Never: View { public var body: Never { return fatalError() } }

@MainActor @resultBuilder public enum ViewBuilder {
    public static func buildExpression(_ view: some View) -> [any View] { [view] }
    public static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any View]?) -> [any View] { part ?? [] }
    public static func buildEither(first: [any View]) -> [any View] { first }
    public static func buildEither(second: [any View]) -> [any View] { second }
    public static func buildFinalResult(_ parts: [any View]) -> Group { Group(children: parts) }
}
public struct Group: PrimitiveView { public let children: [any View] }
public struct Text: PrimitiveView { public let text: String?; public init(_ text: String) { self.text = text } }
public struct ProgressView: PrimitiveView { public init() {} }
public enum HorizontalAlignment { case leading, center, trailing }
public struct VStack: PrimitiveView {
    public let children: [any View]
    public init(alignment: HorizontalAlignment = .center, @ViewBuilder content: () -> Group) { children = [content()] }
}
/// A child per element, each known by the element's `id`, as SwiftUI knows it.
public struct ForEach: PrimitiveView {
    public let ids: [AnyHashable], children: [any View]
    public init<Data: RandomAccessCollection, Row: View>(_ data: Data, @ViewBuilder content: (Data.Element) -> Row)
    where Data.Element: Identifiable { (ids, children) = (data.map { AnyHashable($0.id) }, data.map(content)) }
}
public struct List: PrimitiveView {
    public let children: [any View]
    public init<Data: RandomAccessCollection, Row: View>(_ data: Data, @ViewBuilder rowContent: (Data.Element) -> Row)
    where Data.Element: Identifiable { children = [ForEach(data, content: rowContent)] }
}
public enum HierarchicalShapeStyle { case primary, secondary }
/// A modifier over its content; what it says (a title, a style) is its text.
public struct Modified: PrimitiveView { public let text: String?, children: [any View] }
extension View {
    public func navigationTitle(_ title: String) -> Modified { Modified(text: "title: " + title, children: [self]) }
    public func foregroundStyle(_ style: HierarchicalShapeStyle) -> Modified { Modified(text: "\(style)", children: [self]) }
}
