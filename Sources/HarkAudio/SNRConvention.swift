/// How `NoiseMixer` measures the two levels whose ratio is the signal-to-noise ratio.
///
/// The same nominal SNR means different mixes under the two conventions: a clip with long pauses
/// has a high peak frame but a lower average, and impulsive noise (clatter) has a peak frame far
/// above its mean power. Manifests written by `hark mix` record which one was used.
public enum SNRConvention: String, CaseIterable, Sendable {
    /// Speech: the mean power of its active 20 ms frames (within 40 dB of the loudest, a simplified
    /// ITU-T P.56 active level). Noise: its mean power over the stretch added.
    case activeSpeech = "active-speech"
    /// Picovoice's speech-to-intent benchmark: the energy of the loudest non-overlapping
    /// 2048-sample frame of the speech over that of the noise stretch.
    case peakFrame = "peak-frame"
}
