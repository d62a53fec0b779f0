import ArgumentParser
import Foundation
import HarkEvaluation

/// `hark evaluate names REPORTS…`: what confirming names heard with doubt would catch and cost,
/// threshold by threshold, from `hark evaluate --json` reports.
struct EvaluateNamesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "names",
        abstract: "How often confirming a doubtful name catches a misheard one, from --json reports.",
        discussion: """
            A name is a value of one of --parameters (MonkeyChat's contact parameters by default); it \
            is right when the report's reference lists it for that parameter. For each threshold: \
            the misheard names heard with less confidence (caught by "Did you mean …?"), and the \
            right names asked about needlessly. --choose F prints the largest threshold that asks \
            about at most a fraction F of the right names: choose it on tune reports, and report \
            the held-out ones at it (the setting is confirmation.namesBelow).
            """)

    @Argument(help: "Reports written by hark evaluate --json.", completion: .file())
    var reports: [String]

    @Option(help: "The parameters whose values are names, comma-separated.")
    var parameters = "recipients,sender"

    @Option(help: "Thresholds to tabulate, comma-separated.")
    var thresholds = "0.2,0.3,0.4,0.5,0.6,0.7,0.8,0.9"

    @Option(help: ArgumentHelp("Also choose the largest threshold asking about at most this fraction of right names."))
    var choose: Double?

    func validate() throws {
        guard thresholdValues != nil else {
            throw ValidationError("--thresholds: '\(thresholds)' is not a list of numbers, e.g. 0.5,0.6")
        }
        if let choose, !(0...1).contains(choose) { throw ValidationError("--choose must be from 0 to 1") }
    }

    private var thresholdValues: [Double]? {
        let values = thresholds.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        return values.isEmpty || values.contains(nil) ? nil : values.compactMap { $0 }
    }

    func run() throws {
        var names: [NameConfirmationFigures.HeardName] = []
        let wanted = parameters.split(separator: ",").map(String.init)
        for path in reports {
            do {
                let report = try EvaluationReport(jsonData: try Data(contentsOf: URL(fileURLWithPath: path)))
                names += try NameConfirmationFigures(rows: report.rows, parameters: wanted).names
            } catch is NameConfirmationFigures.MissingConfidences {
                throw CommandFailure("\(path): rows have no hypothesisParameterConfidences (rerun hark evaluate)")
            } catch {
                throw CommandFailure("\(path): not a report written by hark evaluate --json (\(error))")
            }
        }
        let figures = NameConfirmationFigures(names: names)
        print("names heard: \(names.count), misheard: \(names.count { !$0.isRight })")
        print("| threshold | misheard names confirmed | right names confirmed (needless) |")
        print("|---:|---:|---:|")
        for threshold in thresholdValues ?? [] {
            let outcome = figures.outcome(below: threshold)
            print(
                "| \(Self.fixed(threshold, 2)) | \(outcome.caught)/\(outcome.misheard) "
                    + "(\(Self.fixed(100 * Double(outcome.caught) / Double(max(outcome.misheard, 1)), 0)) %) "
                    + "| \(outcome.needless)/\(outcome.right) "
                    + "(\(Self.fixed(100 * Double(outcome.needless) / Double(max(outcome.right, 1)), 1)) %) |")
        }
        if let choose {
            let chosen = figures.threshold(confirmingAtMost: choose)
            print(
                "chosen: \(Self.fixed(chosen.threshold, 2)) (at most \(chosen.allowed) of \(names.count(where: \.isRight)) right names confirmed)"
            )
        }
    }

    private static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
}
