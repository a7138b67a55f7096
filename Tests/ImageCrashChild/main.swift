import Foundation
@_spi(Generated) import Baton

// Writes round after round into the image at the given path until it is killed; prints
// "round N" after each round it has flushed, so the parent knows writing is under way.
guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: ImageCrashChild <image path>\n".utf8))
    exit(2)
}
let persistence = Persistence(url: URL(fileURLWithPath: CommandLine.arguments[1]))
let store = Store(persistence: persistence)
let resolution = Resolution(CrashPlan.plan, store: store)
var round = 0
while true {
    round += 1
    let changes = try Ingest.response(CrashPlan.response(round: round), resolution: resolution).changes
    store.commit(changes, kind: .server)
    if round % 3 == 0 {
        await persistence.flush()
        FileHandle.standardOutput.write(Data("round \(round)\n".utf8))
    } else {
        await Task.yield()
    }
}
