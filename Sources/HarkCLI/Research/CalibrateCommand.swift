import ArgumentParser
import Foundation
import HarkEvaluation
import HarkSupport
import HarkUnderstanding
import HarkVocabulary

/// `hark calibrate`: fits the intent-confidence calibrator on evaluation reports of train splits.
struct CalibrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "Fit the intent-confidence calibrator.",
        discussion: """
            Each REPORT is written by hark evaluate --json over labelled manifests; every utterance \
            labelled with an intent becomes one sample: its evidence (the recognizer's word \
            posteriors, the parser's confidence and match cost, the domain classifier's probability, \
            its length) and whether its command was accepted (intent and every parameter right). \
            The calibrator is a logistic regression over that evidence, written as JSON (default: \
            Models/calibration/intent-confidence.json). Fit it on train splits only and measure it \
            with hark evaluate on held-out ones; scripts/fit-calibration.sh does both.
            """)

    @Argument(help: "Reports written by hark evaluate --json.", completion: .file())
    var reports: [String]

    @Option(help: "Where to write the calibrator.", completion: .file())
    var output: String?

    @Option(help: "L2 penalty on the standardized weights.")
    var l2: Double = 3

    func validate() throws {
        if reports.isEmpty { throw ValidationError("give at least one report") }
        if !(l2 >= 0) { throw ValidationError("--l2 must be at least 0") }
    }

    func run() throws {
        var samples: [(evidence: ConfidenceEvidence, correct: Bool)] = []
        var sets: [String] = []
        for path in reports {
            let report: EvaluationReport
            do {
                report = try EvaluationReport(jsonData: try Data(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                throw CommandFailure("\(path): not a report written by hark evaluate --json (\(error))")
            }
            let labelled = report.rows.compactMap { row -> (ConfidenceEvidence, Bool)? in
                guard let correct = row.commandAccepted, let evidence = row.confidenceEvidence else { return nil }
                return (evidence, correct)
            }
            guard !labelled.isEmpty else {
                StandardStreams.printError(
                    "\(path): no utterance with an intent label and confidence evidence (evaluate with understanding)")
                throw ExitCode.failure
            }
            samples += labelled
            sets.append(report.title)
        }

        let calibrator = ConfidenceCalibrator.fit(samples, trainedOn: sets, l2: l2)
        let url =
            output.map(URL.init(fileURLWithPath:))
            ?? ModelsDirectory.locate(ConfidenceCalibrator.modelsSubdirectory)?
            .appendingPathComponent(ConfidenceCalibrator.modelFile)
        guard let url else {
            StandardStreams.printError(
                "no Models/\(ConfidenceCalibrator.modelsSubdirectory) folder found: give --output")
            throw ExitCode.failure
        }
        do {
            try calibrator.write(to: url)
        } catch {
            throw CommandFailure(error.description)
        }
        // Read back, so the figures are those of the rounded file that will be used.
        let written = try ConfidenceCalibrator(contentsOf: url)
        let before = CalibrationFigures(samples.map { ($0.evidence.parserConfidence, $0.correct) })
        let after = CalibrationFigures(samples.map { (written.probability(of: $0.evidence), $0.correct) })
        print("Fitted on \(samples.count) utterances of \(sets.joined(separator: ", ")); wrote \(url.path)")
        if let before, let after {
            print(
                "Train ECE: parser's own \(Self.percent(before.expectedCalibrationError)), calibrated "
                    + "\(Self.percent(after.expectedCalibrationError)) (Brier \(Self.decimal(before.brierScore)) → "
                    + "\(Self.decimal(after.brierScore))); \(Self.percent(after.accuracy)) of commands right")
        }
        for (name, weight) in zip(written.features, written.model.weights) {
            print("  \(name.padding(toLength: 22, withPad: " ", startingAt: 0)) \(Self.decimal(weight))")
        }
        print("  \("bias".padding(toLength: 22, withPad: " ", startingAt: 0)) \(Self.decimal(written.model.bias))")
    }

    private static func percent(_ ratio: Double) -> String { String(format: "%.2f%%", ratio * 100) }
    private static func decimal(_ value: Double) -> String { String(format: "%.3f", value) }
}
