import ArgumentParser
import Hark

/// The layout of headerless audio, for the commands that read audio files or a stream; the
/// services take it per request instead (`?raw=` on `hark serve`, the audio events' own format on
/// `hark wyoming`), so they do not offer it.
struct RawAudioOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Layout of headerless audio (.raw/.pcm) as ENCODING:RATE[:CHANNELS].",
            discussion:
                "e.g. s16le:16000:1. Encodings: \(RawAudioFormat.Encoding.allCases.map(\.rawValue).joined(separator: ", "))."
        ),
        transform: { text in
            guard let format = RawAudioFormat(text) else {
                throw ValidationError("--raw: '\(text)' is not ENCODING:RATE[:CHANNELS], e.g. s16le:16000:1")
            }
            return format
        })
    var raw: RawAudioFormat?
}
