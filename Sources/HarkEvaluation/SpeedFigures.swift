/// How fast the run was, as ratios to the duration of the audio (below 1 is faster than real
/// time) and as totals.
public struct SpeedFigures: Codable, Hashable, Sendable {
    /// Summed over the utterances whose duration is known.
    public var audioSeconds: Double
    /// Wall-clock time of the whole run, as the runner measured it (it may decode in parallel).
    public var wallSeconds: Double
    /// CPU time of the whole run: as the runner measured it, or else the sum of the per-utterance
    /// CPU times when every decoded utterance has one; nil when unknown.
    public var cpuSeconds: Double?
    /// Per-utterance wall-clock times summed: the time one worker would have needed.
    public var decodeSeconds: Double
    /// ``cpuSeconds`` / ``audioSeconds``: the cost of recognition, independent of parallelism.
    public var cpuSecondsPerAudioSecond: Double?
    /// ``wallSeconds`` / ``audioSeconds``: the throughput of this run on this machine.
    public var wallSecondsPerAudioSecond: Double?
    /// ``decodeSeconds`` / ``audioSeconds``: the latency an utterance sees, as a real-time factor.
    public var decodeSecondsPerAudioSecond: Double?

    public init(rows: some Collection<UtteranceRow>, wallSeconds: Double, cpuSeconds: Double?) {
        audioSeconds = rows.compactMap(\.audioSeconds).reduce(0, +)
        self.wallSeconds = wallSeconds
        // A failed file may never reach the decoder and so have no CPU time; it costs next to
        // nothing. A decoded utterance without one means the runner did not measure.
        let decoded = rows.filter { !$0.failed }
        let isMeasured = !decoded.isEmpty && decoded.allSatisfy { $0.cpuSeconds != nil }
        self.cpuSeconds =
            cpuSeconds ?? (isMeasured ? rows.compactMap(\.cpuSeconds).reduce(0, +) : nil)
        decodeSeconds = rows.map(\.decodeSeconds).reduce(0, +)
        let audio = audioSeconds > 0 ? audioSeconds : nil
        cpuSecondsPerAudioSecond = audio.flatMap { audio in self.cpuSeconds.map { $0 / audio } }
        wallSecondsPerAudioSecond = audio.map { wallSeconds / $0 }
        decodeSecondsPerAudioSecond = audio.map { decodeSeconds / $0 }
    }
}
