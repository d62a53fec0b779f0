/// One utterance heard as every PocketSphinx recognizer of Hark hears it: the front end's gate,
/// the noise measured before any enhancer, the enhancers, the decode with the search's own
/// rejection (heard again uncut when a trim cost the words, `CommandDecode`), and, when the
/// reading is doubtful, a second opinion.
///
/// `Transcriber` hears every utterance through it, and `LiveCommandRecognizer` its commands and
/// answers, so a file, a stream's utterance and a server request are heard alike. Like the
/// `Recognizer` it drives, it belongs to one thread at a time.
final class UtterancePipeline {
    /// How the admitted utterance is decoded, chosen only once the gate admitted it.
    enum Decode {
        /// The search in force, its transcript rejected per `rejection` (the decoder's
        /// configuration for a fixed search; the command search in force for a live one), through
        /// the enhancers with the uncut retry, then the second opinion.
        case command(rejectingPer: RecognizerConfiguration)
        /// The enhanced audio (no uncut retry) given to `decode` with the utterance's noise: a
        /// follow-up search's answer.
        case answer(_ decode: (_ enhanced: [Int16], _ noise: NoiseEstimate?) throws -> Transcript)
    }

    /// What was heard, and whether the second opinion's reading replaced the first.
    struct Heard {
        var transcript: Transcript
        var usedSecondOpinion = false
    }

    /// The decoder every stage uses.
    let recognizer: Recognizer
    /// How many n-best hypotheses each transcript carries besides the best (0 for none).
    var alternatives: Int
    /// Whether a command's transcript is too doubtful to keep without a second hearing (see
    /// `Transcriber.isDoubtful`); nil never asks for one.
    var isDoubtful: ((Transcript) -> Bool)?
    /// This pipeline's own enhancer state, run on every utterance before it is decoded.
    private let frontEndChain: FrontEndChain

    init(recognizer: Recognizer, frontEndChain: FrontEndChain, alternatives: Int) {
        self.recognizer = recognizer
        self.frontEndChain = frontEndChain
        self.alternatives = alternatives
    }

    /// Hears `samples` (16 kHz mono) as `decode` says; nil when the front end's gate (an answer's,
    /// when `answering`) found nothing said to the device (and `decode` was not asked).
    func hear(_ samples: [Int16], answering: Bool = false, _ decode: () throws -> Decode) throws -> Heard? {
        guard frontEndChain.admits(samples, answering: answering) else { return nil }
        // Measured before any enhancer: how noisy the audio was, not how clean it was made.
        let noise = NoiseEstimate(samples: samples)
        switch try decode() {
        case .command(let rejection):
            return try command(samples, rejectingPer: rejection, noise: noise)
        case .answer(let decodeAnswer):
            return try confirmingPlainReading(samples) { plain in
                let enhanced = try frontEndChain.enhanced(samples, plain: plain)
                var transcript = try decodeAnswer(enhanced.samples, noise).delayed(by: enhanced.startSeconds)
                transcript.noise = noise
                return Heard(transcript: transcript)
            }
        }
    }

    /// What `hear` makes of the audio through the whole front end, unless an enhancer there
    /// confirms a plain reading (`SpeechEnhancer.confirmsPlainReading`) and would change this audio:
    /// then the enhanced reading stands only where the enhancer vouches for a voice in the audio
    /// (`FrontEndChain.vouchesForSpeech`) or the audio heard without it was heard as something.
    ///
    /// The vouch is asked first: it needs the enhanced audio, not a decode, and where it holds the
    /// plain reading could change nothing, so it is not decoded.
    private func confirmingPlainReading(_ samples: [Int16], _ hear: (_ plain: Bool) throws -> Heard) throws -> Heard {
        guard frontEndChain.needsPlainReading(samples) else { return try hear(false) }
        if try frontEndChain.vouchesForSpeech(samples) { return try hear(false) }
        let plain = try hear(true)
        return plain.transcript.text.isEmpty ? plain : try hear(false)
    }

    /// The search in force over the enhanced audio and, when the transcript is doubtful, the
    /// second opinion; heard plainly first where the front end asks (``confirmingPlainReading(_:_:)``).
    private func command(
        _ samples: [Int16], rejectingPer rejection: RecognizerConfiguration, noise: NoiseEstimate?
    ) throws -> Heard {
        try confirmingPlainReading(samples) { plain in
            try command(samples, plain: plain, rejectingPer: rejection, noise: noise)
        }
    }

    private func command(
        _ samples: [Int16], plain: Bool, rejectingPer rejection: RecognizerConfiguration, noise: NoiseEstimate?
    ) throws -> Heard {
        let decoded = try CommandDecode.hear(samples, through: frontEndChain, plain: plain) {
            try recognizer.recognize($0, alternatives: alternatives).rejecting(per: rejection)
        }
        var transcript = decoded.transcript
        transcript.noise = noise
        // An empty transcript with a score is an answer: the search finished on silence, noise
        // or garbage alone. Only a search that found no complete path (no score) or a
        // reading the parser doubts is heard again.
        let heardNothing = transcript.text.isEmpty && transcript.score != 0
        if recognizer.configuration.secondOpinion != nil, !heardNothing, let isDoubtful, isDoubtful(transcript) {
            var second = try recognizer.recognizeWithSecondOpinion(decoded.samples, alternatives: alternatives)
                .delayed(by: decoded.startSeconds)
            second.noise = noise
            if !isDoubtful(second) {
                second.generalReading = try generalReading(of: decoded, heard: second.words)
                return Heard(transcript: second, usedSecondOpinion: true)
            }
        }
        if !transcript.text.isEmpty {
            transcript.generalReading = try generalReading(of: decoded, heard: transcript.words)
        }
        return Heard(transcript: transcript)
    }

    /// The general reading's words in the decoded audio, timed as the transcript's are, that were
    /// said about as loud as the command (`heard`): within
    /// ``RecognizerConfiguration/generalReadingRangeDB`` of its words' median level, decoded only
    /// when something outside the command's words was said that loud. Quieter words are the
    /// room's, another talker's behind the speaker. Nil when the search has no general reading.
    private func generalReading(of decoded: CommandDecode, heard: [WordSegment]) throws -> [WordSegment]? {
        guard recognizer.configuration.generalReading != nil else { return nil }
        let samples = decoded.samples
        let rate = Double(SpeechAudio.sampleRate)
        func level(_ start: Double, _ end: Double) -> Double {
            let from = max(0, min(samples.count, Int(start * rate)))
            let to = max(from, min(samples.count, Int(end * rate)))
            return samples.withUnsafeBufferPointer {
                FrameEnergy.dBFS(power: FrameEnergy.meanPower(UnsafeBufferPointer(rebasing: $0[from..<to])))
            }
        }
        // The command's words in the decoded audio's own time.
        let spans = heard.map { ($0.start - decoded.startSeconds, $0.end - decoded.startSeconds) }
        let commandLevels = spans.map { level($0.0, $0.1) }.sorted()
        guard let range = recognizer.configuration.generalReadingRangeDB, !commandLevels.isEmpty else {
            return try recognizer.recognizeGeneralReading(samples)?.delayed(by: decoded.startSeconds).words
        }
        let floor = commandLevels[commandLevels.count / 2] - range
        // Nothing said that loud outside the command's words (the margins of a clean command): no
        // word of a general reading could count, so it is not decoded.
        let window = 0.05
        let seconds = Double(samples.count) / rate
        let saidOutside = stride(from: 0.0, through: max(0, seconds - window), by: 0.01).contains { start in
            let end = start + window
            return !spans.contains { $0.0 < end && start < $0.1 } && level(start, end) >= floor
        }
        guard saidOutside, var general = try recognizer.recognizeGeneralReading(samples) else { return [] }
        general.words.removeAll { level($0.start, $0.end) < floor }
        return general.delayed(by: decoded.startSeconds).words
    }
}
