/// An utterance as the front end's enhancers leave it, and where what they kept begins in the
/// utterance they were given.
public struct EnhancedUtterance: Sendable, Equatable {
    /// The enhanced samples, 16 kHz mono.
    public var samples: [Int16]
    /// How many samples of the utterance the trimmers cut before ``samples``.
    public var startSample: Int
    /// The utterance through the cleaning stages alone, when the chain could keep it on the way
    /// (every trimmer after every cleaner): what `FrontEndChain.enhance(_:cutting:)` with
    /// `cutting` false gives, without running a learned enhancer a second time. Nil when the
    /// chain has no trimmer, runs a cleaner after one, or was run without its trimmers.
    public var uncut: [Int16]?

    /// ``startSample`` in seconds: what a word time heard in ``samples`` is behind the
    /// utterance's.
    public var startSeconds: Double { Double(startSample) / 16_000 }

    /// `samples`, beginning `startSample` samples into their utterance.
    public init(samples: [Int16], startSample: Int) {
        self.samples = samples
        self.startSample = startSample
    }
}
