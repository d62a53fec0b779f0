import Foundation
import HarkSupport
import HarkVocabulary

/// Trains a `GraphemeToPhoneme` model from a pronouncing dictionary:
///
/// 1. every training word (the non-held-out side of `split`, letters and apostrophes only) and
///    each of its pronunciations becomes a letter–phone pair;
/// 2. `GraphoneAligner` learns by EM how letters map to phones and segments every pair into
///    graphones;
/// 3. `KneserNeyEstimator` fits an n-gram model over the graphone sequences, which
///    `RelativeEntropyPruner` may shrink;
/// 4. probabilities and backoff weights are quantised to one- or two-byte codes for the file.
public struct G2PTrainer: Sendable {
    /// The training's knobs. The shipped model was trained at order 8 (docs/g2p.md gives the command).
    public struct Settings: Sendable, Hashable {
        /// n-gram order over graphones.
        public var order: Int = 7
        /// EM iterations of the aligner.
        public var alignmentIterations: Int = 8
        /// Relative-entropy pruning threshold; 0 keeps every n-gram.
        public var pruningThreshold: Double = 0
        /// Bytes per stored probability or backoff weight: 1 (256-entry codebooks) or 2 (65 536).
        public var codeWidth: Int = 1
        /// Words on the held-out side are never trained on.
        public var split: HeldOutSplit = .standard

        /// The default settings: order 7, 8 alignment iterations, no pruning, one-byte codes, the standard split.
        public init() {}
    }

    /// What training saw and did; for logs and docs/g2p.md.
    public struct Report: Sendable {
        /// Distinct words trained on.
        public var trainingWords = 0
        /// Letter–phone pairs trained on: each pronunciation of each training word.
        public var trainingPairs = 0
        /// Words left out because the split holds them out.
        public var heldOutWords = 0
        /// Words skipped because their spelling has characters other than letters and apostrophes.
        public var skippedSpellings = 0
        /// Pairs the aligner could not segment (more than two phones per letter, e.g. `w`).
        public var unalignablePairs = 0
        /// Distinct graphones (letter–phone chunks) the aligner found.
        public var graphones = 0
        /// n-grams of every order the estimator fitted.
        public var nGramsBeforePruning = 0
        /// n-grams kept after pruning (the same as before when the threshold is 0).
        public var nGramsAfterPruning = 0
        /// Wall-clock seconds the training took.
        public var seconds = 0.0
    }

    /// The training's knobs.
    public var settings: Settings

    /// A trainer with `settings`.
    public init(settings: Settings = Settings()) {
        self.settings = settings
    }

    /// Trains on `dictionary`; `log` receives progress lines.
    public func train(
        on dictionary: PronouncingDictionary, log: (String) -> Void = { _ in }
    ) throws(G2PModelError) -> (model: GraphemeToPhoneme, report: Report) {
        let started = Date()
        var report = Report()
        let fail = { (detail: String) in G2PModelError(source: "<training>", detail: detail) }
        guard (1...16).contains(settings.order) else { throw fail("order must be 1…16") }
        guard settings.codeWidth == 1 || settings.codeWidth == 2 else { throw fail("code width must be 1 or 2") }

        let corpus = trainingPairs(dictionary, &report)
        log(
            "training pairs: \(report.trainingPairs) from \(report.trainingWords) words; held out \(report.heldOutWords) words; skipped \(report.skippedSpellings) spellings"
        )
        guard corpus.count > 0 else { throw fail("no training words") }

        var aligner = GraphoneAligner()
        aligner.train(on: corpus, iterations: settings.alignmentIterations) { iteration, logLikelihood in
            log("alignment EM iteration \(iteration): log-likelihood \(String(format: "%.1f", logLikelihood))")
        }
        var alignments: [[Int]] = []
        alignments.reserveCapacity(corpus.count)
        for pair in 0..<corpus.count {
            let letters = Array(corpus.letters[corpus.letterRange(pair)])
            let phones = Array(corpus.phones[corpus.phoneRange(pair)])
            if let codes = aligner.align(letters: letters, phones: phones) {
                alignments.append(codes)
            } else {
                report.unalignablePairs += 1
            }
        }
        guard !alignments.isEmpty else { throw fail("no training pronunciation could be aligned") }

        // Dense token ids for the graphones actually used, in code order so training is reproducible.
        let usedCodes = Set(alignments.joined()).sorted()
        guard usedCodes.count + GraphoneInventory.firstGraphoneToken <= Int(UInt16.max) else {
            throw fail("too many distinct graphones")
        }
        var tokenOfCode = [Int32](repeating: -1, count: GraphoneCode.count)
        for (offset, code) in usedCodes.enumerated() {
            tokenOfCode[code] = Int32(offset + GraphoneInventory.firstGraphoneToken)
        }
        report.graphones = usedCodes.count
        var tokens: [Int32] = []
        var sentenceStarts: [Int] = []
        for codes in alignments {
            sentenceStarts.append(tokens.count)
            tokens.append(Int32(GraphoneInventory.startToken))
            for code in codes { tokens.append(tokenOfCode[code]) }
            tokens.append(Int32(GraphoneInventory.endToken))
        }
        sentenceStarts.append(tokens.count)
        let vocabularySize = usedCodes.count + GraphoneInventory.firstGraphoneToken
        log("graphones: \(usedCodes.count); tokens: \(tokens.count); unalignable pairs: \(report.unalignablePairs)")

        let estimator = KneserNeyEstimator(
            order: settings.order, predictableTokenCount: vocabularySize - 1,
            startToken: Int32(GraphoneInventory.startToken))
        let levels: [KneserNeyEstimator.Level]
        do {
            levels = try estimator.estimate(
                tokens: tokens, sentenceStarts: sentenceStarts, vocabularySize: vocabularySize)
        } catch {
            throw fail(error.description)
        }
        report.nGramsBeforePruning = levels.dropFirst().reduce(0) { $0 + $1.size }
        let layout = RelativeEntropyPruner(threshold: settings.pruningThreshold)
            .prune(levels, startToken: Int32(GraphoneInventory.startToken))
        report.nGramsAfterPruning = layout.word.count - 1
        log("n-grams: \(report.nGramsBeforePruning), kept after pruning: \(report.nGramsAfterPruning)")

        let levelsCount = settings.codeWidth == 1 ? 256 : 65_536
        let probabilities = ScalarQuantizer(fitting: layout.logProbability, levels: levelsCount)
        let backoffs = ScalarQuantizer(fitting: layout.logBackoff, levels: levelsCount)
        let info =
            "order \(settings.order); alignment EM \(settings.alignmentIterations) iterations; pruning threshold \(settings.pruningThreshold); \(settings.codeWidth)-byte codes; trained on \(report.trainingWords) words (\(report.trainingPairs) pronunciations), \(settings.split.heldOutPercent)% held out"
        let file = G2PModelFile(
            info: info, order: settings.order,
            graphones: usedCodes.map(GraphoneCode.graphone), levelStart: layout.levelStart,
            probabilityCodebook: probabilities.codebook, backoffCodebook: backoffs.codebook,
            codeWidth: settings.codeWidth, words: layout.word,
            probabilityCodes: layout.logProbability.map { UInt16(probabilities.code($0)) },
            backoffCodes: layout.logBackoff.map { UInt16(backoffs.code($0)) },
            childCounts: layout.childCount)
        let model = try GraphemeToPhoneme(file: file, source: "<training>")
        report.seconds = Date().timeIntervalSince(started)
        return (model, report)
    }

    /// The words training learns from: those on the training side of `settings.split` whose
    /// spelling is only letters and apostrophes. Disjoint from `G2PEvaluation.heldOutWords`.
    public func trainingWords(in dictionary: PronouncingDictionary) -> [String] {
        dictionary.words.filter {
            !settings.split.isHeldOut($0) && GraphemeAlphabet.letters(ofPlainWord: $0) != nil
        }
    }

    private func trainingPairs(_ dictionary: PronouncingDictionary, _ report: inout Report) -> AlignmentCorpus {
        var phoneIndex: [String: UInt8] = [:]
        for (index, phone) in ARPAbet.phones.enumerated() { phoneIndex[phone] = UInt8(index) }
        var corpus = AlignmentCorpus()
        for word in dictionary.words {
            if settings.split.isHeldOut(word) {
                report.heldOutWords += 1
                continue
            }
            guard let letters = GraphemeAlphabet.letters(ofPlainWord: word) else {
                report.skippedSpellings += 1
                continue
            }
            report.trainingWords += 1
            for pronunciation in dictionary.pronunciations(of: word) {
                let phones = pronunciation.phones.compactMap { phoneIndex[$0] }
                guard phones.count == pronunciation.phones.count else { continue }
                corpus.append(letters: letters, phones: phones)
                report.trainingPairs += 1
            }
        }
        return corpus
    }
}
