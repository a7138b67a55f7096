// The one file that imports SwiftUI, and the only SwiftUI code in Baton. It is not compiled on
// Linux (there is no SwiftUI there), so nothing in it is built or tested by this repository's
// CI: it stays thin, and everything it calls is platform-neutral and tested on Linux.
// `canImport(Darwin)` as well: on Linux this repository's tests build a stand-in module named
// SwiftUI (Tests/SwiftUIStandIn), which must never be taken for Apple's. `ViewSlot.swift` holds
// the same condition, negated.
#if canImport(SwiftUI) && canImport(Darwin)
import SwiftUI

extension EnvironmentValues {
    /// The Baton environment the views below see: `.environment(\.baton, env)` on the root view.
    @Entry public var baton: Baton.Environment?
}

/// A marker's holder kept across the view's re-creations (`@State`), with the Baton
/// environment the view sees. Away from SwiftUI, `ViewSlot.swift` defines the plain slot.
struct ViewSlot<Holder: AnyObject>: DynamicProperty {
    @State private var kept: Holder
    @SwiftUI.Environment(\.baton) var environment

    nonisolated init(_ holder: Holder) { _kept = State(wrappedValue: holder) }

    /// The holder SwiftUI keeps for this view.
    var holder: Holder { kept }
}

extension QueryStorage: DynamicProperty {
    /// SwiftUI calls this before each body: the query resolves again if its value or the
    /// view's environment changed.
    public mutating func update() { slot.holder.update(operation, environment: slot.environment) }
}

extension SubscriptionStorage: DynamicProperty {
    /// SwiftUI calls this before each body: the subscription follows the view's current
    /// value and environment.
    public mutating func update() { slot.holder.update(operation, environment: slot.environment) }
}

extension MutationAction.Storage: DynamicProperty {
    /// SwiftUI calls this before each body: the action binds to the view's environment.
    public mutating func update() { slot.holder.update(environment: slot.environment) }
}
#endif
