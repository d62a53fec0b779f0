import Foundation
import HarkTestSupport
import Testing

@testable import Hark

/// Every way of hearing a file takes a ``Hearing`` from the pipeline's one factory, so neither
/// the `decoder.*` settings nor the second opinion of the `…Then…` searches can be left out, as
/// they could when each caller joined the search, the decoder settings and the understander itself.
@Suite("What a search is heard with")
struct HearingTests {
    static func configuration() -> HarkConfiguration {
        var configuration = HarkConfiguration()
        configuration.decoder.beam = 1e-30
        configuration.decoder.flags = ["-pip=1.5"]
        configuration.frontEnd.commandEnhancers = ["speex"]
        configuration.frontEnd.transcriptionEnhancers = ["loudness-trim"]
        return configuration
    }

    /// The lights app's command search in `mode`, as the pipeline hears it, cached in `scratch`.
    static func hearing(_ mode: CommandSearchConfiguration.Mode, in scratch: ScratchDirectory) throws -> (
        HarkPipeline, Hearing
    ) {
        let intents = [try LightsApp.folder(in: scratch).appendingPathComponent("lights.yaml")]
        let pipeline = try HarkPipeline(configuration: configuration())
        var search = try pipeline.searchConfiguration(intents: intents, cacheDirectory: scratch.file("cache"))
        search.mode = mode
        return (pipeline, try pipeline.commandHearing(search))
    }

    @Test func aCommandSearchIsHeardWithTheDecoderSettingsAndTheSecondOpinion() throws {
        let scratch = try ScratchDirectory("hearing")
        defer { scratch.remove() }
        let (pipeline, hearing) = try Self.hearing(.languageModelThenGrammar, in: scratch)

        #expect(hearing.decoder.beam == 1e-30)
        #expect(hearing.decoder.extraArguments["-pip"] == "1.5")
        #expect(hearing.decoder.secondOpinion != nil)
        #expect(hearing.frontEnd.description == pipeline.frontEnd(for: .commands).description)
        #expect(hearing.frontEnd.description != pipeline.frontEnd(for: .transcription).description)
        let understander = try #require(hearing.understander)
        #expect(understander.understand("turn on the kitchen light").understanding.intent == "TurnOn")
        #expect(hearing.definitions?.apps.isEmpty == false)
        // Each worker's transcriber asks the understander what is doubtful.
        let transcriber = try hearing.transcriber(alternatives: 2)
        #expect(transcriber.isDoubtful != nil)
        #expect(transcriber.alternatives == 2)
    }

    @Test func intentsReadFromGeneralEnglishHearAsTranscriptionDoes() throws {
        let scratch = try ScratchDirectory("hearing")
        defer { scratch.remove() }
        let (pipeline, hearing) = try Self.hearing(.general, in: scratch)
        #expect(hearing.frontEnd.description == pipeline.frontEnd(for: .transcription).description)
        #expect(hearing.understander != nil)
        #expect(hearing.decoder.beam == 1e-30)

        let general = pipeline.generalHearing
        #expect(general.understander == nil && general.definitions == nil)
        #expect(general.decoder.beam == 1e-30)
        #expect(general.decoder.extraArguments["-pip"] == "1.5")
        #expect(general.frontEnd.description == pipeline.frontEnd(for: .transcription).description)
        #expect(try general.transcriber().isDoubtful == nil)
    }
}
