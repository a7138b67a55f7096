import Foundation
@_spi(Generated) import Baton

// Writes round after round into the image at the given path until it is killed; prints
// "round N" after each round it has flushed, so the parent knows writing is under way. With
// `packs`, each round is committed through an environment, which dates the root: the image
// packs it between rounds, and every round's batch drops the pack again.
guard (2...3).contains(CommandLine.arguments.count) else {
    FileHandle.standardError.write(Data("usage: ImageCrashChild <image path> [packs]\n".utf8))
    exit(2)
}
/// No request is ever made: the rounds are committed as payloads.
final class NoTransport: Transport {
    func send(_ request: Request) -> AsyncThrowingStream<Data, any Error> {
        AsyncThrowingStream { $0.finish(throwing: CancellationError()) }
    }
}
let persistence = Persistence(url: URL(fileURLWithPath: CommandLine.arguments[1]))
let store = Store(persistence: persistence)
let environment = CommandLine.arguments.count == 3 ? Environment(transport: NoTransport(), store: store) : nil
let resolution = Resolution(CrashPlan.plan, store: store)
var round = 0
while true {
    round += 1
    if let environment {
        try environment.commitPayload(CrashQuery(), Payload(Data(CrashPlan.response(round: round))))
    } else {
        let changes = try Ingest.response(CrashPlan.response(round: round), resolution: resolution).changes
        store.commit(changes, kind: .server)
    }
    if round % 3 == 0 {
        await persistence.flush()
        FileHandle.standardOutput.write(Data("round \(round)\n".utf8))
    } else {
        await Task.yield()
    }
}
