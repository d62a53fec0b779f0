/// Writes a run in Sphinx formats, so `word_align.pl` and other SphinxTrain-era tools can check
/// or rescore it: `word_align.pl run.transcription run.hyp`.
public enum SphinxTranscriptWriter {
    /// One `words (id score)` line per utterance, in row order. A failed utterance gets a line
    /// with no words, so external tools, like Hark, count its reference words as deletions.
    public static func hypotheses(_ rows: [UtteranceRow]) -> String {
        rows.map {
            SphinxTranscriptLine(text: $0.hypothesis ?? "", id: $0.id, score: $0.score)
                .hypothesisLine + "\n"
        }.joined()
    }

    /// One `<s> words </s> (id)` line per utterance that has a reference, in row order: the
    /// matching reference file for ``hypotheses(_:)`` when the samples came from a manifest.
    public static func transcription(_ rows: [UtteranceRow]) -> String {
        rows.compactMap { row in
            row.reference.map {
                SphinxTranscriptLine(text: $0, id: row.id).transcriptionLine + "\n"
            }
        }.joined()
    }
}
