import HarkFrontEnd
import HarkRecognition

/// One command decode through the front end's enhancers, with their cuts undone when the cuts
/// cost the command.
///
/// A trimmer keeps the loudest stretch of an utterance. When part of a command is soft, or it
/// comes in two bursts further apart than the trimmer bridges, the cut takes words with it; the
/// grammar then finds no complete path, or garbage alone. The bare decoder never trims and hears
/// those. So an empty reading of trimmed audio is heard again from the uncut audio (cleaned by
/// the other enhancers as before), and that reading stands when the search's own rejection keeps
/// it. Noise alone stays empty: the second decode rejects it as the first did.
package struct CommandDecode {
    /// What was heard and the audio it was heard in.
    package var transcript: Transcript
    package var samples: [Int16]
    /// Whether the reading is the uncut audio's, the trimmed one having been empty.
    package var heardUncut = false
    /// Where `samples` begin in the utterance; the transcript's word times already count it.
    package var startSeconds: Double = 0

    /// `samples` enhanced by `chain` (without the enhancers that confirm a plain reading, when
    /// `plain`), then decoded by `decode` (which applies the search's rejection); when that is
    /// empty and a trimmer cut the audio, the uncut audio decoded too.
    package static func hear(
        _ samples: [Int16], through chain: FrontEndChain, plain: Bool = false,
        decode: ([Int16]) throws -> Transcript
    ) throws -> CommandDecode {
        let enhanced = try chain.enhanced(samples, plain: plain)
        let first = CommandDecode(
            transcript: try decode(enhanced.samples).delayed(by: enhanced.startSeconds), samples: enhanced.samples,
            startSeconds: enhanced.startSeconds)
        guard first.transcript.text.isEmpty, chain.cuts, chain.hearsUncutWhenEmpty else { return first }
        // The chain kept the uncut audio on the way when it could: a learned enhancer is not run twice.
        let uncut = try enhanced.uncut ?? chain.enhance(samples, cutting: false, plain: plain)
        guard uncut.count != enhanced.samples.count else { return first }
        let second = try decode(uncut)
        return second.text.isEmpty ? first : CommandDecode(transcript: second, samples: uncut, heardUncut: true)
    }
}
