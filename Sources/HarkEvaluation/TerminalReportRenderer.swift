/// Plain-text renderings for a terminal: the summary `hark evaluate` prints, and the old → new
/// table of `--compare`. No colors or escape codes, so the output can go to a file or a CI log.
public enum TerminalReportRenderer {
    /// How many of the worst utterances the summary shows with their alignment.
    public static let worstUtteranceCount = 10

    /// Headline figures, per-parameter scores, speed, per-group tables, failures and the worst
    /// utterances with their alignments.
    public static func summary(_ report: EvaluationReport) -> String {
        var sections = [heading(report.title, context: report.context)]

        var overview = TextTable([("", .left), ("", .left)])
        overview.append([
            "Utterances",
            "\(report.utterances) (\(report.decodedUtterances) decoded, \(report.failedUtterances) failed)",
        ])
        overview.append(["Audio", FigureFormat.seconds(report.speed.audioSeconds)])
        sections.append(body(of: overview))

        if let words = report.words {
            let counts = words.counts
            var table = TextTable([("", .left), ("", .right), ("", .left)])
            table.append([
                "WER", FigureFormat.percent(words.wordErrorRate),
                "S \(counts.substitutions), D \(counts.deletions), I \(counts.insertions) / N \(counts.referenceWords)"
                    + (words.failedUtterances > 0 ? ", failures as deletions" : ""),
            ])
            if words.failedUtterances > 0 {
                table.append([
                    "WER (decoded only)", FigureFormat.percent(words.decodedWordErrorRate),
                    "N \(words.decodedCounts.referenceWords)",
                ])
            }
            table.append([
                "Sentence error rate", FigureFormat.percent(words.sentenceErrorRate),
                "\(words.sentencesWithErrors) of \(words.scoredUtterances)",
            ])
            sections.append("Words\n" + body(of: table))
        }

        if let understanding = report.understanding {
            var table = TextTable([("", .left), ("", .right), ("", .left)])
            table.append([
                "Intent accuracy", FigureFormat.percent(understanding.intentAccuracy),
                "\(understanding.intentCorrect) of \(understanding.intentUtterances)",
            ])
            table.append([
                "Command acceptance", FigureFormat.percent(understanding.commandAcceptance),
                "\(understanding.commandsAccepted) of \(understanding.intentUtterances)",
            ])
            for (name, figures) in [
                ("Confidence ECE", understanding.calibration),
                ("Parser confidence ECE", understanding.parserCalibration),
            ] {
                guard let figures else { continue }
                table.append([
                    name, FigureFormat.percent(figures.expectedCalibrationError),
                    "\(CalibrationFigures.defaultBinCount) bins, \(figures.utterances) utterances, mean confidence "
                        + "\(FigureFormat.percent(figures.meanConfidence)) against \(FigureFormat.percent(figures.accuracy)) right",
                ])
            }
            sections.append("Understanding\n" + body(of: table))
            if !understanding.parameters.isEmpty {
                var parameters = TextTable([
                    ("Parameter", .left), ("n", .right), ("Accuracy", .right),
                    ("Precision", .right), ("Recall", .right), ("F1", .right),
                    ("TP/FP/FN", .right),
                ])
                for score in understanding.parameters + [understanding.allParameters] {
                    parameters.append([
                        score.name, String(score.instances), FigureFormat.percent(score.accuracy),
                        FigureFormat.percent(score.precision), FigureFormat.percent(score.recall),
                        FigureFormat.percent(score.f1),
                        "\(score.truePositives)/\(score.falsePositives)/\(score.falseNegatives)",
                    ])
                }
                sections.append(parameters.rendered())
            }
            let confusions = (understanding.parameterConfusions ?? []).filter { !$0.errors.isEmpty }
            if !confusions.isEmpty {
                var table = TextTable([("Parameter", .left), ("Said", .left), ("Heard", .left), ("n", .right)])
                for confusion in confusions {
                    for error in confusion.errors {
                        table.append([confusion.name, error.reference, error.hypothesis, String(error.count)])
                    }
                }
                sections.append("Parameter confusions (values heard wrong)\n" + table.rendered())
            }
        }

        let speed = report.speed
        var speedTable = TextTable([("", .left), ("", .right)])
        speedTable.append([
            "CPU s per audio s",
            FigureFormat.value(speed.cpuSecondsPerAudioSecond, .realTimeFactor),
        ])
        speedTable.append([
            "Wall s per audio s",
            FigureFormat.value(speed.wallSecondsPerAudioSecond, .realTimeFactor),
        ])
        speedTable.append(["Wall time", FigureFormat.seconds(speed.wallSeconds)])
        speedTable.append(["CPU time", FigureFormat.value(speed.cpuSeconds, .seconds)])
        sections.append("Speed\n" + body(of: speedTable))

        for breakdown in report.breakdowns where breakdown.groups.count > 1 {
            var table = TextTable([
                ("By \(breakdown.dimension)", .left), ("Utts", .right), ("Failed", .right),
                ("WER", .right), ("SER", .right), ("Intent", .right), ("Command", .right),
            ])
            for group in breakdown.groups {
                table.append([
                    group.name, String(group.utterances), String(group.failed),
                    FigureFormat.percent(group.words?.wordErrorRate),
                    FigureFormat.percent(group.words?.sentenceErrorRate),
                    FigureFormat.percent(group.intentAccuracy),
                    FigureFormat.percent(group.commandAcceptance),
                ])
            }
            sections.append(table.rendered())
        }

        if let curve = report.noiseCurve {
            let tables = noiseCurves([LabelledNoiseCurve(label: report.label ?? "this run", curve: curve)])
            if !tables.isEmpty { sections.append(tables) }
        }

        let failed = report.rows.filter(\.failed)
        if !failed.isEmpty {
            sections.append(
                (["Failed utterances"] + failed.map { "  \($0.id): \($0.error ?? "")" })
                    .joined(separator: "\n"))
        }

        let worst = worstRows(report.rows)
        if !worst.isEmpty {
            var lines = ["Most errors"]
            for row in worst {
                let counts = row.counts ?? .zero
                lines.append(
                    "  \(row.id)  (\(counts.errors) errors / \(counts.referenceWords) words)")
                if let text = row.alignmentText {
                    lines.append("    REF: \(text.reference)")
                    lines.append("    HYP: \(text.hypothesis)")
                }
            }
            sections.append(lines.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// Every figure of both reports with its change; regressions stand out in capitals.
    public static func comparison(_ comparison: ReportComparison) -> String {
        var sections = [
            heading("Comparison: \(comparison.oldTitle) → \(comparison.newTitle)", context: [:])
        ]
        let contextKeys = Set(comparison.oldContext.keys).union(comparison.newContext.keys)
            .sorted().filter { comparison.oldContext[$0] != comparison.newContext[$0] }
        if !contextKeys.isEmpty {
            var context = TextTable([("Run", .left), ("Old", .left), ("New", .left)])
            for key in contextKeys {
                context.append([
                    key, comparison.oldContext[key] ?? FigureFormat.missing,
                    comparison.newContext[key] ?? FigureFormat.missing,
                ])
            }
            sections.append(context.rendered())
        }

        var table = TextTable([
            ("Figure", .left), ("Old", .right), ("New", .right), ("Delta", .right), ("", .left),
        ])
        for row in comparison.rows {
            table.append([
                row.label, FigureFormat.value(row.old, row.unit),
                FigureFormat.value(row.new, row.unit),
                FigureFormat.delta(row.delta, old: row.old, row.unit), verdictText(row.verdict),
            ])
        }
        sections.append(table.rendered())
        sections.append(
            "\(comparison.improvements.count) improved, \(comparison.regressions.count) regressed")
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// Noise × SNR tables, one for command acceptance and one for WER, each level a column from
    /// the highest SNR to the lowest, then each noise's average over its levels and the clean
    /// figure as the reference. With several runs, a first column says which run a row is.
    public static func noiseCurves(_ curves: [LabelledNoiseCurve]) -> String {
        let levels = Set(curves.flatMap(\.curve.levels)).sorted(by: >)
        let hasClean = curves.contains { $0.curve.clean != nil }
        let labelled = curves.count > 1
        let metrics: [(String, (NoiseCurve.Point) -> Double?, (NoiseCurve.Line) -> Double?)] = [
            ("command acceptance", \.commandAcceptance, \.averageCommandAcceptance),
            ("WER", \.wordErrorRate, \.averageWordErrorRate),
        ]
        var sections: [String] = []
        for (name, value, average) in metrics {
            // A transcription-only run has no acceptance, a manifest without transcripts no WER.
            guard curves.contains(where: { $0.curve.lines.contains { average($0) != nil } }) else { continue }
            var columns: [(title: String, alignment: TextTable.Alignment)] = labelled ? [("Run", .left)] : []
            columns.append(("Noise", .left))
            columns += levels.map { ("\(NoiseCurve.snrText($0)) dB", .right) }
            columns.append(("Average", .right))
            if hasClean { columns.append(("Clean", .right)) }
            var table = TextTable(columns)
            for labelledCurve in curves {
                let curve = labelledCurve.curve
                for line in curve.lines {
                    var cells = labelled ? [labelledCurve.label] : []
                    cells.append(line.name)
                    cells += levels.map { level in
                        FigureFormat.percent(line.points.first { $0.snr == level }.flatMap(value))
                    }
                    cells.append(FigureFormat.percent(average(line)))
                    if hasClean { cells.append(FigureFormat.percent(curve.clean.flatMap(value))) }
                    table.append(cells)
                }
            }
            sections.append("Noise curve: \(name) against SNR\n" + table.rendered())
        }
        return sections.joined(separator: "\n\n")
    }

    static func verdictText(_ verdict: ReportComparison.Verdict) -> String {
        switch verdict {
        case .improved: "better"
        case .regressed: "WORSE"
        case .unchanged: ""
        case .changed: "changed"
        case .added: "new"
        case .removed: "gone"
        }
    }

    /// The rows with the most word errors, worst first (ties in file order).
    static func worstRows(_ rows: [UtteranceRow]) -> [UtteranceRow] {
        rows.enumerated()
            .filter { ($0.element.counts?.errors ?? 0) > 0 }
            .sorted { lhs, rhs in
                let left = lhs.element.counts?.errors ?? 0
                let right = rhs.element.counts?.errors ?? 0
                return left != right ? left > right : lhs.offset < rhs.offset
            }
            .prefix(worstUtteranceCount).map(\.element)
    }

    private static func heading(_ title: String, context: [String: String]) -> String {
        let text = "Hark evaluation — \(title)"
        var lines = [text, String(repeating: "=", count: text.count)]
        lines += context.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return lines.joined(separator: "\n")
    }

    /// A table without its (empty) header and rule.
    private static func body(of table: TextTable) -> String {
        table.rendered().split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
            .joined(separator: "\n")
    }
}
