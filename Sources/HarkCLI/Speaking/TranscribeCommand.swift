import ArgumentParser
import Foundation
import Hark
import Synchronization

struct TranscribeCommand: PipelineCommand {
    static let configuration = CommandConfiguration(
        commandName: "transcribe",
        abstract: "Print what was said in each audio file.",
        discussion: """
            Reads anything libsndfile reads (WAV, AIFF, FLAC, OGG/Vorbis, …) at any rate and channel \
            count, and headerless PCM with --raw. With one file prints the text; with several, \
            FILE<TAB>TEXT per line in input order (also for a --shard slice of them). A file that \
            fails is reported on stderr and the rest still run; the exit status is 1 if any failed.

            What is heard: without --intents, transcribe writes general English, with PocketSphinx's \
            own language model, as dictation would; it knows nothing of the apps, so a command can \
            come out as near-sounding words ("turn on the picture like"). ask, understand and \
            listen hear with the command search built from the apps' phrases, and hear it right. \
            To transcribe as they hear, give --intents (the apps' definitions) or --search \
            \(HarkConfiguration.defaults.search.commandMode.rawValue).
            """)

    @Argument(help: "Audio files; - reads one from standard input (with --raw when headerless).", completion: .file())
    var files: [String]

    @Flag(help: "Print JSON Lines: one object per file with words, times and confidences.")
    var json = false

    @OptionGroup var parallel: JobsOptions
    var jobs: Int { parallel.count }

    @Option(help: "Also report up to N alternative hypotheses (n-best).")
    var alternatives: Int = 0

    @Option(help: AnswerKind.help)
    var answering: AnswerKind?

    @OptionGroup(title: "Sharding")
    var shard: ShardOptions

    @OptionGroup var audio: RawAudioOptions

    func validate() throws {
        if files.count(where: { $0 == AudioFileReader.standardInput }) > 1 {
            throw ValidationError("standard input (-) can be read only once")
        }
        if alternatives < 0 { throw ValidationError("--alternatives must not be negative") }
    }

    func run(_ options: PipelineOptions) throws {
        let pipeline = try options.pipeline()
        if let answering {
            // Each file heard with the narrowed search for the question, one live decoder per job.
            let configuration = try options.search.configuration(
                pipeline, for: .commands, state: options.state.directory, user: options.user.user)
            let alternatives = alternatives, raw = audio.raw, expectation = answering.expectation
            try transcribeEach(
                makeWorker: {
                    try pipeline.commandRecognizer(
                        configuration, userVocabulary: { configuration.userVocabulary }, alternatives: alternatives)
                },
                transcribe: { live, file in try live.transcribe(file: file, raw: raw, expecting: expectation) })
            return
        }
        // Transcription with intents in mind (a search other than the general one) hears as
        // commands are heard: behind the command front end, with the second opinion.
        let hearing = try options.search.hearing(
            pipeline, for: .transcription, understanding: false, state: options.state, user: options.user)
        let alternatives = alternatives, raw = audio.raw
        try transcribeEach(
            makeWorker: { try hearing.transcriber(alternatives: alternatives) },
            transcribe: { transcriber, file in try transcriber.transcribe(file: file, raw: raw) })
    }

    /// Transcribes every file with workers from `makeWorker`, printing each result in input
    /// order; a file that fails is reported and the rest still run, and the exit status says so.
    private func transcribeEach<Worker>(
        makeWorker: @Sendable () throws -> Worker,
        transcribe: @Sendable (inout Worker, String) throws -> TranscriptionResult
    ) throws {
        // One file prints its text alone; a shard of several keeps FILE<TAB>TEXT, so that the
        // shards' outputs can be put together by file.
        let single = self.files.count == 1
        let alternatives = alternatives, json = json
        try FileBatch(files: shard.slice(self.files), jobs: jobs, label: "transcribe", json: json).run(
            makeWorker: makeWorker, work: transcribe,
            deliver: { _, transcription in
                Self.printTranscript(transcription, json: json, single: single, alternatives: alternatives)
            })
    }

    /// Prints one file's transcript as the output format asks.
    private static func printTranscript(
        _ transcription: TranscriptionResult, json: Bool, single: Bool, alternatives: Int
    ) {
        if json {
            let line = TranscriptJSON(transcription, includeAlternatives: alternatives > 0)
            StandardStreams.printLine(JSONLine.encode(line))
        } else if single {
            StandardStreams.printLine(transcription.transcript.text)
        } else {
            StandardStreams.printLine("\(transcription.file)\t\(transcription.transcript.text)")
        }
    }
}
