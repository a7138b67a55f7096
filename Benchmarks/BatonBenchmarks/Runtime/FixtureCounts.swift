/// The fixture's exact numbers as `{"name","count"}` lines, so a drift in the generator
/// shows in every run.
enum FixtureCounts {
    @MainActor static let counter = Counter(name: "fixture") { FixtureFacts.standard.counts }
}
