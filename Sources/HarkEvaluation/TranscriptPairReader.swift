import HarkSupport

/// Reads transcripts produced elsewhere, to be scored exactly as decoded audio is but with nothing
/// decoded: JSON Lines, one pair per line,
///
///     {"id": "turn-1", "reference": "send a message to bobo", "hypothesis": "send a message to bob oh"}
///
/// `id`, `reference` and `hypothesis` are required strings (`null` counts as absent; `""` is a
/// text with no words). Every other key is kept as metadata, as in a manifest (`voice` and `split`
/// break the figures down). Blank lines and lines starting with `#` are skipped. Errors name the
/// file and line, like ``ManifestReader``'s; the format is in `docs/evaluation.md`.
///
/// Each pair becomes an ``UtteranceOutcome`` whose hypothesis decoded, with no audio
/// (``EvaluationSample/audioPath`` is empty) and no time, so ``EvaluationReport`` scores it with
/// the same ``TranscriptNormalizer`` and ``WordAlignment`` and into the same rows and figures.
public enum TranscriptPairReader {
    /// Reads and parses the pairs file at `path`.
    public static func read(contentsOf path: String) throws(ManifestError) -> [UtteranceOutcome] {
        try parse(ManifestReader.readText(path), path: path)
    }

    /// Parses pairs text as if read from `path`, which names the set (the file name without
    /// extension) and the lines in errors.
    public static func parse(_ text: String, path: String) throws(ManifestError) -> [UtteranceOutcome] {
        let set = ManifestPath.stem(of: path)
        var outcomes: [UtteranceOutcome] = []
        try ManifestReader.forEachObject(in: text, path: path) { (members, location) throws(LineProblem) in
            func required(_ key: String) throws(LineProblem) -> String {
                guard let value = members[key], value != .null else { throw LineProblem(.missingPairKey(key)) }
                return try ManifestReader.string(value, key: key)
            }
            var sample = EvaluationSample(
                id: try required("id"), audioPath: "", set: set, reference: try required("reference"),
                location: location)
            let hypothesis = try required("hypothesis")
            for (key, value) in members where value != .null && !["id", "reference", "hypothesis"].contains(key) {
                sample.metadata[key] = value.text
            }
            outcomes.append(
                UtteranceOutcome(
                    sample: sample, decoding: .decoded(Hypothesis(text: hypothesis)), audioSeconds: nil,
                    decodeSeconds: 0))
        }
        return outcomes
    }
}
