/// How fast the run was, as ratios to the duration of the audio (below 1 is faster than real
/// time) and as totals.
public struct SpeedFigures: Codable, Hashable, Sendable {
    /// Summed over the utterances whose duration is known.
    public var audioSeconds: Double
    /// Wall-clock time of the whole run, as the runner measured it (it may decode in parallel).
    public var wallSeconds: Double
    /// CPU time of the whole run: as the runner measured it, or else the sum of the per-utterance
    /// CPU times when every utterance has one; nil when unknown.
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
        let rowCPU = rows.compactMap(\.cpuSeconds)
        self.cpuSeconds =
            cpuSeconds ?? (rowCPU.count == rows.count && !rows.isEmpty ? rowCPU.reduce(0, +) : nil)
        decodeSeconds = rows.map(\.decodeSeconds).reduce(0, +)
        let audio = audioSeconds > 0 ? audioSeconds : nil
        cpuSecondsPerAudioSecond = audio.flatMap { audio in self.cpuSeconds.map { $0 / audio } }
        wallSecondsPerAudioSecond = audio.map { wallSeconds / $0 }
        decodeSecondsPerAudioSecond = audio.map { decodeSeconds / $0 }
    }
}
