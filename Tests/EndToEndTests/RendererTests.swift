import Observation
import Testing
@testable import RickAndMorty

/// The example's renderer on its own, over a tiny observable model: it re-runs exactly the
/// bodies Observation invalidated, and a parent that does not re-run keeps its children.
@Suite("The example's renderer")
@MainActor
struct RendererTests {
    /// Two observable values, each with its own key path.
    final class Model: Observable {
        private let registrar = ObservationRegistrar()
        private var storedTitle = "title"
        private var storedItems = ["a", "b", "c"]

        var title: String {
            get { registrar.access(self, keyPath: \.title); return storedTitle }
            set { registrar.withMutation(of: self, keyPath: \.title) { storedTitle = newValue } }
        }

        func item(_ index: Int) -> String {
            registrar.access(self, keyPath: \.items)
            return storedItems[index]
        }

        var items: [String] {
            get { registrar.access(self, keyPath: \.items); return storedItems }
            set { registrar.withMutation(of: self, keyPath: \.items) { storedItems = newValue } }
        }
    }

    struct Parent: TerminalView {
        let model: Model
        let count: Int
        var identity: String { "Parent" }
        func body() -> [Line] { [.text(model.title)] + (0..<count).map { .child(Child(model: model, index: $0)) } }
    }

    struct Child: TerminalView {
        let model: Model
        let index: Int
        var identity: String { "Child \(index)" }
        func body() -> [Line] { [.text(model.item(index))] }
    }

    @Test func theFirstPassRunsEveryBodyAndTheNextRunsNone() {
        let model = Model()
        let renderer = Renderer()
        #expect(renderer.render(Parent(model: model, count: 3)) == ["title", "a", "b", "c"])
        #expect(renderer.lastPass == Renderer.Pass(ran: ["Parent", "Child 0", "Child 1", "Child 2"], observed: 4))
        _ = renderer.render(Parent(model: model, count: 3))
        #expect(renderer.lastPass == Renderer.Pass(ran: [], observed: 4))
    }

    @Test func aChangeReRunsOnlyTheBodiesThatReadIt() {
        let model = Model()
        let renderer = Renderer()
        _ = renderer.render(Parent(model: model, count: 3))
        model.title = "new title"
        #expect(renderer.render(Parent(model: model, count: 3)) == ["new title", "a", "b", "c"])
        #expect(renderer.lastPass.ran == ["Parent"])
        model.items = ["a", "B", "c"]
        #expect(renderer.render(Parent(model: model, count: 3)) == ["new title", "a", "B", "c"])
        #expect(renderer.lastPass.ran == ["Child 0", "Child 1", "Child 2"])
    }

    @Test func aReusedParentKeepsItsOutputEvenWhenTheNewValueDiffers() {
        // The cached body stands until Observation says otherwise: proof that the count is
        // Observation's and not a comparison the renderer makes.
        let model = Model()
        let renderer = Renderer()
        _ = renderer.render(Parent(model: model, count: 2))
        #expect(renderer.render(Parent(model: model, count: 3)) == ["title", "a", "b"])
        #expect(renderer.lastPass.ran.isEmpty)
        renderer.reset()
        #expect(renderer.render(Parent(model: model, count: 3)) == ["title", "a", "b", "c"])
    }
}
