#if !(canImport(SwiftUI) && canImport(Darwin))
/// Where a marker's storage keeps its holder, away from SwiftUI: the holder lives as long as
/// the view value (and its copies) does. With SwiftUI, `SwiftUIGlue.swift` defines this slot
/// as a `DynamicProperty` that keeps the holder across the view's re-creations and hands it
/// the `\.baton` environment.
struct ViewSlot<Holder: AnyObject> {
    /// The holder of this view's handle.
    let holder: Holder

    nonisolated init(_ holder: Holder) { self.holder = holder }
}
#endif
