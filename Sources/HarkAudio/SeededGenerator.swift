import HarkSupport

/// The generator noise mixing draws from: SplitMix64, so noisy copies of a sample set come out
/// byte-identical on every machine. `SeededGenerator(seed:item:)` gives each file of a set its own
/// sequence, seeded with FNV-1a of the file's name.
public typealias SeededGenerator = SplitMix64
