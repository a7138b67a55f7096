import Foundation

/// Foundation's ways of reading the fixture bytes: the figures Baton's ingest (bytes to
/// change set, no tree) is compared with.
enum JSONBaselines {
    static let serializationName = "baseline-jsonserialization"
    static let decoderName = "baseline-jsondecoder"
    static let serializationDistinctName = "baseline-jsonserialization-distinct"

    static var benchmarks: [Benchmark] {
        [
            .repeated(serializationName, unit: .milliseconds,
                      setup: { Data(CharactersPage.standard) },
                      body: { data in try JSONSerialization.jsonObject(with: data) }),
            .repeated(serializationDistinctName, unit: .milliseconds,
                      setup: { Data(CharactersPage.distinctCast) },
                      body: { data in try JSONSerialization.jsonObject(with: data) }),
            .repeated(decoderName, unit: .milliseconds,
                      setup: { (Data(CharactersPage.standard), JSONDecoder()) },
                      body: { data, decoder in try decoder.decode(CharactersPageResponse.self, from: data) }),
        ]
    }
}
