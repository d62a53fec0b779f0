import Foundation
import Hark
import HarkTestSupport
import Testing

@testable import HarkSpeech

/// Replies spoken with flite: real audio of a plausible length, that Hark's own recognizer hears
/// back, and a plain refusal for a language flite has no voice for.
@Suite("Spoken replies", .tags(.audio))
struct SpokenReplyTests {
    static let reply = "Your tomato soup will be ready in ten minutes. Who do you want to send the message to?"

    func temporaryFile(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("hark-speech-\(UUID().uuidString)-\(name)").path
    }

    @Test func anEnglishReplyIsAWAVOfPlausibleLengthAndLevel() throws {
        let file = temporaryFile("reply.wav")
        defer { try? FileManager.default.removeItem(atPath: file) }
        try SpeechSynthesizer().speak(Self.reply, language: "en-US").writeWAV(to: file)

        let decoded = try AudioFileReader().read(file)
        #expect(decoded.format.container.hasPrefix("WAV"))
        #expect(decoded.format.channels == 1)
        let speech = try SpeechAudioConditioner().condition(decoded, path: file)
        // 17 words spoken at 2–5 words a second.
        #expect((3.4...8.5).contains(speech.durationSeconds), "\(speech.durationSeconds) s")
        #expect(speech.peakDBFS > -20, "peak \(speech.peakDBFS) dBFS")
    }

    @Test func hearingTheSpokenReplyBackGivesItsWords() throws {
        let file = temporaryFile("reply.wav")
        defer { try? FileManager.default.removeItem(atPath: file) }
        try SpeechSynthesizer().speak(Self.reply, language: "en-GB").writeWAV(to: file)
        let heard = try Transcriber(configuration: .generalEnglish()).transcribe(file: file).transcript.text
        let words = Set(heard.split(separator: " ").map(String.init))
        for key in ["tomato", "soup", "ready", "ten", "minutes", "send", "message"] {
            #expect(words.contains(key), "heard: \(heard)")
        }
    }

    @Test func theWAVBytesInMemoryAreTheFileWritten() throws {
        let audio = try SpeechSynthesizer().speak("Done.", language: "en")
        let file = temporaryFile("done.wav")
        defer { try? FileManager.default.removeItem(atPath: file) }
        try audio.writeWAV(to: file)
        let data = try audio.wavData()
        #expect(data == (try Data(contentsOf: URL(fileURLWithPath: file))))
        #expect(data.count == 44 + 2 * audio.samples.count)
    }

    @Test func aFrenchReplyHasNoVoiceAndSaysSo() throws {
        #expect(!SpeechSynthesizer.hasVoice(for: "fr-FR"))
        #expect(throws: SpeechSynthesisError(.noVoice(language: "fr-FR"))) {
            try SpeechSynthesizer().speak("Votre message est envoyé.", language: "fr-FR")
        }
        #expect(
            SpeechSynthesisError(.noVoice(language: "fr-FR")).description.contains("fr-FR"))
    }

    @Test func typographicPunctuationBecomesWhatFliteReads() {
        #expect(
            SpeechSynthesizer.plainText("You\u{2019}ll see \u{201C}hi\u{201D} \u{2014} ok\u{2026}")
                == "You'll see \"hi\" ,  ok...")
    }

    @Test func synthesesFromManyTasksAtOnceAllSucceed() async throws {
        let synthesizer = SpeechSynthesizer()
        let lengths = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask { try synthesizer.speak("Your soup is on its way.", language: "en-US").samples.count }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        // The same text gives the same audio, whichever thread spoke it.
        #expect(Set(lengths).count == 1)
        #expect(lengths.count == 4)
    }
}
