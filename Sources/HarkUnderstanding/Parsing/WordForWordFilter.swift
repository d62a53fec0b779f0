/// Whether a template can fit a transcript word for word, the only fit an app that requires an
/// exact match acts on (``AppDefinition/requiresExactMatch``): a quick test over the template's
/// automaton, so that a parse runs the matcher's dynamic programming only on the few templates
/// that pass it instead of on every template of every intent.
///
/// A word-for-word path hears each template word on it as itself, so the test follows the
/// automaton with, for each state, the set of transcript positions a path can reach it at: a word
/// edge moves a position on when the transcript has that word there; a slot or the app's name may
/// take any nonempty stretch, as may a mention of the app at a gap, when the app is heard at all.
/// Slots and names are not read, so a template that passes may still not fit; one that fails has
/// no word-for-word path, and its match (none, or one that is not exact) would be dropped anyway.
struct WordForWordFilter: Sendable {
    /// Each template word's number.
    private(set) var vocabulary: [String: Int32] = [:]

    /// One automaton's moves with its words as numbers.
    struct Skeleton: Sendable {
        /// The moves out of state `s` are `moves[starts[s]..<starts[s + 1]]`.
        fileprivate var starts: [Int32]
        fileprivate var moves: [Move]
        fileprivate var isGap: [Bool]
        fileprivate var accept: Int
    }

    fileprivate struct Move: Sendable {
        /// A word's number, or ``empty`` or ``stretch``.
        var word: Int32
        var target: Int32

        /// Consumes nothing: an empty move, or a fixed value.
        static let empty: Int32 = -1
        /// A slot or the app's name: any nonempty stretch.
        static let stretch: Int32 = -2
    }

    /// The most words a transcript may have for the test: positions are bits of one integer.
    static let maxWords = 62

    /// The automaton's skeleton, its words numbered in this filter's vocabulary.
    mutating func skeleton(of automaton: TemplateAutomaton) -> Skeleton {
        var starts: [Int32] = [0]
        var moves: [Move] = []
        for edges in automaton.edges {
            for edge in edges {
                let word: Int32
                switch edge.label {
                case nil, .fixed?: word = Move.empty
                case .slot?, .app?: word = Move.stretch
                case .word(let text)?:
                    if let known = vocabulary[text] {
                        word = known
                    } else {
                        word = Int32(vocabulary.count)
                        vocabulary[text] = word
                    }
                }
                moves.append(Move(word: word, target: Int32(edge.target)))
            }
            starts.append(Int32(moves.count))
        }
        return Skeleton(starts: starts, moves: moves, isGap: automaton.isGap, accept: automaton.accept)
    }

    /// One transcript's words as the test reads them: for each vocabulary word, the positions it
    /// is said at, as bits.
    struct Transcript {
        fileprivate var positions: [UInt64]
        fileprivate var count: Int
        /// Whether the app's name is heard anywhere: a mention may then fill any gap.
        fileprivate var mentionsApp: Bool
        /// Reused by every test of this transcript.
        fileprivate var reached: [UInt64] = []
    }

    /// `words` for the test; nil when there are too many for it (every template is then matched).
    func transcript(_ words: [String], mentionsApp: Bool) -> Transcript? {
        guard words.count <= Self.maxWords else { return nil }
        var positions = [UInt64](repeating: 0, count: vocabulary.count)
        for (position, word) in words.enumerated() {
            if let number = vocabulary[word] { positions[Int(number)] |= 1 << UInt64(position) }
        }
        return Transcript(positions: positions, count: words.count, mentionsApp: mentionsApp)
    }

    /// Whether some path through `skeleton` can hear `transcript` word for word.
    static func mayFit(_ skeleton: Skeleton, _ transcript: inout Transcript) -> Bool {
        let stateCount = skeleton.isGap.count
        if transcript.reached.count < stateCount {
            transcript.reached = [UInt64](repeating: 0, count: stateCount)
        }
        let all: UInt64 = (1 << UInt64(transcript.count + 1)) - 1
        // Positions after the first of `reached`: where a stretch from one of them may end.
        func later(_ reached: UInt64) -> UInt64 {
            let first = reached & (0 &- reached)
            return all & ~(first | (first &- 1))
        }
        let positions = transcript.positions
        return transcript.reached.withUnsafeMutableBufferPointer { reached in
            for state in 0..<stateCount { reached[state] = 0 }
            reached[0] = 1
            for state in 0..<stateCount {
                var here = reached[state]
                guard here != 0 else { continue }
                if transcript.mentionsApp, skeleton.isGap[state] { here |= later(here) }
                for index in Int(skeleton.starts[state])..<Int(skeleton.starts[state + 1]) {
                    let move = skeleton.moves[index]
                    let target = Int(move.target)
                    switch move.word {
                    case Move.empty: reached[target] |= here
                    case Move.stretch: reached[target] |= later(here)
                    default: reached[target] |= (here & positions[Int(move.word)]) << 1
                    }
                }
            }
            return reached[skeleton.accept] & (1 << UInt64(transcript.count)) != 0
        }
    }
}
