import Synchronization

/// The learned enhancer run on a stream's utterances while they are being said, so that a
/// listener's answer waits for the model's own lookahead only, not for the whole utterance to be
/// enhanced after its end.
///
/// Once the endpointer has had an utterance open for ``judgedSamples``, its audio so far (margin
/// included) is judged by the enhancer's own condition, its loudness range, with
/// ``clearMarginDB`` to spare: an utterance already that clear is left to the condition at its
/// end (which then almost always passes it through), and costs nothing while it streams. Any
/// other goes through a new model state from its start, then 10 ms at a time as it is read. When
/// the utterance closes its enhanced samples are ready, and ``DeepFilterEnhancer`` takes them in
/// place of enhancing the utterance again (`StreamedEnhancements`). Each utterance is heard by a
/// state of its own, as a file is; the first is made when the first utterance needs it, and each
/// next one while the stream is quiet, so a clean stream never loads the model.
///
/// Owned by the one thread that reads the stream.
public final class DeepFilterStreamTap {
    private let enhancer: DeepFilterEnhancer
    /// The stream's recent samples, from `historyStart` on: enough to go back to an utterance's
    /// start when the endpointer opens it, its margin and start window included.
    private var history: [Int16] = []
    private var historyStart = 0
    private static let historySamples = 3 * 16_000
    /// The utterance being enhanced: where it starts in the stream, and its output so far.
    private var active: (start: Int, stream: DeepFilterStream, output: [Int16])?
    private var spare: DeepFilterStream?
    /// The start of the open utterance judged clear enough to be left to the condition at its end.
    private var clearStart: Int?
    /// How much of an utterance, from its start, is heard before it is judged: the endpointer's
    /// margin and start window, and about half a second of speech.
    static let judgedSamples = 16_000
    /// How far above the condition's range the start of an utterance must be for it to be left
    /// alone while it streams: the start of an utterance, its margin a larger share of it, reads
    /// a little wider than the whole.
    static let clearMarginDB = 6.0
    /// Set when the runtime cannot be loaded: the utterance's own enhancer then reports why.
    private var unavailable = false
    /// Whether the last utterance handed over had to wait for the model's lookahead to be
    /// flushed, its enhanced audio not yet reaching its end when it closed.
    private(set) var waitedForLast = false
    /// How many model states the tap has made: none until an utterance needs one, and from then
    /// on a spare is kept ready.
    private(set) var statesMade = 0

    /// A tap enhancing as `settings` say; throws, as ``DeepFilterEnhancer`` does, when a setting is
    /// out of range or a file is missing.
    public init(settings: DeepFilterEnhancer.Settings) throws(SpeechEnhancementError) {
        enhancer = try DeepFilterEnhancer(settings)
    }

    /// Takes the next samples of the stream, after the endpointer has; `utteranceStart` is where
    /// the utterance it has open starts (``UtteranceEndpointer/openUtteranceStart``), nil when it
    /// has none. Call ``finish(_:)`` first for each utterance the endpointer closed in them.
    public func append(_ samples: [Int16]) {
        history.append(contentsOf: samples)
        if history.count > Self.historySamples + 16_000 {
            let drop = history.count - Self.historySamples
            history.removeFirst(drop)
            historyStart += drop
        }
        guard var current = active else { return }
        do {
            current.output += try current.stream.append(samples)
            active = current
        } catch {
            active = nil
        }
    }

    /// Follows the endpointer after a chunk: an utterance it has opened starts being enhanced,
    /// from its start, and a quiet stream has the next model state made ready.
    public func follow(utteranceStart: Int?) {
        guard !unavailable else { return }
        guard let start = utteranceStart else {
            clearStart = nil
            if statesMade > 0, active == nil, spare == nil { spare = try? newStream() }
            return
        }
        if let active, active.start == start { return }
        if clearStart == start { return }
        let end = historyStart + history.count
        guard start >= historyStart, start <= end else {
            active = nil
            return
        }
        guard end - start >= Self.judgedSamples else { return }
        if !enhancer.runs(on: Array(history[(start - historyStart)...]), sparing: Self.clearMarginDB) {
            clearStart = start
            return
        }
        guard let stream = spare ?? (try? newStream()) else {
            active = nil
            return
        }
        spare = nil
        do {
            let output = try stream.append(Array(history[(start - historyStart)...]))
            active = (start, stream, output)
        } catch {
            active = nil
        }
    }

    /// The utterance the endpointer closed: its enhanced samples are handed to the enhancer that
    /// will hear it, and the tap is free for the next one. A dropped stretch passes nil.
    public func finish(_ utterance: StreamUtterance?) {
        defer { active = nil }
        guard let utterance else { return }
        guard let current = active, current.start == utterance.startSample else {
            enhanceUnjudged(utterance)
            return
        }
        var output = current.output
        waitedForLast = output.count < utterance.samples.count
        if waitedForLast {
            guard let rest = try? current.stream.finish() else { return }
            output += rest
        }
        hand(utterance, output)
    }

    /// An utterance that closed before it was judged (a short answer), enhanced whole by the
    /// state kept ready when the condition sends it through the model: the enhancer that hears it
    /// would otherwise make a state of its own first.
    private func enhanceUnjudged(_ utterance: StreamUtterance) {
        guard clearStart != utterance.startSample, let stream = spare, enhancer.runs(on: utterance.samples)
        else { return }
        spare = nil
        guard let output = try? stream.append(utterance.samples) + stream.finish() else { return }
        hand(utterance, output)
    }

    /// Hands `utterance`'s enhanced samples, `output` cut to its length, to the enhancer that hears it.
    private func hand(_ utterance: StreamUtterance, _ output: [Int16]) {
        StreamedEnhancements.shared.record(
            input: utterance.samples, output: Array(output.prefix(utterance.samples.count)),
            settings: enhancer.settings)
    }

    private func newStream() throws(SpeechEnhancementError) -> DeepFilterStream {
        do {
            statesMade += 1
            return try DeepFilterStream(state: try enhancer.makeState())
        } catch {
            unavailable = true
            throw error
        }
    }
}

/// Utterances a stream's tap has enhanced, waiting for the enhancer that hears them: the few
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
