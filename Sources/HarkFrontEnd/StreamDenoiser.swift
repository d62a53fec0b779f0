import HarkSupport

/// What a listener's endpointer hears of a stream: the plain audio while the room is quiet, and
/// the stream through one continuous state of the learned enhancer while the room is loud.
///
/// In a crowd or a mall at 6 dB a voice activity detector takes the babble between two commands
/// for speech, and the endpointer joins them into one utterance; through the enhancer the gaps are
/// gaps again. The utterances are still heard as files are: each carries its plain samples, and
/// its enhanced samples wait for the enhancer that hears it (`StreamedEnhancements`), whose own
/// condition and plain-first rule decide, so a room's noise alone stays unheard.
///
/// The room is loud when, over the last ``windowFrames`` 25 ms frames, the quietest tenth is above
/// ``loudFloorDBFS`` and the loudness range is under the enhancer's condition with
/// ``clearMarginDB`` to spare. A quiet stream never loads the model: its utterances are judged
/// by the enhancer's condition when they are heard, as files are. Owned by the one thread that
/// reads the stream.
public final class StreamDenoiser {
    private let enhancer: DeepFilterEnhancer
    /// The stream's plain samples from `plainStart`: the longest utterance and its margin.
    private var plain: [Int16] = []
    private var plainStart = 0
    /// The enhanced samples from `enhancedStart`, while the enhancer runs.
    private var enhanced: [Int16] = []
    private var enhancedStart = 0
    private var stream: DeepFilterStream?
    /// How far the endpointer has been given samples.
    private var given = 0
    /// The last frames' levels, dBFS (the foreground gate's 25 ms frames, as the enhancer's
    /// condition measures them), and the samples not yet making up a frame.
    private var levels: [Double] = []
    private var partialFrame: [Int16] = []
    /// Set when the runtime cannot be loaded: the stream is then heard plain.
    private var unavailable = false

    /// 4 s of 25 ms frames: a command and the room around it.
    static let windowFrames = 160
    /// A room quieter than this between its sounds is quiet, whatever its range (a hiss, a hum).
    static let loudFloorDBFS = -50.0
    /// How far above the condition's range a stretch of the stream must be to be heard plain: a
    /// stretch with commands in it reads a little wider than the commands alone.
    static let clearMarginDB = 6.0
    static let historySamples = 20 * 16_000

    /// Whether the enhancer is running now.
    public var isEnhancing: Bool { stream != nil }

    /// A denoiser enhancing as `settings` say; throws, as ``DeepFilterEnhancer`` does, when a setting
    /// is out of range or a file is missing.
    public init(settings: DeepFilterEnhancer.Settings) throws(SpeechEnhancementError) {
        enhancer = try DeepFilterEnhancer(settings)
    }

    /// Takes the stream's next samples; returns the next samples for the endpointer, which follow
    /// the ones returned before (plain or enhanced, in the stream's own positions).
    public func append(_ samples: [Int16]) -> [Int16] {
        plain.append(contentsOf: samples)
        measure(samples)
        let loud = isLoud()
        // A stream started now has been given these samples already, from the history.
        let wasRunning = stream != nil
        if loud, stream == nil, !unavailable { start() } else if !loud, stream != nil { stop() }
        if wasRunning, let running = stream {
            do {
                enhanced += try running.append(samples)
            } catch {
                stop()
            }
        }
        trim()
        return next()
    }

    /// The rest of the samples for the endpointer, once the stream has ended.
    public func finish() -> [Int16] {
        if let running = stream, let rest = try? running.finish() { enhanced += rest }
        let rest = next()
        stream = nil
        return rest + (given < plainEnd ? Array(plain[(given - plainStart)...]) : [])
    }

    /// `utterance` as the endpointer cut it, with its plain samples; its enhanced samples, when the
    /// enhancer ran over all of it, are handed to the enhancer that will hear it.
    public func heard(_ utterance: StreamUtterance) -> StreamUtterance {
        let span = utterance.startSample..<utterance.endSample
        guard span.lowerBound >= plainStart, span.upperBound <= plainEnd else { return utterance }
        var heard = utterance
        heard.samples = Array(plain[(span.lowerBound - plainStart)..<(span.upperBound - plainStart)])
        if span.lowerBound >= enhancedStart, span.upperBound <= enhancedStart + enhanced.count {
            StreamedEnhancements.shared.record(
                input: heard.samples,
                output: Array(enhanced[(span.lowerBound - enhancedStart)..<(span.upperBound - enhancedStart)]),
                settings: enhancer.settings)
        }
        return heard
    }

    private var plainEnd: Int { plainStart + plain.count }

    private func measure(_ samples: [Int16]) {
        partialFrame.append(contentsOf: samples)
        var offset = 0
        let frame = ForegroundGate.frameSamples
        while partialFrame.count - offset >= frame {
            levels.append(FrameEnergy.dBFS(Array(partialFrame[offset..<(offset + frame)])))
            offset += frame
        }
        partialFrame.removeFirst(offset)
        if levels.count > Self.windowFrames { levels.removeFirst(levels.count - Self.windowFrames) }
    }

    private func isLoud() -> Bool {
        let condition = enhancer.settings.belowRangeDB
        guard condition > 0 else { return true }
        guard levels.count == Self.windowFrames else { return false }
        let sorted = levels.sorted()
        let floor = OrderStatistics.percentile(ForegroundGate.quietPercentile, ofSorted: sorted)
        let range = OrderStatistics.percentile(ForegroundGate.loudPercentile, ofSorted: sorted) - floor
        return floor > Self.loudFloorDBFS && range < condition + Self.clearMarginDB
    }

    /// Starts the enhancer a second before what the endpointer has been given, so its output is
    /// settled by then.
    private func start() {
        let from = max(plainStart, given - 16_000)
        do {
            let running = try DeepFilterStream(state: try enhancer.makeState())
            enhanced = try running.append(Array(plain[(from - plainStart)...]))
            enhancedStart = from
            stream = running
        } catch {
            unavailable = true
            stop()
        }
    }

    private func stop() {
        stream = nil
        enhanced = []
    }

    /// What the endpointer is given next: enhanced while the enhancer runs (as far as its output
    /// reaches), plain otherwise.
    private func next() -> [Int16] {
        if stream != nil {
            let end = enhancedStart + enhanced.count
            guard end > given, given >= enhancedStart else { return [] }
            defer { given = end }
            return Array(enhanced[(given - enhancedStart)...])
        }
        guard plainEnd > given else { return [] }
        defer { given = plainEnd }
        return Array(plain[(given - plainStart)...])
    }

    private func trim() {
        if plain.count > Self.historySamples + 16_000 {
            let drop = plain.count - Self.historySamples
            plain.removeFirst(drop)
            plainStart += drop
        }
        if enhanced.count > Self.historySamples + 16_000 {
            let drop = enhanced.count - Self.historySamples
            enhanced.removeFirst(drop)
            enhancedStart += drop
        }
    }
}
