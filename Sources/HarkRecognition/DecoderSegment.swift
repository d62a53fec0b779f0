internal import CPocketSphinx

/// One segment of a decoder's best path, as PocketSphinx's segment iterator reports it: the one
/// place that walks `ps_seg_iter`, for the recognizer's words and the keyphrase search's stretches.
struct DecoderSegment {
    /// The dictionary word, with its pronunciation variant and filler marks; nil when unnamed.
    var token: String?
    /// The segment's first feature frame.
    var startFrame: Int32
    /// The segment's last feature frame.
    var endFrame: Int32
    /// The segment's posterior (a keyphrase search's: its score), in the decoder's log base.
    var logProbability: Int32
    /// The segment's acoustic score, in the decoder's log base.
    var acousticScore: Int32

    /// The best path of the utterance `decoder` decoded last (or is decoding), segment by segment.
    static func bestPath(of decoder: OpaquePointer) -> [DecoderSegment] {
        var segments: [DecoderSegment] = []
        // The iterator frees itself when it runs out; the loop never stops early.
        var iterator = ps_seg_iter(decoder)
        while let segment = iterator {
            var startFrame: Int32 = 0
            var endFrame: Int32 = 0
            ps_seg_frames(segment, &startFrame, &endFrame)
            var acoustic: Int32 = 0
            var language: Int32 = 0
            var backoff: Int32 = 0
            let probability = ps_seg_prob(segment, &acoustic, &language, &backoff)
            segments.append(
                DecoderSegment(
                    token: ps_seg_word(segment).map { String(cString: $0) }, startFrame: startFrame,
                    endFrame: endFrame, logProbability: probability, acousticScore: acoustic))
            iterator = ps_seg_next(segment)
        }
        return segments
    }
}
