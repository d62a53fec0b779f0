import Synchronization

/// Utterances a stream's denoiser has enhanced, waiting for the enhancer that hears them: the few
/// latest, matched by their exact samples and settings, so a match is the same audio through the
/// same model. Shared by the reading thread and the workers that decode.
final class StreamedEnhancements: Sendable {
    static let shared = StreamedEnhancements()
    private static let kept = 8

    private struct Entry {
        var input: [Int16]
        var output: [Int16]
        var settings: DeepFilterEnhancer.Settings
    }
    private let entries = Mutex<[Entry]>([])

    func record(input: [Int16], output: [Int16], settings: DeepFilterEnhancer.Settings) {
        entries.withLock { entries in
            entries.append(Entry(input: input, output: output, settings: settings))
            if entries.count > Self.kept { entries.removeFirst(entries.count - Self.kept) }
        }
    }

    /// The enhanced samples of `samples` with `settings`, if a stream enhanced them: the whole
    /// utterance, or the end of one that a wake word was cut from.
    func output(for samples: [Int16], settings: DeepFilterEnhancer.Settings) -> [Int16]? {
        entries.withLock { entries in
            for entry in entries.reversed() where entry.settings == settings && entry.input.count >= samples.count {
                if entry.input.count == samples.count, entry.input == samples { return entry.output }
                if entry.input.suffix(samples.count).elementsEqual(samples) {
                    return Array(entry.output.suffix(samples.count))
                }
            }
            return nil
        }
    }
}
