import ArgumentParser
import Foundation
import HarkEvaluation

/// `hark evaluate wake`: misses against false alarms, from `hark wake --json --candidates` runs.
struct EvaluateWakeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wake",
        abstract: "Score hark wake runs: misses on recordings of the word against false alarms without it.",
        discussion: """
            Each --positive file is hark wake --json --candidates output over recordings of the word \
            (one set each, named by the file); each --negative file is the same over audio without \
            it. A false alarm is a stretch of a negative file at or above the threshold; a miss is a \
            positive file with none. For Hark's score and for PocketSphinx's keyphrase search's own \
            score of the same stretches, prints each set's miss rate at the lowest threshold that \
            keeps the false alarms within --per-ten-hours, then misses against false alarms per \
            hour (\(Documentation.path("wake-word.md"))).
            """)

    @Option(name: .customLong("positive"), help: "hark wake output over recordings of the word (repeatable).")
    var positives: [String]

    @Option(name: .customLong("negative"), help: "hark wake output over audio without the word (repeatable).")
    var negatives: [String]

    @Option(help: "False alarms allowed per 10 hours of negatives at the reported point.")
    var perTenHours = 1.0

    // `.unconditional`: a threshold may be negative.
    @Option(parsing: .unconditional, help: "Also report Hark's score at this threshold (one chosen on another word).")
    var harkThreshold: Double?

    @Option(
        parsing: .unconditional,
        help: "Also report the keyphrase search's score at this threshold (one chosen on another word).")
    var keyphraseThreshold: Double?

    func validate() throws {
        if positives.isEmpty || negatives.isEmpty {
            throw ValidationError("give at least one --positive and one --negative file")
        }
        if perTenHours < 0 { throw ValidationError("--per-ten-hours must not be negative") }
    }

    func run() throws {
        let positives = try self.positives.map {
            (name: URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent, files: try Self.files(in: $0))
        }
        let negatives = try self.negatives.flatMap { try Self.files(in: $0) }
        let figures = WakeWordFigures(positives: positives, negatives: negatives)
        print(figures.report(perTenHours: perTenHours))
        if harkThreshold != nil || keyphraseThreshold != nil {
            print(figures.report(harkThreshold: harkThreshold, keyphraseThreshold: keyphraseThreshold))
        }
    }

    /// The lines of one `hark wake --json --candidates` run; a line without candidates is a
    /// failed file or a run without --candidates, and ends the command naming it.
    private static func files(in path: String) throws -> [WakeWordFigures.File] {
        try JSONLinesFile.read(
            path, expected: "a line of hark wake --json --candidates (a failed file, or no --candidates)",
            refuse: { $0.candidates == nil })
    }
}
