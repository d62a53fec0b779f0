import ArgumentParser
import Foundation
import HarkTraining
import HarkVocabulary

/// `hark g2p train|evaluate`: builds and measures the grapheme-to-phoneme model.
struct G2PCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "g2p",
        abstract: "Train or evaluate the grapheme-to-phoneme model.",
        subcommands: [G2PTrainCommand.self, G2PEvaluateCommand.self])

    /// The dictionary PocketSphinx's US-English model ships with (Debian `pocketsphinx-en-us`).
    static let systemDictionary = "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict"
}

struct G2PTrainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "train",
        abstract: "Train a joint-sequence G2P model on the training 90 % of a CMUdict-format dictionary.",
        discussion: """
            Words whose stable hash puts them in the held-out 10 % are never seen, so `hark g2p \
            evaluate` on the same dictionary measures accuracy on unseen words. Build with -c release: \
            training then takes about 5 seconds.
            """)

    @Option(help: "CMUdict-format dictionary to learn from.", completion: .file())
    var dict: String = G2PCommand.systemDictionary

    @Option(help: "Where to write the model.", completion: .file())
    var out: String

    @Option(help: "n-gram order over graphones.")
    var order: Int = G2PTrainer.Settings().order

    @Option(help: "EM iterations of the letter–phone aligner.")
    var iterations: Int = G2PTrainer.Settings().alignmentIterations

    @Option(help: "Relative-entropy pruning threshold (0 keeps every n-gram).")
    var prune: Double = G2PTrainer.Settings().pruningThreshold

    @Option(help: "Bytes per stored probability: 1 or 2.")
    var codeBytes: Int = G2PTrainer.Settings().codeWidth

    func validate() throws {
        if !(1...16).contains(order) { throw ValidationError("--order must be 1…16") }
        if iterations < 1 { throw ValidationError("--iterations must be at least 1") }
        if prune < 0 { throw ValidationError("--prune must not be negative") }
        if codeBytes != 1 && codeBytes != 2 { throw ValidationError("--code-bytes must be 1 or 2") }
    }

    func run() throws {
        let dictionary = try PronouncingDictionary(contentsOf: URL(fileURLWithPath: dict))
        var settings = G2PTrainer.Settings()
        settings.order = order
        settings.alignmentIterations = iterations
        settings.pruningThreshold = prune
        settings.codeWidth = codeBytes
        let (model, report) = try G2PTrainer(settings: settings).train(on: dictionary) { line in
            printDiagnostic(line)
        }
        let url = URL(fileURLWithPath: out)
        try model.write(to: url)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        print("model: \(url.path)")
        print("info: \(model.info)")
        print("graphones: \(report.graphones)")
        print("n-grams: \(report.nGramsAfterPruning) (of \(report.nGramsBeforePruning) before pruning)")
        print("size: \(bytes) bytes")
        print("training time: \(String(format: "%.1f", report.seconds)) s")
    }
}

struct G2PEvaluateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Print word and phone error rates of a G2P model on the held-out 10 % of a dictionary.")

    @Option(help: "Model file (default: the committed Models/g2p model).", completion: .file())
    var model: String?

    @Option(help: "CMUdict-format dictionary the model was trained from.", completion: .file())
    var dict: String = G2PCommand.systemDictionary

    @Option(help: "Score only this many held-out words, evenly spaced (default: all).")
    var sample: Int?

    @Option(help: "Decoder beam width (hypotheses kept per letter position).")
    var beam: Int = GraphemeToPhoneme.defaultBeamWidth

    @Option(help: "Also print up to N wrongly pronounced words with their references.")
    var showErrors: Int = 0

    func run() throws {
        let url = try resolveModelURL(model)
        let loadStarted = Date()
        let g2p = try GraphemeToPhoneme(contentsOf: url, beamWidth: beam)
        let loadSeconds = Date().timeIntervalSince(loadStarted)
        let dictionary = try PronouncingDictionary(contentsOf: URL(fileURLWithPath: dict))
        let words = G2PEvaluation.heldOutWords(of: dictionary, sampleSize: sample)
        let result = G2PEvaluation.evaluate(g2p, on: words, references: dictionary)
        print("model: \(url.path) (\(g2p.info))")
        print("load time: \(String(format: "%.3f", loadSeconds)) s")
        print("held-out words: \(result.words)")
        print("WER: \(String(format: "%.2f", 100 * result.wordErrorRate)) % (\(result.wordErrors) words wrong)")
        print(
            "PER: \(String(format: "%.2f", 100 * result.phoneErrorRate)) % (\(result.phoneErrors) errors / \(result.referencePhones) phones)"
        )
        print("speed: \(String(format: "%.0f", result.wordsPerSecond)) words/s")
        var shown = 0
        for word in words where shown < showErrors {
            let references = dictionary.pronunciations(of: word)
            guard let best = g2p.pronunciations(for: word).first?.pronunciation, !references.contains(best) else {
                continue
            }
            shown += 1
            print("\(word)\t\(best)\t\(references.map(\.description).joined(separator: " | "))")
        }
    }
}

/// `hark pronounce WORD…`: n-best pronunciations from the G2P model.
struct PronounceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pronounce",
        abstract: "Print likely pronunciations of words (G2P).",
        discussion: """
            One line per pronunciation: WORD<TAB>PHONES<TAB>SCORE, best first, where SCORE is the \
            natural log of the model's joint probability (only differences between lines of one word \
            mean anything). The dictionary is not consulted: this is what G2P says, even for known words.
            """)

    @Argument(help: "Words to pronounce.")
    var words: [String]

    @Option(help: "Model file (default: the committed Models/g2p model).", completion: .file())
    var model: String?

    @Option(help: "Print up to N pronunciations per word.")
    var nbest: Int = 3

    @Option(help: "Leave out alternatives less likely than the best by more than this (natural log).")
    var margin: Double = .infinity

    func validate() throws {
        if nbest < 1 { throw ValidationError("--nbest must be at least 1") }
    }

    func run() throws {
        let g2p = try GraphemeToPhoneme(contentsOf: try resolveModelURL(model))
        var failed = false
        for word in words {
            let candidates = g2p.pronunciations(for: word, maxCount: nbest, scoreMargin: margin)
            if candidates.isEmpty {
                printDiagnostic("no pronounceable letters in '\(word)'")
                failed = true
            }
            for candidate in candidates {
                print("\(word)\t\(candidate.pronunciation)\t\(String(format: "%.3f", candidate.logProbability))")
            }
        }
        if failed { throw ExitCode.failure }
    }
}

private func resolveModelURL(_ path: String?) throws -> URL {
    if let path { return URL(fileURLWithPath: path) }
    guard let url = G2PModel.defaultURL else {
        printDiagnostic(
            "no G2P model found: pass --model, set \(G2PModel.modelsDirectoryVariable), or run from the package")
        throw ExitCode.failure
    }
    return url
}

private func printDiagnostic(_ line: String) {
    FileHandle.standardError.write(Data(("hark: " + line + "\n").utf8))
}
