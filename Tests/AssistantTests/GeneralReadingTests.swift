import Foundation
import HarkTestSupport
import Testing

@testable import Hark

/// A grammar hears only its own sentences, so "don't turn on the kitchen light" comes out of it as
/// "turn on the kitchen light". The general reading (`search.generalReadingWords`) hears the same
/// audio in any words, and a meaning-changing word it hears that the grammar's reading lacks keeps
/// the request from being acted on (issue 48).
@Suite("The general reading of a command", .serialized)
struct GeneralReadingTests {
    /// Words 0.3 s apart, the first at `offset` places from the start.
    static func words(_ text: String, from offset: Int = 0) -> [WordSegment] {
        text.split(separator: " ").enumerated().map {
            let start = Double($0 + offset) * 0.3
            return WordSegment(word: String($1), start: start, end: start + 0.25, confidence: 0.9)
        }
    }

    /// The grammar heard "turn on the kitchen light" from its second place on; the general
    /// reading heard `general` from the first.
    static func transcript(general: String?) -> Transcript {
        let text = "turn on the kitchen light"
        var transcript = Transcript(text: text, words: words(text, from: 1), score: -1000, confidence: 0.9)
        transcript.generalReading = general.map { words($0) }
        return transcript
    }

    static func understander(in scratch: ScratchDirectory) throws -> Understander {
        let folder = try LightsApp.folder(in: scratch)
        let definitions = try IntentDefinitionSet.load(from: [folder.appendingPathComponent("lights.yaml")])
        return Understander(parser: IntentParser(definitions: definitions))
    }

    @Test func wordsOutsideTheReadingThatChangeItRefuseIt() throws {
        let scratch = try ScratchDirectory("general-reading")
        let understander = try Self.understander(in: scratch)
        for (general, unexplained) in [
            ("don't turn on the kitchen light", ["don't"]),
            ("x turn on the kitchen light tomorrow", ["tomorrow"]),
        ] {
            let result = understander.understand(Self.transcript(general: general))
            #expect(result.rejection == .unexplainedWords(app: "Lights", intent: "TurnOn", words: unexplained))
            #expect(result.understanding.intent == Understanding.none)
            // The reading refused is kept, for a reply that says what was not understood.
            #expect(result.alternatives.first?.intent == "TurnOn")
        }
        // A phrase of three unexplained words before the reading: the reading now starts at the
        // fourth place, so the phrase lies wholly outside it.
        var told = Self.transcript(general: nil)
        told.words = Self.words("turn on the kitchen light", from: 3)
        told.generalReading = Self.words("tell john to turn on the kitchen light")
        #expect(
            understander.understand(told).rejection
                == .unexplainedWords(app: "Lights", intent: "TurnOn", words: ["tell", "john", "to"]))
    }

    @Test func misheardOrHarmlessWordsLetItBeActedOn() throws {
        let scratch = try ScratchDirectory("general-reading")
        let understander = try Self.understander(in: scratch)
        for general in [
            "please turn on the kitchen light", "x turn on the kitchen light thanks", "x turn on the kitchen light",
            // Inside the reading the general reading mishears the command's own words.
            "x was on the kitchen light", "x turn is the kitchen and", "",
            // Before a command "and" changes nothing (and is how "um" is often heard).
            "and turn on the kitchen light",
            // Two unexplained words are not yet a phrase.
            "x turn on the kitchen light from me",
        ] {
            let result = understander.understand(Self.transcript(general: general))
            #expect(result.rejection == nil, "\(general)")
            #expect(result.understanding.intent == "TurnOn", "\(general)")
        }
        var polite = Self.transcript(general: nil)
        polite.words = Self.words("turn on the kitchen light", from: 3)
        polite.generalReading = Self.words("could you please turn on the kitchen light")
        #expect(understander.understand(polite).understanding.intent == "TurnOn")
        // Without a general reading nothing changes.
        #expect(understander.understand(Self.transcript(general: nil)).understanding.intent == "TurnOn")
    }

    /// A word the search forced where something else was said (`Transcript.unfitWord`) refuses the
    /// reading, for a word nobody can quote: the reply says not all of it was caught.
    @Test func aForcedWordRefusesTheReading() throws {
        let scratch = try ScratchDirectory("general-reading")
        let understander = try Self.understander(in: scratch)
        var forced = Self.transcript(general: nil)
        #expect(understander.understand(forced).understanding.intent == "TurnOn")
        forced.unfitWord = forced.words[0]
        let result = understander.understand(forced)
        #expect(result.rejection == .unexplainedWords(app: "Lights", intent: "TurnOn", words: [UnknownWord.word]))
        #expect(result.alternatives.first?.intent == "TurnOn")
    }

    @Test(.tags(.audio)) func spokenNegationIsHeardAndRefused() throws {
        let scratch = try ScratchDirectory("general-reading-audio")
        let folder = try LightsApp.folder(in: scratch)
        let intents = [folder.appendingPathComponent("lights.yaml")]
        let hark = try Hark(intents: intents, cacheDirectory: scratch.file("cache"))
        var configuration = HarkConfiguration()
        configuration.search.generalReadingWords = 0
        let grammarOnly = try Hark(
            configuration: configuration, intents: intents, cacheDirectory: scratch.file("cache"))

        let negated = try scratch.speak("don't turn on the kitchen light", as: "negated")
        // The grammar alone acts on it: the test below could fail.
        #expect(try grammarOnly.understand(file: negated).understanding.intent == "TurnOn")
        let refused = try hark.understand(file: negated)
        #expect(refused.understanding.intent == Understanding.none)
        guard case .unexplainedWords(_, _, let words) = refused.rejection else {
            Issue.record("not refused for its words: \(String(describing: refused.rejection))")
            return
        }
        #expect(words.contains("don't"))

        let plain = try scratch.speak("please turn on the kitchen light", as: "plain")
        let acted = try hark.understand(file: plain)
        #expect(acted.understanding.intent == "TurnOn")
        #expect(acted.understanding.parameters["room"]?.map(\.value) == ["kitchen"])
    }

    @Test(.tags(.audio)) func aWordFarQuieterThanTheCommandIsTheRoomsNotTheSpeakers() throws {
        let scratch = try ScratchDirectory("general-reading-level")
        let folder = try LightsApp.folder(in: scratch)
        let intents = [folder.appendingPathComponent("lights.yaml")]
        // "don't" said 12 dB below the command, as a talker behind the speaker would be.
        let negation = try scratch.speak("don't", as: "negation")
        try Tool.run("sox", [negation, scratch.path("quiet.wav"), "vol", "0.25"])
        let command = try scratch.speak("turn on the kitchen light", as: "command")
        let file = scratch.path("behind.wav")
        try Tool.run("sox", [scratch.path("quiet.wav"), command, file])
        var configuration = HarkConfiguration()
        configuration.search.generalReadingRangeDB = nil
        let everyWord = try Hark(configuration: configuration, intents: intents, cacheDirectory: scratch.file("cache"))
        // The defaults count only words within 6 dB of the command's.
        let speakersOnly = try Hark(intents: intents, cacheDirectory: scratch.file("cache"))
        // Heard, the quiet word refuses the command; below the range it does not count.
        guard case .unexplainedWords(_, _, let words) = try everyWord.understand(file: file).rejection else {
            Issue.record("the quiet negation was not heard")
            return
        }
        #expect(words.contains("don't"))
        #expect(try speakersOnly.understand(file: file).understanding.intent == "TurnOn")
    }
}
