import Foundation
import HarkVocabulary

/// Learns how letters correspond to phones, by expectation–maximisation over all many-to-many
/// segmentations of each spelling–pronunciation pair (the m2m-aligner method Phonetisaurus uses).
///
/// A pair's alignments form a lattice over (letters consumed, phones consumed); each step is a
/// graphone of one of `links` shapes. The model is a unigram distribution over graphones. E-step:
/// forward–backward gives each lattice edge its posterior; M-step: renormalise the expected counts.
/// After training, `align` picks each pair's most probable segmentation (Viterbi), which becomes
/// the graphone sequence the n-gram model learns from.
struct GraphoneAligner: Sendable {
    /// A permitted graphone shape: how many letters join how many phones.
    struct Link: Hashable, Sendable {
        var letters: Int
        var phones: Int
    }

    /// 1–1, silent letters (1–0), one letter for two phones (`x`→`K S`) and two letters for one
    /// phone (`ph`→`F`). 2–2 links are left out, as Phonetisaurus's default `restrict` does: they
    /// let EM memorise pairs instead of explaining them.
    static let standardLinks = [
        Link(letters: 1, phones: 1), Link(letters: 1, phones: 0), Link(letters: 1, phones: 2),
        Link(letters: 2, phones: 1),
    ]

    let links: [Link]
    /// Probability of each graphone by `GraphoneCode`; uniform before training.
    private(set) var probability: [Double]

    init(links: [Link] = GraphoneAligner.standardLinks) {
        self.links = links
        probability = [Double](repeating: 1, count: GraphoneCode.count)
    }

    /// Runs `iterations` EM steps; `progress` receives the iteration and the corpus log-likelihood.
    mutating func train(
        on corpus: AlignmentCorpus, iterations: Int, progress: (Int, Double) -> Void = { _, _ in }
    ) {
        var counts = [Double](repeating: 0, count: GraphoneCode.count)
        // Codes that occur in some lattice; the M-step touches only these (a few thousand of the
        // 1.2 million possible), which keeps small trainings fast even in debug builds.
        var activeCodes: [Int] = []
        for iteration in 1...max(iterations, 1) {
            let logLikelihood = accumulateExpectedCounts(corpus, into: &counts)
            if iteration == 1 {
                activeCodes = counts.indices.filter { counts[$0] > 0 }
                probability = [Double](repeating: 0, count: GraphoneCode.count)
            }
            let total = activeCodes.reduce(0) { $0 + counts[$1] }
            guard total > 0 else { return }
            for code in activeCodes {
                probability[code] = counts[code] / total
                counts[code] = 0
            }
            progress(iteration, logLikelihood)
        }
    }

    /// E-step over the whole corpus; returns the log-likelihood under the current model.
    private func accumulateExpectedCounts(_ corpus: AlignmentCorpus, into counts: inout [Double]) -> Double {
        var forward: [Double] = []
        var backward: [Double] = []
        var logLikelihood = 0.0
        corpus.letters.withUnsafeBufferPointer { letters in
            corpus.phones.withUnsafeBufferPointer { phones in
                probability.withUnsafeBufferPointer { probability in
                    counts.withUnsafeMutableBufferPointer { counts in
                        for pair in 0..<corpus.count {
                            let letterRange = corpus.letterRange(pair)
                            let phoneRange = corpus.phoneRange(pair)
                            let pairLetters = UnsafeBufferPointer(rebasing: letters[letterRange])
                            let pairPhones = UnsafeBufferPointer(rebasing: phones[phoneRange])
                            let total = expectedCounts(
                                pairLetters, pairPhones, probability, &forward, &backward, counts)
                            if total > 0 { logLikelihood += log(total) }
                        }
                    }
                }
            }
        }
        return logLikelihood
    }

    /// Forward–backward over one pair's lattice; adds edge posteriors to `counts` and returns the
    /// pair's total probability (0 when no segmentation exists, e.g. more than 2 phones per letter).
    private func expectedCounts(
        _ letters: UnsafeBufferPointer<UInt8>, _ phones: UnsafeBufferPointer<UInt8>,
        _ probability: UnsafeBufferPointer<Double>, _ forward: inout [Double], _ backward: inout [Double],
        _ counts: UnsafeMutableBufferPointer<Double>
    ) -> Double {
        let letterCount = letters.count
        let phoneCount = phones.count
        let width = phoneCount + 1
        let size = (letterCount + 1) * width
        forward.removeAll(keepingCapacity: true)
        forward.append(contentsOf: repeatElement(0, count: size))
        backward.removeAll(keepingCapacity: true)
        backward.append(contentsOf: repeatElement(0, count: size))
        forward[0] = 1
        for i in 0...letterCount {
            for j in 0...phoneCount {
                let here = forward[i * width + j]
                guard here > 0 else { continue }
                for link in links where i + link.letters <= letterCount && j + link.phones <= phoneCount {
                    let code = GraphoneCode.code(
                        letters: letters, i, link.letters, phones: phones, j, link.phones)
                    forward[(i + link.letters) * width + j + link.phones] += here * probability[code]
                }
            }
        }
        let total = forward[size - 1]
        guard total > 0, total.isFinite else { return 0 }
        backward[size - 1] = 1
        for i in stride(from: letterCount, through: 0, by: -1) {
            for j in stride(from: phoneCount, through: 0, by: -1) where i * width + j != size - 1 {
                var sum = 0.0
                for link in links where i + link.letters <= letterCount && j + link.phones <= phoneCount {
                    let code = GraphoneCode.code(
                        letters: letters, i, link.letters, phones: phones, j, link.phones)
                    sum += probability[code] * backward[(i + link.letters) * width + j + link.phones]
                }
                backward[i * width + j] = sum
            }
        }
        for i in 0...letterCount {
            for j in 0...phoneCount {
                let here = forward[i * width + j]
                guard here > 0 else { continue }
                for link in links where i + link.letters <= letterCount && j + link.phones <= phoneCount {
                    let code = GraphoneCode.code(
                        letters: letters, i, link.letters, phones: phones, j, link.phones)
                    let after = backward[(i + link.letters) * width + j + link.phones]
                    counts[code] += here * probability[code] * after / total
                }
            }
        }
        return total
    }

    /// The most probable segmentation of one pair into graphones, as `GraphoneCode`s; nil when the
    /// pair cannot be segmented with the permitted links.
    func align(letters: [UInt8], phones: [UInt8]) -> [Int]? {
        let letterCount = letters.count
        let phoneCount = phones.count
        let width = phoneCount + 1
        let size = (letterCount + 1) * width
        var best = [Double](repeating: -.infinity, count: size)
        var arrivingLink = [Int](repeating: -1, count: size)
        best[0] = 0
        letters.withUnsafeBufferPointer { letters in
            phones.withUnsafeBufferPointer { phones in
                for i in 0...letterCount {
                    for j in 0...phoneCount {
                        let here = best[i * width + j]
                        guard here > -.infinity else { continue }
                        for (linkIndex, link) in links.enumerated()
                        where i + link.letters <= letterCount && j + link.phones <= phoneCount {
                            let code = GraphoneCode.code(
                                letters: letters, i, link.letters, phones: phones, j, link.phones)
                            let p = probability[code]
                            guard p > 0 else { continue }
                            let target = (i + link.letters) * width + j + link.phones
                            // Phonetisaurus's 1-best heuristic: a link's cost is scaled by its
                            // longer side, favouring 1–1 links, so the n-gram model sees smaller,
                            // more reusable graphones.
                            let score = here + log(p) * Double(max(link.letters, link.phones))
                            if score > best[target] {
                                best[target] = score
                                arrivingLink[target] = linkIndex
                            }
                        }
                    }
                }
            }
        }
        guard best[size - 1] > -.infinity else { return nil }
        var codes: [Int] = []
        var i = letterCount
        var j = phoneCount
        letters.withUnsafeBufferPointer { letters in
            phones.withUnsafeBufferPointer { phones in
                while i > 0 || j > 0 {
                    let link = links[arrivingLink[i * width + j]]
                    i -= link.letters
                    j -= link.phones
                    codes.append(
                        GraphoneCode.code(letters: letters, i, link.letters, phones: phones, j, link.phones))
                }
            }
        }
        return codes.reversed()
    }
}
