import HarkRecognition
import HarkUnderstanding

/// The recognizer's posterior of every word of a transcript, in the parser's tokens, so that a
/// parameter value can be traced back to the words it was heard from.
///
/// The parser reads ``WordTokenizer`` tokens, not the decoder's words: a decoder word may give
/// several tokens ("t-shirt") or none (a filler), and each token takes its word's posterior.
struct HeardWordPosteriors {
    var tokens: [String]
    var posteriors: [Double]

    /// The decoder's words with their lattice posteriors.
    init(words: [WordSegment]) {
        tokens = []
        posteriors = []
        for segment in words {
            for token in WordTokenizer.words(in: segment.word) {
                tokens.append(token)
                posteriors.append(segment.confidence)
            }
        }
    }

    /// Typed text: every word certain.
    init(typed text: String) {
        tokens = WordTokenizer.words(in: text)
        posteriors = Array(repeating: 1, count: tokens.count)
    }

    /// Per parameter, each value's least word posterior — a value is right only if all its words
    /// are — or nil for a value heard from no word (one a template fixes, as "read" in "mark as
    /// read").
    func valuePosteriors(of understanding: Understanding) -> [String: [Double?]] {
        understanding.parameters.mapValues { values in
            // Values of one parameter are in the order they were said: search on from the last.
            var cursor = 0
            return values.map { value -> Double? in
                let heard = WordTokenizer.words(in: value.heard)
                guard let range = locate(heard, from: cursor) ?? locate(heard, from: 0) else { return nil }
                cursor = range.upperBound
                return posteriors[range].min()
            }
        }
    }

    /// Gives each parameter value a confidence: its least word posterior times its match score (a
    /// name heard only as a similar word is less sure). A value heard from no word is as sure as
    /// the reading, `readingConfidence`.
    func assignConfidences(
        to understanding: inout Understanding, valuePosteriors: [String: [Double?]], readingConfidence: Double
    ) {
        for (name, values) in understanding.parameters {
            let found = valuePosteriors[name] ?? []
            understanding.parameters[name] = values.enumerated().map { index, value in
                var value = value
                let posterior = index < found.count ? found[index] : nil
                value.confidence = posterior.map { $0 * value.score } ?? readingConfidence
                return value
            }
        }
    }

    /// Where the heard words stand in the transcript. A possessive value was heard with its
    /// suffix ("lulu's" read as Lulu's "lulu"), so a heard word may be the start of a token.
    private func locate(_ heard: [String], from start: Int) -> Range<Int>? {
        guard !heard.isEmpty, heard.count <= tokens.count else { return nil }
        for position in start..<max(start, tokens.count - heard.count + 1) {
            let matches = heard.indices.allSatisfy { offset in
                let token = tokens[position + offset]
                return token == heard[offset] || (offset == heard.count - 1 && token.hasPrefix(heard[offset]))
            }
            if matches { return position..<(position + heard.count) }
        }
        return nil
    }
}
