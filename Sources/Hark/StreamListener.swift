import Foundation

/// Listens to a continuous stream — standard input or a file — and hands out its utterances one
/// by one, as a voice activity endpointer finds them.
///
/// A thread of its own reads and endpoints the stream, so a live source (`arecord … |`) is
/// drained while the caller decodes; between the two a queue of at most `queueCapacity`
/// utterances, beyond which reading waits. Memory is the utterance in progress plus that queue,
/// whatever the stream's length.
public final class StreamListener: Sendable {
    /// How the stream is cut into utterances and how far reading may run ahead.
    public struct Settings: Sendable {
        /// The voice activity detector the endpointer listens to.
        public var detection: VoiceActivityDetection
        /// Where utterances start and end: frames of speech needed, silence that ends one, the length limit.
        public var endpointer: UtteranceEndpointer.Settings
        /// Reads no faster than the audio plays, as from a microphone: a file played as a live
        /// stream, for latency figures that mean what a user would wait.
        public var realTime: Bool
        /// Utterances that may wait for the decoder before reading the stream waits too.
        public var queueCapacity: Int
        /// The learned enhancer the commands are heard through; while the room is loud the
        /// endpointer hears the stream through it too (``StreamDenoiser``). Nil when the front end
        /// has none.
        public var deepFilter: DeepFilterEnhancer.Settings?

        /// Defaults: WebRTC's detector, the endpointer's own settings, no pacing, four utterances
        /// queued, no enhancer.
        public init(
            detection: VoiceActivityDetection = .webrtc, endpointer: UtteranceEndpointer.Settings = .init(),
            realTime: Bool = false, queueCapacity: Int = 4, deepFilter: DeepFilterEnhancer.Settings? = nil
        ) {
            self.detection = detection
            self.endpointer = endpointer
            self.realTime = realTime
            self.queueCapacity = queueCapacity
            self.deepFilter = deepFilter
        }
    }

    /// One utterance and when its end of speech was read, for the latency of its answer.
    public struct Heard: Sendable {
        /// The utterance's samples and its place in the stream.
        public var utterance: StreamUtterance
        /// When the chunk holding the utterance's end of speech had been read from the stream.
        public var speechEndRead: ContinuousClock.Instant
    }

    /// What reading the stream came to next: an utterance to hear, or speech the endpointer
    /// dropped (too short, too steady), for a listener that explains itself.
    public enum Event: Sendable {
        /// An utterance to decode and answer.
        case heard(Heard)
        /// Speech the endpointer dropped, and why.
        case dropped(DroppedSpeech)
    }

    /// The stream's layout, as opened.
    public let format: AudioSourceFormat
    private let queue: UtteranceQueue<Result<Event, TranscriptionError>>

    /// Opens the stream and starts reading it; bad input (no such file, an unreadable header)
    /// fails here, naming `path`.
    public init(path: String, raw: RawAudioFormat? = nil, settings: Settings = Settings()) throws(TranscriptionError) {
        let reader: AudioStreamReader
        let endpointer: UtteranceEndpointer
        let denoiser: StreamDenoiser?
        do {
            reader = try AudioStreamReader(path: path, raw: raw)
        } catch {
            throw TranscriptionError(error)
        }
        do {
            endpointer = try UtteranceEndpointer(
                detector: try settings.detection.makeDetector(), settings: settings.endpointer)
            denoiser = try settings.deepFilter.map { settings throws(SpeechEnhancementError) in
                try StreamDenoiser(settings: settings)
            }
        } catch {
            throw TranscriptionError(file: path, reason: error.description)
        }
        format = reader.format
        queue = UtteranceQueue(capacity: max(1, settings.queueCapacity))
        // The reader and endpointer move to the thread; nothing here touches them again.
        let work = StreamWork(
            reader: reader, endpointer: endpointer, denoiser: denoiser, path: path, realTime: settings.realTime)
        let queue = queue
        let thread = Thread { work.run(into: queue) }
        thread.name = "hark-listen-reader"
        thread.start()
    }

    /// The next utterance; nil at the end of the stream. A read error comes once, as the last.
    public func next() async throws(TranscriptionError) -> Heard? {
        while let event = try await nextEvent() {
            if case .heard(let heard) = event { return heard }
        }
        return nil
    }

    /// The next utterance or dropped speech, in stream order; nil at the end of the stream. A
    /// read error comes once, as the last.
    public func nextEvent() async throws(TranscriptionError) -> Event? {
        guard let next = await queue.next() else { return nil }
        return try next.get()
    }
}

/// The reading side of a `StreamListener`, owned by its thread alone.
private final class StreamWork: @unchecked Sendable {
    // @unchecked: created by the listener and then used only by the one thread it starts.
    let reader: AudioStreamReader
    let endpointer: UtteranceEndpointer
    let denoiser: StreamDenoiser?
    let path: String
    let realTime: Bool
    /// When each recent chunk's last sample was read, to date an utterance's end of speech.
    private var readTimes: [(endSample: Int, at: ContinuousClock.Instant)] = []

    init(
        reader: AudioStreamReader, endpointer: UtteranceEndpointer, denoiser: StreamDenoiser?, path: String,
        realTime: Bool
    ) {
        self.reader = reader
        self.endpointer = endpointer
        self.denoiser = denoiser
        self.path = path
        self.realTime = realTime
    }

    func run(into queue: UtteranceQueue<Result<StreamListener.Event, TranscriptionError>>) {
        let clock = ContinuousClock()
        let started = clock.now
        defer { queue.finish() }
        do {
            while let chunk = try reader.read() {
                if realTime {
                    let due = started + .seconds(Double(reader.samplesDelivered) / Double(SpeechAudio.sampleRate))
                    if due > clock.now { Thread.sleep(forTimeInterval: (due - clock.now).seconds) }
                }
                let now = clock.now
                readTimes.append((reader.samplesDelivered, now))
                // An end of speech is found at most the endpointer's silence after it was read.
                if readTimes.count > 2_000 { readTimes.removeFirst(1_000) }
                for segment in try endpointer.segments(after: denoiser?.append(chunk) ?? chunk) {
                    queue.push(.success(event(segment, now)))
                }
            }
            // The enhancer's lookahead: the stream's last samples, enhanced, once it has ended.
            for segment in try endpointer.segments(after: denoiser?.finish() ?? []) {
                queue.push(.success(event(segment, clock.now)))
            }
            if let last = endpointer.finishSegment() {
                queue.push(.success(event(last, clock.now)))
            }
        } catch let error as AudioError {
            queue.push(.failure(TranscriptionError(error)))
        } catch {
            queue.push(.failure(TranscriptionError(file: path, reason: "\(error)")))
        }
    }

    private func event(_ segment: StreamSegment, _ now: ContinuousClock.Instant) -> StreamListener.Event {
        switch segment {
        case .dropped(let dropped):
            return .dropped(dropped)
        case .utterance(let cut):
            let utterance = denoiser?.heard(cut) ?? cut
            let read = readTimes.first { $0.endSample >= utterance.speechEndSample }?.at ?? now
            return .heard(StreamListener.Heard(utterance: utterance, speechEndRead: read))
        }
    }
}
