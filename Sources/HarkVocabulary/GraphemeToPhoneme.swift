import Foundation
import HarkSupport

/// Proposes pronunciations for spellings, using a joint-sequence (graphone) n-gram model trained
/// by `G2PTrainer` — the method of Phonetisaurus and Sequitur.
///
/// Decoding is a beam search over segmentations of the spelling into graphones, scored by the
/// n-gram model; hypotheses that have consumed the same number of letters compete in one beam.
/// Different segmentations that spell out the same phones are merged (best score kept), so the
/// n-best list holds distinct pronunciations.
public final class GraphemeToPhoneme: Sendable {
    private let file: G2PModelFile
    let inventory: GraphoneInventory
    let languageModel: BackoffNGramModel
    /// The state after `<s>`: where every spelling starts.
    private let startState: Int
    /// Hypotheses kept per number of letters consumed.
    public let beamWidth: Int

    /// Default beam: wider gains nothing measurable on held-out CMUdict words (docs/g2p.md).
    public static let defaultBeamWidth = 24

    /// How the model was trained (order, pruning, data), as recorded in the file.
    public var info: String { file.info }
    /// The n-gram order the model was trained at (the shipped model's is 8).
    public var order: Int { file.order }
    /// Number of n-grams stored, all orders together.
    public var nGramCount: Int { languageModel.nodeCount - 1 }
    /// Distinct graphones (letter–phone chunks) the model knows.
    public var graphoneCount: Int { file.graphones.count }

    private static let loaded = SharedFileModels<GraphemeToPhoneme>()

    /// The model file at `url`, loaded once for everything in the process that uses it while it
    /// is in use (``SharedFileModels``).
    public static func shared(contentsOf url: URL, beamWidth: Int = defaultBeamWidth) throws(G2PModelError)
        -> GraphemeToPhoneme
    {
        try loaded.model(at: url, variant: String(beamWidth)) { () throws(G2PModelError) in
            try GraphemeToPhoneme(contentsOf: url, beamWidth: beamWidth)
        }
    }

    /// Loads a model file written by `write(to:)` (see `G2PModelFile` for the format).
    public convenience init(contentsOf url: URL, beamWidth: Int = defaultBeamWidth) throws(G2PModelError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw G2PModelError(source: url.path, detail: "cannot read: \(error.localizedDescription)")
        }
        try self.init(serialized: data, source: url.path, beamWidth: beamWidth)
    }

    /// Loads a model from the bytes of a model file; `source` names it in errors.
    public convenience init(
        serialized data: Data, source: String = "<memory>", beamWidth: Int = defaultBeamWidth
    ) throws(G2PModelError) {
        let file: G2PModelFile
        do {
            file = try G2PModelFile(decoding: [UInt8](data))
        } catch {
            throw G2PModelError(source: source, detail: error.reason)
        }
        try self.init(file: file, source: source, beamWidth: beamWidth)
    }

    package init(file: G2PModelFile, source: String, beamWidth: Int = defaultBeamWidth) throws(G2PModelError) {
        self.file = file
        self.beamWidth = max(beamWidth, 1)
        inventory = GraphoneInventory(graphones: file.graphones)
        do {
            languageModel = try BackoffNGramModel(
                order: file.order, levelStart: file.levelStart, word: file.words,
                logProbability: G2PModelFile.decoded(file.probabilityCodes, by: file.probabilityCodebook),
                backoff: G2PModelFile.decoded(file.backoffCodes, by: file.backoffCodebook),
                childCount: file.childCounts)
        } catch {
            throw G2PModelError(source: source, detail: "inconsistent n-gram trie")
        }
        guard let start = languageModel.unigram(GraphoneInventory.startToken) else {
            throw G2PModelError(source: source, detail: "model has no start-of-word token")
        }
        startState = languageModel.nextState(from: start)
    }

    /// The model file's bytes.
    public func serialized() -> Data { Data(file.encoded()) }

    /// Writes ``serialized()`` to `url` atomically, creating its folder.
    public func write(to url: URL) throws(G2PModelError) {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try serialized().write(to: url, options: .atomic)
        } catch {
            throw G2PModelError(source: url.path, detail: "cannot write: \(error.localizedDescription)")
        }
    }

    /// Up to `maxCount` pronunciations of `word`, best first, each scored; alternatives less likely
    /// than the best by more than `scoreMargin` (natural log, e.g. `log(10)` keeps those at least a
    /// tenth as likely) are left out. Case is ignored; hyphens, dots and other non-letters separate
    /// parts said one after another (`co-op`); digits are dropped. Empty when no letter remains.
    public func pronunciations(
        for word: String, maxCount: Int = 1, scoreMargin: Double = .infinity
    ) -> [ScoredPronunciation] {
        let count = max(maxCount, 1)
        var combined: [(phones: [UInt8], score: Double)] = []
        for part in GraphemeAlphabet.parts(of: word) {
            let partBest = decode(part, maxCount: count)
            guard !partBest.isEmpty else { return [] }
            if combined.isEmpty {
                combined = partBest
                continue
            }
            var joined: [(phones: [UInt8], score: Double)] = []
            for left in combined {
                for right in partBest { joined.append((left.phones + right.phones, left.score + right.score)) }
            }
            joined.sort { $0.score > $1.score }
            combined = Array(joined.prefix(count))
        }
        guard let best = combined.first?.score else { return [] }
        return combined.filter { best - $0.score <= scoreMargin }.map {
            ScoredPronunciation(
                pronunciation: Pronunciation(phones: $0.phones.map { ARPAbet.phones[Int($0)] }),
                logProbability: $0.score)
        }
    }

    // MARK: Beam search

    private struct Hypothesis {
        var score: Float
        var state: Int32
        /// Index of the last graphone in the path arena; -1 for the empty path.
        var path: Int32
        /// Hash of the phones emitted so far: segmentations saying the same phones share it.
        var phoneHash: UInt64
    }

    private struct PathStep {
        var previous: Int32
        var token: UInt16
    }

    private static let emptyPhoneHash = FNV1a.offsetBasis

    /// FNV-1a over the phone indices, each plus one.
    @inline(__always)
    private static func extend(_ hash: UInt64, with phones: [UInt8]) -> UInt64 {
        var result = FNV1a(value: hash)
        for phone in phones { result.add(phone + 1) }
        return result.value
    }

    /// n-best phone sequences (as `ARPAbet.phones` indices) for one run of letters.
    func decode(_ letters: [UInt8], maxCount: Int) -> [(phones: [UInt8], score: Double)] {
        let letterCount = letters.count
        guard letterCount > 0 else { return [] }
        var beams = [[Hypothesis]](repeating: [], count: letterCount + 1)
        beams[0] = [Hypothesis(score: 0, state: Int32(startState), path: -1, phoneHash: Self.emptyPhoneHash)]
        var arena: [PathStep] = []
        arena.reserveCapacity(letterCount * beamWidth * 16)
        for position in 0..<letterCount {
            let survivors = prune(beams[position])
            beams[position] = []
            for hypothesis in survivors {
                for length in 1...Graphone.maxLetters where position + length <= letterCount {
                    let key =
                        length == 1
                        ? Graphone.letterKey(letters[position])
                        : Graphone.letterKey(letters[position], letters[position + 1])
                    for token in inventory.tokens(forLetterKey: key) {
                        let (logProbability, next) = languageModel.score(token, after: Int(hypothesis.state))
                        arena.append(PathStep(previous: hypothesis.path, token: token))
                        beams[position + length].append(
                            Hypothesis(
                                score: hypothesis.score + logProbability, state: Int32(next),
                                path: Int32(arena.count - 1),
                                phoneHash: Self.extend(
                                    hypothesis.phoneHash, with: inventory.graphones[Int(token)].phones)))
                    }
                }
            }
        }
        var finished = prune(beams[letterCount]).map { hypothesis in
            var ended = hypothesis
            ended.score += languageModel.score(GraphoneInventory.endToken, after: Int(hypothesis.state)).logProbability
            return ended
        }
        finished.sort { $0.score > $1.score }
        var seen = Set<UInt64>()
        var results: [(phones: [UInt8], score: Double)] = []
        for hypothesis in finished where results.count < maxCount && seen.insert(hypothesis.phoneHash).inserted {
            results.append((phones(along: hypothesis.path, arena), Double(hypothesis.score)))
        }
        return results
    }

    /// The best `beamWidth` hypotheses, keeping only the best of those that share both model state
    /// and phones (they can only ever differ by that score).
    private func prune(_ hypotheses: [Hypothesis]) -> [Hypothesis] {
        let sorted = hypotheses.sorted { $0.score > $1.score }
        var kept: [Hypothesis] = []
        kept.reserveCapacity(beamWidth)
        var seen = Set<UInt64>()
        for hypothesis in sorted {
            // Fibonacci hashing (a multiply by 2⁶⁴/φ) spreads the phone hash before the state is
            // mixed in; the constant is SplitMix64's step, but nothing here is random.
            let key = hypothesis.phoneHash &* SplitMix64.increment ^ UInt64(UInt32(bitPattern: hypothesis.state))
            guard seen.insert(key).inserted else { continue }
            kept.append(hypothesis)
            if kept.count == beamWidth { break }
        }
        return kept
    }

    private func phones(along path: Int32, _ arena: [PathStep]) -> [UInt8] {
        var tokens: [UInt16] = []
        var step = path
        while step >= 0 {
            tokens.append(arena[Int(step)].token)
            step = arena[Int(step)].previous
        }
        return tokens.reversed().flatMap { inventory.graphones[Int($0)].phones }
    }
}
