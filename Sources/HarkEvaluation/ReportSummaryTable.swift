import Foundation

/// Reports' headline figures as Markdown tables, ready for a results page: one row per report,
/// then one row per labelled parameter of each report (grouped by parameter, so that the same
/// parameter of two runs sits together).
public enum ReportSummaryTable {
    public static func markdown(_ summaries: [ReportSummary]) -> String {
        var lines = table(
            header: [
                "report", "utts", "WER", "intent acc.", "command acc.", "OOD rejected", "in-domain rejected",
                "CPU s/audio s",
            ],
            rows: summaries.map { summary in
                [
                    summary.name, String(summary.utterances), percent(summary.wordErrorRate),
                    percent(summary.intentAccuracy), percent(summary.commandAcceptance),
                    percent(summary.outOfDomainRejected), percent(summary.inDomainRejected),
                    summary.cpuSecondsPerAudioSecond.map { String(format: "%.3f", $0) } ?? "—",
                ]
            })
        let parameters = summaries.flatMap { summary in summary.parameters.map { (report: summary.name, $0) } }
        if !parameters.isEmpty {
            // A stable sort: within one parameter the reports keep the order they were given in.
            let grouped = parameters.enumerated().sorted {
                ($0.element.1.name, $0.offset) < ($1.element.1.name, $1.offset)
            }
            lines += [""]
            lines += table(
                header: ["parameter", "report", "labelled", "exact", "WER"],
                rows: grouped.map { _, entry in
                    let (report, parameter) = entry
                    return [
                        parameter.name, report, String(parameter.exact.total), percent(parameter.exact),
                        percent(
                            ReportSummary.Share(count: parameter.words.errors, total: parameter.words.referenceWords)),
                    ]
                })
        }
        return lines.joined(separator: "\n")
    }

    private static func table(header: [String], rows: [[String]]) -> [String] {
        let line = { (cells: [String]) in "| " + cells.joined(separator: " | ") + " |" }
        return [line(header), "|" + String(repeating: "---|", count: header.count)] + rows.map(line)
    }

    /// One decimal, as the results pages write rates; "—" where a rate is undefined.
    private static func percent(_ ratio: Double?) -> String {
        ratio.map { String(format: "%.1f %%", 100 * $0) } ?? "—"
    }

    /// 100 · count / total, in that order, so that a share rounds as it always has.
    private static func percent(_ share: ReportSummary.Share) -> String {
        share.total == 0 ? "—" : String(format: "%.1f %%", 100 * Double(share.count) / Double(share.total))
    }
}
