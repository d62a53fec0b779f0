internal import CFlite
import Foundation
import Synchronization

/// Speaks a reply's text with flite, CMU's small offline synthesizer, through its C library.
///
/// flite has English voices only, so one voice serves every English variant (`en`, `en-US`,
/// `en-GB`, …): `cmu_us_rms`, the voice that PocketSphinx hears back best of the English voices
/// Debian ships (docs/benchmarks.md). Any other language has no voice: `speak` says so with
/// `SpeechSynthesisError.Reason.noVoice`, and the reply stays text.
///
/// flite keeps process-wide state (its voice registry, the lexicon), so syntheses run one at a
/// time across the process; each is many times faster than real time. Safe to share between
/// tasks and threads.
public final class SpeechSynthesizer: Sendable {
    /// The voice's name, as flite knows it.
    public static let voiceName = "cmu_us_rms"

    /// A synthesizer; flite itself and its voice are set up once per process, on the first ``speak(_:language:)``.
    public init() {}

    /// Whether a voice speaks `language` (a BCP 47 code such as `en-US` or `fr-FR`).
    public static func hasVoice(for language: String) -> Bool {
        language.lowercased().split(separator: "-").first == "en"
    }

    /// `text` spoken in `language`.
    public func speak(_ text: String, language: String) throws(SpeechSynthesisError) -> SpokenAudio {
        guard Self.hasVoice(for: language) else { throw SpeechSynthesisError(.noVoice(language: language)) }
        let spoken = Self.plainText(text)
        let audio = Self.flite.withLock { flite -> SpokenAudio? in
            guard let voice = flite.voice, let wave = flite_text_to_wave(spoken, voice) else { return nil }
            defer { delete_wave(wave) }
            let count = Int(wave.pointee.num_samples) * Int(max(wave.pointee.num_channels, 1))
            guard count > 0, let samples = wave.pointee.samples else { return nil }
            return SpokenAudio(
                samples: Array(UnsafeBufferPointer(start: samples, count: count)),
                sampleRate: Int(wave.pointee.sample_rate))
        }
        guard let audio, !audio.samples.isEmpty else { throw SpeechSynthesisError(.failed) }
        return audio
    }

    /// flite reads ASCII: typographic quotes and dashes become theirs, anything else outside
    /// ASCII a space rather than bytes it would spell out.
    static func plainText(_ text: String) -> String {
        let replacements: [Character: String] = [
            "\u{2018}": "'", "\u{2019}": "'", "\u{201C}": "\"", "\u{201D}": "\"", "\u{2013}": "-", "\u{2014}": ", ",
            "\u{2026}": "...", "\u{00A0}": " ",
        ]
        return String(
            text.flatMap { character -> String in
                if let replacement = replacements[character] { return replacement }
                return character.isASCII ? String(character) : " "
            })
    }

    /// flite, set up once for the process: its voice, registered on first use.
    private struct Flite: @unchecked Sendable {
        // @unchecked: the voice pointer is only used under the lock that holds this value.
        var voice: UnsafeMutablePointer<cst_voice>?
    }

    private static let flite: Mutex<Flite> = {
        flite_init()
        return Mutex(Flite(voice: register_cmu_us_rms(nil)))
    }()
}
