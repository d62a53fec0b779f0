import ArgumentParser
import Foundation
import HarkTraining
import HarkUnderstanding

/// `hark classifier train|evaluate|classify`: the statistical domain classifier that routes a
/// request to a SiriKit domain or rejects it as out of domain.
struct ClassifierCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "classifier",
        abstract: "Train, evaluate or run the domain classifier.",
        subcommands: [ClassifierTrainCommand.self, ClassifierEvaluateCommand.self, ClassifierClassifyCommand.self])
}

/// Where the data and model are, shared by the subcommands.
struct DomainDataOptions: ParsableArguments {
    @Option(
        name: .customLong("data"), help: "Data folder with examples/, templates/, slots/ (default: Models/domains).",
        completion: .directory)
    var dataPath: String?

    func dataDirectory() throws -> URL {
        if let dataPath { return URL(fileURLWithPath: dataPath) }
        guard let directory = DomainModelFiles.defaultDataDirectory else {
            throw ValidationError(
                "no Models/domains found: pass --data, set \(DomainModelFiles.modelsDirectoryVariable), "
                    + "or run from the package")
        }
        return directory
    }

    func corpus() throws -> DomainCorpus {
        try reportingDataErrors { try DomainCorpus(directory: try dataDirectory()) }
    }

    func noise() throws -> RecognitionErrorSimulator {
        try reportingDataErrors {
            try RecognitionErrorSimulator(
                contentsOf: try dataDirectory().appendingPathComponent(DomainModelFiles.confusionsFile))
        }
    }
}

struct ClassifierTrainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "train",
        abstract: "Train the domain classifier on the training split and write the model.",
        discussion: """
            Requests whose split key (the hand-written line, or the template a request was generated \
            from) hashes into the held-out 20 % are never read; 15 % of the rest is validation, on \
            which the L2 penalty and the rejection threshold are chosen. Deterministic: the same data \
            and seed give the same model file. Build with -c release (a few seconds there).
            """)

    @OptionGroup var data: DomainDataOptions

    @Option(help: "Where to write the model (default: classifier.json in the data folder).", completion: .file())
    var out: String?

    @Option(help: "Passes of stochastic gradient descent.")
    var epochs: Int = DomainClassifierTrainer.Settings().epochs

    @Option(help: "Noised copies of each training request.")
    var noisyCopies: Int = DomainClassifierTrainer.Settings().noisyCopies

    @Option(help: "Seed of the training shuffles.")
    var seed: UInt64 = DomainClassifierTrainer.Settings().seed

    @Option(help: "Drop features seen in fewer training samples than this.")
    var minimumFeatureCount: Int = DomainClassifierTrainer.Settings().minimumFeatureCount

    @Option(help: "Longest word n-gram.")
    var wordOrder: Int = TextFeatureExtractor.Settings().maximumWordOrder

    @Option(help: "Character n-gram lengths, MIN-MAX (0-0 turns them off).")
    var characterLengths: String = {
        let settings = TextFeatureExtractor.Settings()
        return "\(settings.minimumCharacterLength)-\(settings.maximumCharacterLength)"
    }()

    @Option(help: "Resolution of the stored weights; features whose weights all round to 0 are dropped.")
    var weightStep: Double = DomainClassifierTrainer.Settings().weightStep

    private var characterRange: (Int, Int)? {
        let parts = characterLengths.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 2, parts[0] >= 0, parts[0] <= parts[1] else { return nil }
        return (parts[0], parts[1])
    }

    func validate() throws {
        if epochs < 1 { throw ValidationError("--epochs must be at least 1") }
        if noisyCopies < 0 { throw ValidationError("--noisy-copies must not be negative") }
        if minimumFeatureCount < 1 { throw ValidationError("--minimum-feature-count must be at least 1") }
        if wordOrder < 1 { throw ValidationError("--word-order must be at least 1") }
        if characterRange == nil { throw ValidationError("--character-lengths must be MIN-MAX, e.g. 3-5") }
        if !(weightStep > 0) { throw ValidationError("--weight-step must be positive") }
    }

    func run() throws {
        let started = Date()
        let corpus = try data.corpus()
        var settings = DomainClassifierTrainer.Settings()
        settings.epochs = epochs
        settings.noisyCopies = noisyCopies
        settings.seed = seed
        settings.minimumFeatureCount = minimumFeatureCount
        settings.weightStep = weightStep
        let (shortest, longest) = characterRange ?? (0, 0)
        settings.features = TextFeatureExtractor.Settings(
            maximumWordOrder: wordOrder, minimumCharacterLength: shortest, maximumCharacterLength: longest)
        let trainer = DomainClassifierTrainer(settings: settings, noise: try data.noise())
        let (model, report) = try reportingDataErrors {
            try trainer.train(on: corpus) { StandardStreams.printError($0) }
        }
        let defaultURL = try data.dataDirectory().appendingPathComponent(DomainModelFiles.modelFile)
        let url = out.map { URL(fileURLWithPath: $0) } ?? defaultURL
        try reportingDataErrors { try model.write(to: url) }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        print("model: \(url.path) (\(bytes / 1024) KiB)")
        print(
            "training requests: \(report.trainingExamples) (+ \(report.noisyCopiesPerExample) noised copies each)")
        print("validation requests: \(report.validationExamples) (scored clean and noised)")
        let perClass = DomainLabel.classes.map { domain in
            "\(DomainLabel.name(of: domain)) \(corpus.examples.filter { $0.domain == domain }.count)"
        }
        print("data: \(corpus.examples.count) requests before the split (\(perClass.joined(separator: ", ")))")
        print("features: \(report.featuresKept) kept of \(report.featuresSeen) seen")
        print("l2: \(report.l2) (chosen on validation)")
        print("rejection threshold: \(model.rejectionThreshold) (chosen on validation)")
        print(
            "validation accuracy: \(percent(report.validationAccuracy)), macro-F1 \(decimal(report.validationMacroF1))")
        print("training time: \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    }
}

struct ClassifierEvaluateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract:
            "Score the domain classifier on the held-out requests, as written and with simulated recognition errors.",
        discussion: """
            Prints accuracy, per-class precision, recall and F1, and the confusion matrix (rows: the \
            true class, columns: the decision; a rejected request counts as none), first on the \
            held-out requests as written, then on the same requests corrupted by the recognition-error \
            simulator (its held-out seed, never used in training).
            """)

    @OptionGroup var data: DomainDataOptions

    @Option(help: "Model file (default: the committed Models/domains/classifier.json).", completion: .file())
    var model: String?

    @Option(help: "Also print up to N misclassified requests of each kind.")
    var showErrors: Int = 0

    @Option(help: "Part of the split to score: heldOut (published figures) or validation (for development).")
    var part: String = DomainDataSplit.Part.heldOut.rawValue

    @Option(
        help: "Score DOMAIN<TAB>TEXT lines from this file instead of the data folder (e.g. recognizer transcripts).",
        completion: .file())
    var labelled: String?

    func validate() throws {
        if DomainDataSplit.Part(rawValue: part) == nil || part == DomainDataSplit.Part.training.rawValue {
            throw ValidationError("--part must be heldOut or validation")
        }
    }

    func run() throws {
        let url = try resolveDomainModelURL(model)
        let classifier = try reportingDataErrors { try DomainClassifier(model: DomainClassifierModel(contentsOf: url)) }
        if let labelled {
            let examples = try reportingDataErrors {
                try DomainCorpus.labelledRequests(contentsOf: URL(fileURLWithPath: labelled))
            }
            print("model: \(url.path)")
            print("\(labelled): \(examples.count) requests")
            print("")
            print(render(DomainEvaluation.evaluate(classifier, on: examples)))
            if showErrors > 0 { printErrors(classifier, examples) }
            return
        }
        let figures = DomainSplitFigures(
            classifier: classifier, corpus: try data.corpus(), noise: try data.noise(),
            part: DomainDataSplit.Part(rawValue: part) ?? .heldOut)
        print("model: \(url.path)")
        print("  \(classifier.model.weights.count) features, rejection threshold \(classifier.rejectionThreshold)")
        print("\(part) requests: \(figures.examples.count)")
        print("simulated word error rate of the noised copies: \(percent(figures.simulatedWordErrorRate))")
        for (title, evaluation, examples) in [
            ("clean", figures.clean, figures.examples), ("noised", figures.noised, figures.noisedExamples),
        ] {
            print("")
            print("== \(title) ==")
            print(render(evaluation))
            if showErrors > 0 { printErrors(classifier, examples) }
        }
    }

    private func printErrors(_ classifier: DomainClassifier, _ examples: [DomainExample]) {
        print("misclassified:")
        var shown = 0
        for example in examples where shown < showErrors {
            let prediction = classifier.classify(example.text)
            guard prediction.domain != example.domain else { continue }
            shown += 1
            print(
                "  \(DomainLabel.name(of: example.domain)) → \(describe(prediction)): \"\(example.text)\" "
                    + "[\(example.origin)]")
        }
    }
}

struct ClassifierClassifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "classify",
        abstract: "Print the domain of each request, or none.",
        discussion: """
            One line per request: TEXT<TAB>DOMAIN<TAB>CONFIDENCE<TAB>OUTCOME, where DOMAIN is a \
            SiriKit domain or none and OUTCOME says why (domain, outOfDomain, lowConfidence:BEST, \
            noWords). Without arguments, requests are read from standard input, one per line.
            """)

    @Argument(help: "Requests to classify (default: lines of standard input).")
    var texts: [String] = []

    @Option(help: "Model file (default: the committed Models/domains/classifier.json).", completion: .file())
    var model: String?

    @Flag(help: "JSON Lines with every class's probability instead of tab-separated fields.")
    var json = false

    @Option(help: "Rejection threshold to use instead of the model's.")
    var threshold: Double?

    func validate() throws {
        if let threshold, !(0...1).contains(threshold) { throw ValidationError("--threshold must be within 0…1") }
    }

    func run() throws {
        let url = try resolveDomainModelURL(model)
        var classifier = try reportingDataErrors { try DomainClassifier(model: DomainClassifierModel(contentsOf: url)) }
        if let threshold { classifier.rejectionThreshold = threshold }
        let requests = texts.isEmpty ? Array(AnyIterator { readLine() }) : texts
        for text in requests {
            let prediction = classifier.classify(text)
            StandardStreams.printLine(json ? jsonLine(text, prediction) : tabLine(text, prediction))
        }
    }

    private func tabLine(_ text: String, _ prediction: DomainPrediction) -> String {
        [
            text, DomainLabel.name(of: prediction.domain), String(format: "%.3f", prediction.confidence),
            outcomeName(prediction),
        ]
        .joined(separator: "\t")
    }

    private func jsonLine(_ text: String, _ prediction: DomainPrediction) -> String {
        struct Line: Encodable {
            var text: String
            var domain: String
            var outcome: String
            var confidence: Double
            var scores: [String: Double]
        }
        let line = Line(
            text: text, domain: DomainLabel.name(of: prediction.domain), outcome: outcomeName(prediction),
            confidence: (prediction.confidence * 1000).rounded() / 1000,
            scores: Dictionary(
                uniqueKeysWithValues: prediction.scores.map {
                    (DomainLabel.name(of: $0.key), ($0.value * 1000).rounded() / 1000)
                }))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(line)) ?? Data(), as: UTF8.self)
    }
}

/// `domain`, `outOfDomain`, `lowConfidence:BEST` or `noWords`.
private func outcomeName(_ prediction: DomainPrediction) -> String {
    switch prediction.outcome {
    case .domain: return "domain"
    case .outOfDomain: return "outOfDomain"
    case .lowConfidence(let best): return "lowConfidence:\(best.rawValue)"
    case .noWords: return "noWords"
    }
}

/// The decision with its confidence, e.g. `messaging (0.93)` or `none (low confidence: payments 0.41)`.
private func describe(_ prediction: DomainPrediction) -> String {
    switch prediction.outcome {
    case .domain(let domain): return "\(domain.rawValue) (\(String(format: "%.2f", prediction.confidence)))"
    case .outOfDomain: return "none (\(String(format: "%.2f", prediction.confidence)))"
    case .lowConfidence(let best):
        return "none (low confidence: \(best.rawValue) \(String(format: "%.2f", prediction.confidence)))"
    case .noWords: return "none (no words)"
    }
}

/// Accuracy line, per-class table and confusion matrix.
private func render(_ evaluation: DomainEvaluation) -> String {
    var lines = [
        "accuracy: \(percent(evaluation.accuracy)) (\(evaluation.correct)/\(evaluation.count)), "
            + "macro-F1 \(decimal(evaluation.macroF1)), rejected for low confidence: \(evaluation.lowConfidenceRejections)",
        "",
    ]
    let names = evaluation.classes.map(DomainLabel.name)
    var perClass = [["class", "precision", "recall", "F1", "support"]]
    for (name, domain) in zip(names, evaluation.classes) {
        perClass.append([
            name, decimal(evaluation.precision(domain)), decimal(evaluation.recall(domain)),
            decimal(evaluation.f1(domain)), String(evaluation.support(domain)),
        ])
    }
    lines += aligned(perClass)
    lines += ["", "confusion (rows: true class, columns: decision):"]
    var matrix = [[""] + names]
    for (name, row) in zip(names, evaluation.confusion) { matrix.append([name] + row.map(String.init)) }
    lines += aligned(matrix)
    return lines.joined(separator: "\n")
}

/// Rows with the first column left-aligned and the others right-aligned, two spaces apart.
private func aligned(_ rows: [[String]]) -> [String] {
    let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
        row.enumerated().map { column, cell in
            let padding = String(repeating: " ", count: widths[column] - cell.count)
            return column == 0 ? cell + padding : padding + cell
        }.joined(separator: "  ")
    }
}

private func percent(_ value: Double) -> String { String(format: "%.1f %%", 100 * value) }
private func decimal(_ value: Double) -> String { String(format: "%.3f", value) }

private func resolveDomainModelURL(_ path: String?) throws -> URL {
    if let path { return URL(fileURLWithPath: path) }
    guard let url = DomainClassifier.defaultModelURL else {
        throw ValidationError(
            "no domain classifier model found: pass --model, set \(DomainModelFiles.modelsDirectoryVariable), "
                + "or run `hark classifier train`")
    }
    return url
}

/// Runs `body`, turning a data or model file problem into one `hark: …` line and exit status 1.
private func reportingDataErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as DomainDataError {
        throw CommandFailure(error.description)
    }
}
