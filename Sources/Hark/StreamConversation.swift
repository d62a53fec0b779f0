import Foundation

/// A conversation held over a continuous stream, as `hark listen` holds it: each utterance the
/// endpointer finds is woken by the wake word gate (when there is one), heard by the assistant
/// with the search its open question narrows, and answered; what came of it is the next event.
/// ``HarkPipeline/streamConversation(path:raw:realTime:assistant:afterTurn:)`` builds one as the
/// configuration says; `hark listen` prints each `answered` event's turn as a JSON line.
///
/// A question asked back, or a wake word said alone, keeps the device awake for the next
/// utterance. One value hears one stream, from one task at a time.
public final class StreamConversation {
    /// What came of one stretch of the stream.
    public enum Event {
        /// Speech the endpointer dropped (too short, too steady for a voice).
        case dropped(DroppedSpeech)
        /// An utterance the wake word gate kept from the assistant, or the wake word alone.
        case gated(StreamUtterance, WakeWordGate.Decision)
        /// An utterance heard as no words (rejected, gated by level, or nothing decoded): no turn.
        case heardNothing(StreamUtterance, Transcript, expecting: FollowUpExpectation?)
        /// An utterance heard and answered: one turn of the dialog.
        case answered(Turn)
        /// An utterance that could not be heard or answered; the stream goes on.
        case failed(StreamUtterance, any Error)
    }

    /// One answered utterance.
    public struct Turn {
        /// The utterance's samples and place in the stream.
        public var utterance: StreamUtterance
        /// What the assistant heard and said back.
        public var reply: AssistantReply
        /// The recognizer's mean word posterior for the transcript.
        public var confidence: Double
        /// The question the utterance was heard as an answer to, if any.
        public var expecting: FollowUpExpectation?
        /// Seconds from the end of speech being read off the stream to the answer.
        public var latency: Double
        /// Which answered utterance this is, from 1.
        public var number: Int
    }

    /// The stream's reader and endpointer.
    public let listener: StreamListener
    /// The conversation every utterance is a turn of.
    public let assistant: Assistant
    /// The wake word gate, nil when every utterance is a command.
    public let gate: WakeWordGate?
    /// Called after each answered turn, before its event is given (a device registers its apps'
    /// vocabulary again there).
    private let afterTurn: () throws -> Void
    private let clock = ContinuousClock()
    private var turns = 0

    /// A conversation over `listener`'s stream, each utterance a turn of `assistant`'s, woken by
    /// `gate` when there is one; `afterTurn` runs after each answered turn.
    public init(
        listener: StreamListener, assistant: Assistant, gate: WakeWordGate?, afterTurn: @escaping () throws -> Void = {}
    ) {
        self.listener = listener
        self.assistant = assistant
        self.gate = gate
        self.afterTurn = afterTurn
    }

    /// What came of the next stretch of the stream; nil at its end.
    /// - Throws: ``TranscriptionError`` when the stream itself cannot be read (a truncated file,
    ///   a broken pipe): nothing more can be heard from it.
    public func next() async throws(TranscriptionError) -> Event? {
        guard let event = try await listener.nextEvent() else { return nil }
        switch event {
        case .dropped(let dropped): return .dropped(dropped)
        case .heard(let heard):
            do {
                return try await hear(heard)
            } catch {
                return .failed(heard.utterance, error)
            }
        }
    }

    private func hear(_ heard: StreamListener.Heard) async throws -> Event {
        let utterance = heard.utterance
        var samples = utterance.samples
        var woken = false
        if let gate {
            let decision = try gate.decide(samples, start: utterance.startSeconds, end: utterance.endSeconds)
            guard case .command(let command, let wake) = decision else { return .gated(utterance, decision) }
            samples = command
            woken = wake != nil
        }
        let expectation = assistant.followUpExpectation()
        let transcript = try assistant.transcribe(speech: samples)
        guard !transcript.text.isEmpty else {
            // The word was said, then nothing the search could hear: the command may still come.
            if woken { gate?.stayAwake(after: utterance.endSeconds) }
            return .heardNothing(utterance, transcript, expecting: expectation)
        }
        let reply = await assistant.reply(toHeard: transcript)
        // A question asked back is answered without the wake word.
        if reply.expecting != nil { gate?.stayAwake(after: utterance.endSeconds) }
        try afterTurn()
        turns += 1
        return .answered(
            Turn(
                utterance: utterance, reply: reply, confidence: transcript.confidence, expecting: expectation,
                latency: (clock.now - heard.speechEndRead).seconds, number: turns))
    }
}
