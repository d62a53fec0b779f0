/// A single self-contained HTML page for a report: headline figures, SVG charts (the noise curve
/// over noisy sets, WER per group, error types, intent confusion), parameter scores, speed, and
/// every utterance with its alignment in color. No external assets — styles, charts and the small
/// sorting script are inline — so the file can be mailed, archived or opened offline.
public enum HTMLReportRenderer {
    /// Renders the page; with a comparison, headline figures show their change and a full
    /// old → new table is added.
    public static func render(_ report: EvaluationReport, comparison: ReportComparison? = nil)
        -> String
    {
        render(report, comparisons: comparison.map { [$0] } ?? [])
    }

    /// Renders the page against several earlier runs: the headline shows the change from the
    /// first, each gets its old → new table, and every run's noise curve is drawn in one chart.
    public static func render(_ report: EvaluationReport, comparisons: [ReportComparison]) -> String {
        let comparison = comparisons.first
        let title = "Hark evaluation — \(report.title)"
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.escaped(title))</title>
            <style>\(stylesheet)</style>
            </head>
            <body>
            <header><h1>\(HTMLText.escaped(title))</h1>\(contextList(report.context))</header>
            <main>

            """
        page += headline(report, comparison: comparison)
        page += noiseCurveSection(LabelledNoiseCurve.all(report, comparisons: comparisons))
        page += wordSection(report)
        page += understandingSection(report)
        page += speedSection(report)
        for comparison in comparisons { page += comparisonSection(comparison) }
        page += utteranceSection(report)
        page += """
            </main>
            <script>\(sortingScript)</script>
            </body>
            </html>

            """
        return page
    }

    // MARK: Sections

    private static func headline(_ report: EvaluationReport, comparison: ReportComparison?)
        -> String
    {
        let keys = [
            "words.wer", "words.wer.decoded", "words.ser", "intent.accuracy", "command.acceptance",
            "parameters.f1", "calibration.ece", "speed.cpuPerAudio", "failed",
        ]
        let figures = report.figures
        let rows = Dictionary(
            (comparison?.rows ?? []).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var html = "<section class=\"tiles\">"
        for key in keys {
            guard let figure = figures.first(where: { $0.key == key }) else { continue }
            if key == "words.wer.decoded" && report.failedUtterances == 0 { continue }
            var change = ""
            if let row = rows[key], row.delta != nil {
                change = """
                    <span class="delta \(row.verdict.rawValue)">\
                    \(HTMLText.escaped(FigureFormat.delta(row.delta, old: row.old, row.unit)))</span>
                    """
            }
            html += """
                <div class="tile"><span class="figure">\
                \(HTMLText.escaped(FigureFormat.value(figure.value, figure.unit)))</span>\
                <span class="name">\(HTMLText.escaped(figure.label))</span>\(change)</div>
                """
        }
        let summary =
            "\(report.utterances) utterances · \(report.decodedUtterances) decoded · "
            + "\(report.failedUtterances) failed · \(FigureFormat.seconds(report.speed.audioSeconds)) of audio"
        return html + "</section>\n<p class=\"summary\">\(HTMLText.escaped(summary))</p>\n"
    }

    private static func noiseCurveSection(_ curves: [LabelledNoiseCurve]) -> String {
        guard !curves.isEmpty else { return "" }
        var html = """
            <section><h2>Noise curve</h2>
            <p>Each line is one noise under one configuration\(curves.count > 1 ? " (solid: this run; dashed: earlier runs)" : ""), \
            from its lowest SNR on the left to its highest; clean speech, when evaluated too, is the \
            point at the right edge.</p>
            <div class="charts">
            """
        for metric in [NoiseCurveChart.Metric.commandAcceptance, .wordErrorRate] {
            guard let chart = NoiseCurveChart.chart(curves, metric: metric) else { continue }
            html += figure("\(metric.title) against signal-to-noise ratio", chart.rendered())
        }
        html += "</div>\n"
        // The terminal's tables, so the exact figures are on the page beside the picture.
        html += "<pre class=\"curve\">\(HTMLText.escaped(TerminalReportRenderer.noiseCurves(curves)))</pre>\n"
        return html + "</section>\n"
    }

    private static func wordSection(_ report: EvaluationReport) -> String {
        guard let words = report.words else { return "" }
        let counts = words.counts
        var html = "<section><h2>Word errors</h2>\n"
        html += """
            <p>WER \(FigureFormat.percent(words.wordErrorRate)) = (S \(counts.substitutions) + D \
            \(counts.deletions) + I \(counts.insertions)) / N \(counts.referenceWords)\
            \(failureNote(words)).
            Sentence error rate \(FigureFormat.percent(words.sentenceErrorRate)) \
            (\(words.sentencesWithErrors) of \(words.scoredUtterances)).</p>
            <div class="charts">
            """
        for breakdown in report.breakdowns
        where breakdown.dimension == Breakdown.set || breakdown.groups.count > 1 {
            let bars = breakdown.groups.map { group in
                SVGBarChart.Bar(
                    label: group.name, value: group.words?.wordErrorRate,
                    valueText: FigureFormat.percent(group.words?.wordErrorRate))
            }
            html += figure(
                "WER by \(breakdown.dimension)",
                SVGBarChart(title: "WER by \(breakdown.dimension)", bars: bars).rendered())
        }

        var groups: [(String, ErrorCounts)] = [("all", counts)]
        if let sets = report.breakdowns.first(where: { $0.dimension == Breakdown.set }),
            sets.groups.count > 1
        {
            groups += sets.groups.compactMap { group in group.words.map { (group.name, $0.counts) } }
        }
        let chart = SVGStackedBarChart(
            title: "Error types per reference word",
            segments: [
                .init(name: "substitutions", color: Palette.substitution),
                .init(name: "deletions", color: Palette.deletion),
                .init(name: "insertions", color: Palette.insertion),
            ],
            bars: groups.map { name, counts in
                let n = Double(max(counts.referenceWords, 1))
                let values = [counts.substitutions, counts.deletions, counts.insertions]
                return .init(
                    label: name, values: values.map { Double($0) / n },
                    valueText: FigureFormat.percent(counts.wordErrorRate),
                    segmentTexts: values.map { "\($0) (\(FigureFormat.percent(Double($0) / n)))" })
            })
        html += figure("Error types (share of reference words)", chart.rendered())
        return html + "</div></section>\n"
    }

    private static func failureNote(_ words: TranscriptionFigures) -> String {
        guard words.failedUtterances > 0 else { return "" }
        let count = words.failedUtterances
        return " — the reference words of \(count) failed utterance\(count == 1 ? "" : "s") count as "
            + "deletions; over decoded utterances only: "
            + FigureFormat.percent(words.decodedWordErrorRate)
    }

    private static func understandingSection(_ report: EvaluationReport) -> String {
        guard let understanding = report.understanding else { return "" }
        var html = """
            <section><h2>Understanding</h2>
            <p>Intent accuracy \(FigureFormat.percent(understanding.intentAccuracy)) \
            (\(understanding.intentCorrect) of \(understanding.intentUtterances)); command \
            acceptance \(FigureFormat.percent(understanding.commandAcceptance)) \
            (\(understanding.commandsAccepted) of \(understanding.intentUtterances): intent and \
            every parameter right).</p>
            <div class="charts">
            """
        if !understanding.confusion.referenceLabels.isEmpty {
            html += figure(
                "Intent confusion (rows: reference, columns: hypothesis; shade: share of row)",
                SVGHeatMap(title: "Intent confusion matrix", matrix: understanding.confusion)
                    .rendered())
        }
        if let chart = ReliabilityDiagram.chart(
            reported: understanding.calibration, parser: understanding.parserCalibration)
        {
            html += figure(
                "Reliability of intent confidence: per bin of \(CalibrationFigures.defaultBinCount), mean confidence "
                    + "against the share of commands right; ECE weighs each bin's gap by its utterances",
                chart.rendered())
        }
        html += "</div>\n"
        html += calibrationTable(understanding)
        if !understanding.parameters.isEmpty {
            html += """
                <table class="figures"><thead><tr><th>Parameter</th><th>n</th><th>Accuracy</th>\
                <th>Precision</th><th>Recall</th><th>F1</th><th>TP</th><th>FP</th><th>FN</th>\
                </tr></thead><tbody>
                """
            for score in understanding.parameters + [understanding.allParameters] {
                let cells = [
                    String(score.instances), FigureFormat.percent(score.accuracy),
                    FigureFormat.percent(score.precision), FigureFormat.percent(score.recall),
                    FigureFormat.percent(score.f1), String(score.truePositives),
                    String(score.falsePositives), String(score.falseNegatives),
                ]
                let rowClass = score.name == ParameterScore.allParameters ? " class=\"total\"" : ""
                html +=
                    "<tr\(rowClass)><th>\(HTMLText.escaped(score.name))</th>"
                    + cells.map { "<td>\(HTMLText.escaped($0))</td>" }.joined() + "</tr>\n"
            }
            html += "</tbody></table>\n"
        }
        for confusion in understanding.parameterConfusions ?? [] {
            let errors = confusion.errors
            html += "<h3>\(HTMLText.escaped(confusion.name))</h3>\n"
            if errors.isEmpty {
                html += "<p>Every value heard as said.</p>\n"
            } else {
                html +=
                    "<table class=\"figures\"><thead><tr><th>Said</th><th>Heard</th><th>n</th></tr></thead><tbody>\n"
                for error in errors {
                    html +=
                        "<tr><td>\(HTMLText.escaped(error.reference))</td><td>\(HTMLText.escaped(error.hypothesis))</td>"
                        + "<td>\(error.count)</td></tr>\n"
                }
                html += "</tbody></table>\n"
            }
            html += figure(
                "\(confusion.name): values said (rows) against heard (columns); shade: share of row",
                SVGHeatMap(title: "\(confusion.name) confusion matrix", matrix: confusion.matrix).rendered())
        }
        return html + "</section>\n"
    }

    /// The figures behind the reliability diagram, for the reported and the parser's own confidence.
    private static func calibrationTable(_ understanding: UnderstandingFigures) -> String {
        let runs = [("Confidence", understanding.calibration), ("Parser's own", understanding.parserCalibration)]
            .compactMap { name, figures in figures.map { (name, $0) } }
        guard !runs.isEmpty else { return "" }
        var html = """
            <table class="figures"><thead><tr><th>Confidence</th><th>ECE</th><th>Max. gap</th><th>Brier</th>\
            <th>Mean confidence</th><th>Right</th><th>n</th></tr></thead><tbody>

            """
        for (name, figures) in runs {
            let cells = [
                FigureFormat.percent(figures.expectedCalibrationError),
                FigureFormat.percent(figures.maximumCalibrationError), FigureFormat.fixed(figures.brierScore, 3),
                FigureFormat.percent(figures.meanConfidence), FigureFormat.percent(figures.accuracy),
                String(figures.utterances),
            ]
            html +=
                "<tr><th>\(HTMLText.escaped(name))</th>" + cells.map { "<td>\(HTMLText.escaped($0))</td>" }.joined()
                + "</tr>\n"
        }
        return html + "</tbody></table>\n"
    }

    private static func speedSection(_ report: EvaluationReport) -> String {
        let speed = report.speed
        let rows: [(String, String)] = [
            ("CPU seconds per audio second", FigureFormat.value(speed.cpuSecondsPerAudioSecond, .realTimeFactor)),
            ("Wall seconds per audio second", FigureFormat.value(speed.wallSecondsPerAudioSecond, .realTimeFactor)),
            (
                "Decode seconds per audio second (per utterance)",
                FigureFormat.value(speed.decodeSecondsPerAudioSecond, .realTimeFactor)
            ),
            ("Wall time", FigureFormat.seconds(speed.wallSeconds)),
            ("CPU time", FigureFormat.value(speed.cpuSeconds, .seconds)),
            ("Audio", FigureFormat.seconds(speed.audioSeconds)),
        ]
        return "<section><h2>Speed</h2><table class=\"figures\"><tbody>"
            + rows.map { "<tr><th>\(HTMLText.escaped($0.0))</th><td>\(HTMLText.escaped($0.1))</td></tr>" }
            .joined() + "</tbody></table></section>\n"
    }

    private static func comparisonSection(_ comparison: ReportComparison) -> String {
        var html = """
            <section><h2>Compared with \(HTMLText.escaped(comparison.oldTitle))</h2>
            <p>\(comparison.improvements.count) figures improved, \
            \(comparison.regressions.count) regressed.</p>
            <table class="figures compare"><thead><tr><th>Figure</th><th>Old</th><th>New</th>\
            <th>Delta</th><th></th></tr></thead><tbody>
            """
        for row in comparison.rows {
            html += """
                <tr class="\(row.verdict.rawValue)"><th>\(HTMLText.escaped(row.label))</th>\
                <td>\(HTMLText.escaped(FigureFormat.value(row.old, row.unit)))</td>\
                <td>\(HTMLText.escaped(FigureFormat.value(row.new, row.unit)))</td>\
                <td>\(HTMLText.escaped(FigureFormat.delta(row.delta, old: row.old, row.unit)))</td>\
                <td>\(HTMLText.escaped(TerminalReportRenderer.verdictText(row.verdict).lowercased()))</td></tr>

                """
        }
        return html + "</tbody></table></section>\n"
    }

    private static func utteranceSection(_ report: EvaluationReport) -> String {
        var html = """
            <section><h2>Utterances</h2>
            <input type="checkbox" id="only-errors"><label for="only-errors"> only utterances \
            with errors</label>
            <p class="legend">Alignment: <span class="w ok">correct</span> \
            <span class="w sub">substituted</span> <span class="w del">deleted</span> \
            <span class="w ins">inserted</span> — reference above, hypothesis below. \
            Click a column heading to sort.</p>
            <table class="utterances sortable"><thead><tr><th>Utterance</th><th>Set</th>\
            <th>WER</th><th>Errors</th><th>Alignment</th><th>Intent</th><th>Parameters</th>\
            <th>Audio s</th><th>Decode s</th></tr></thead><tbody>

            """
        for row in report.rows {
            let hasError =
                row.failed || (row.counts?.errors ?? 0) > 0 || row.commandAccepted == false
            html += "<tr class=\"\(hasError ? "err" : "clean")\">"
            html += "<td title=\"\(HTMLText.escaped(row.audio))\">\(HTMLText.escaped(row.id))</td>"
            html += "<td>\(HTMLText.escaped(row.set))</td>"
            html += numberCell(row.wordErrorRate, FigureFormat.percent(row.wordErrorRate))
            html += numberCell(
                row.counts.map { Double($0.errors) }, row.counts.map { String($0.errors) } ?? "")
            html += "<td>\(alignmentCell(row))</td>"
            html += "<td>\(intentCell(row))</td>"
            html += "<td>\(parameterCell(row))</td>"
            html += numberCell(
                row.audioSeconds, row.audioSeconds.map { FigureFormat.fixed($0, 2) } ?? "")
            html += numberCell(row.decodeSeconds, FigureFormat.fixed(row.decodeSeconds, 2))
            html += "</tr>\n"
        }
        return html + "</tbody></table></section>\n"
    }

    // MARK: Cells

    private static func alignmentCell(_ row: UtteranceRow) -> String {
        var html = ""
        if let error = row.error {
            html += "<div class=\"failure\">failed: \(HTMLText.escaped(error))</div>"
        }
        guard let alignment = row.alignment else {
            return html + "<span class=\"plain\">\(HTMLText.escaped(row.hypothesis ?? ""))</span>"
        }
        // The alignment shows normalized words; the texts as written are a hover away.
        let written = "REF: \(row.reference ?? "")\nHYP: \(row.hypothesis ?? "")"
        html += "<div class=\"alignment\" title=\"\(HTMLText.escaped(written))\">"
        for step in alignment.steps {
            let kind: String
            switch step.kind {
            case .match: kind = "ok"
            case .substitution: kind = "sub"
            case .deletion: kind = "del"
            case .insertion: kind = "ins"
            }
            html += """
                <span class="w \(kind)"><span>\(HTMLText.escaped(step.reference ?? "·"))</span>\
                <span>\(HTMLText.escaped(step.hypothesis ?? "·"))</span></span>
                """
        }
        return html + "</div>"
    }

    private static func intentCell(_ row: UtteranceRow) -> String {
        guard let reference = row.referenceIntent else { return "" }
        let hypothesis = row.hypothesisIntent ?? IntentLabel.none
        guard reference != hypothesis else { return "<span class=\"good\">\(HTMLText.escaped(reference))</span>" }
        return """
            <span class="was">\(HTMLText.escaped(reference))</span> → \
            <span class="bad">\(HTMLText.escaped(hypothesis))</span>
            """
    }

    private static func parameterCell(_ row: UtteranceRow) -> String {
        guard let matches = row.parameterMatches else { return "" }
        return matches.map { match in
            let expected = (row.referenceParameters?[match.name] ?? []).joined(separator: ", ")
            let found = (row.hypothesisParameters?[match.name] ?? []).joined(separator: ", ")
            let name = HTMLText.escaped(match.name)
            if match.isExact {
                return "<div class=\"good\">\(name): \(HTMLText.escaped(expected))</div>"
            }
            return """
                <div class="bad">\(name): <span class="was">\(HTMLText.escaped(expected.isEmpty ? "—" : expected))</span> → \
                \(HTMLText.escaped(found.isEmpty ? "—" : found))</div>
                """
        }.joined()
    }

    /// A right-aligned cell whose sort key is the number rather than the text.
    private static func numberCell(_ value: Double?, _ text: String) -> String {
        let key = value.map { String($0) } ?? ""
        return "<td class=\"num\" data-sort=\"\(key)\">\(HTMLText.escaped(text))</td>"
    }

    private static func figure(_ caption: String, _ svg: String) -> String {
        "<figure>\(svg)<figcaption>\(HTMLText.escaped(caption))</figcaption></figure>\n"
    }

    private static func contextList(_ context: [String: String]) -> String {
        guard !context.isEmpty else { return "" }
        return "<dl class=\"context\">"
            + context.sorted { $0.key < $1.key }.map {
                "<dt>\(HTMLText.escaped($0.key))</dt><dd>\(HTMLText.escaped($0.value))</dd>"
            }.joined() + "</dl>"
    }

    // MARK: Assets

    /// The error-type colors, shared by the charts and the alignment so they read as one key.
    enum Palette {
        static let substitution = "#f28e2b"
        static let deletion = "#e15759"
        static let insertion = "#4e79a7"
    }

    private static let stylesheet = """
        :root{--sub:\(Palette.substitution);--del:\(Palette.deletion);--ins:\(Palette.insertion);\
        --ink:#1f2328;--muted:#656d76;--line:#d8dee4;--good:#1a7f37;--bad:#cf222e}
        *{box-sizing:border-box}
        body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink);\
        background:#f6f8fa}
        header{background:#24292f;color:#fff;padding:18px 28px}
        h1{margin:0;font-size:20px;font-weight:600}
        h2{font-size:17px;margin:0 0 10px}
        main{padding:18px 28px;max-width:1500px}
        section{background:#fff;border:1px solid var(--line);border-radius:8px;padding:16px 20px;\
        margin:0 0 18px}
        section.tiles{display:flex;flex-wrap:wrap;gap:12px;background:none;border:0;padding:0}
        .tile{background:#fff;border:1px solid var(--line);border-radius:8px;padding:12px 16px;\
        min-width:150px;display:flex;flex-direction:column}
        .tile .figure{font-size:26px;font-weight:600;font-variant-numeric:tabular-nums}
        .tile .name{color:var(--muted);font-size:12px;text-transform:uppercase;letter-spacing:.04em}
        .delta{font-size:12px;font-variant-numeric:tabular-nums}
        .delta.improved,tr.improved td:last-child{color:var(--good);font-weight:600}
        .delta.regressed,tr.regressed td:last-child{color:var(--bad);font-weight:600}
        .summary{color:var(--muted);margin:0 0 18px}
        dl.context{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:8px 0 0;\
        font-size:12px;color:#d0d7de}
        dl.context dd{margin:0}
        .charts{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}
        figure{margin:0}
        figcaption{color:var(--muted);font-size:12px;margin-top:4px}
        svg.chart{max-width:100%;height:auto;font:12px system-ui,sans-serif}
        svg .label{fill:var(--ink)}
        svg .value,svg .axis{fill:var(--muted)}
        svg .count{font-weight:600}
        table{border-collapse:collapse;font-variant-numeric:tabular-nums}
        th,td{padding:4px 10px;border-bottom:1px solid var(--line);text-align:left;\
        vertical-align:top}
        table.figures td{text-align:right}
        table.figures tr.total{font-weight:600}
        td.num{text-align:right;white-space:nowrap}
        table.sortable th{cursor:pointer;user-select:none;position:sticky;top:0;background:#fff}
        tr.err{background:#fffbf2}
        #only-errors:checked~table tr.clean{display:none}
        .alignment{display:flex;flex-wrap:wrap;gap:2px 4px}
        .w{display:inline-flex;flex-direction:column;padding:0 3px;border-radius:3px;\
        font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12.5px}
        .legend .w{display:inline-block}
        .w.sub{background:#fde7d2}
        .w.sub span:first-child,.w.del span:first-child{color:#8a2a00}
        .w.del{background:#fbdada}
        .w.del span:first-child{text-decoration:line-through}
        .w.ins{background:#dbe7f7;color:#0b3d91}
        .w span:last-child{border-top:1px dotted #c0c7cf}
        .legend .w span:last-child{border:0}
        .failure{color:var(--bad);font-weight:600;margin-bottom:2px}
        .good{color:var(--good)}
        .bad{color:var(--bad)}
        .was{color:var(--muted)}
        pre.curve{font:12.5px ui-monospace,SFMono-Regular,Menlo,monospace;overflow-x:auto}
        """

    /// Click-to-sort for the utterance table; numbers sort by their `data-sort` value.
    private static let sortingScript = """
        document.querySelectorAll("table.sortable th").forEach(function(th,col){\
        th.addEventListener("click",function(){var body=th.closest("table").tBodies[0];\
        var asc=th.dataset.dir!=="asc";th.dataset.dir=asc?"asc":"desc";\
        var key=function(tr){var td=tr.cells[col];var s=td.dataset.sort;\
        return s!==undefined&&s!==""?parseFloat(s):td.textContent.toLowerCase();};\
        Array.from(body.rows).sort(function(a,b){var x=key(a),y=key(b);\
        return (x<y?-1:x>y?1:0)*(asc?1:-1);}).forEach(function(tr){body.appendChild(tr);});});});
        """
}
