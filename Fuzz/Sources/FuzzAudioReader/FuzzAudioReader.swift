import FuzzSupport
import HarkAudio

/// Any bytes, as a `.wav` file, through the reader and the conditioner: the path every audio file
/// given to `hark transcribe` or the server takes before recognition.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAudioReader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzInput(start, count).withFile(extension: "wav") { url in
        do {
            let audio = try AudioFileReader().read(url.path)
            _ = try SpeechAudioConditioner().condition(audio, path: url.path)
        } catch {
            describe(error)
        }
    }
    return 0
}
