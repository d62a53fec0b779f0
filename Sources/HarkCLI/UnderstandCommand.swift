import ArgumentParser
import Foundation
import HarkUnderstanding

/// `hark understand --text "…"`: what a request means, by the active intent definitions.
struct UnderstandCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "understand",
        abstract: "Print the app, intent and parameters a request means.",
        discussion: """
            Matches each text against the intent definitions' templates, tolerating recognition \
            errors (names matched by sound, extra or missing words). A request that names no app or \
            fits no template is understood as intent "none", with the reason. Without --text, reads \
            one request per line from standard input. --json prints JSON Lines with the keys \
            transcript, domain, app, intent, parameters (each value with value, heard and score) and \
            confidence.
            """)

    @Option(help: "A request as text (repeatable).")
    var text: [String] = []

    @Flag(help: "Print JSON Lines.")
    var json = false

    @Option(help: "The date and time relative dates are resolved against, ISO 8601 (default: now).")
    var now: String?

    @OptionGroup(title: "Intents")
    var intents: IntentOptions

    func run() throws {
        let parser: IntentParser
        do {
            parser = IntentParser(
                definitions: try intents.definitions(), vocabulary: try intents.vocabulary(),
                transcriber: try intents.transcriber())
        } catch let error as IntentDefinitionError {
            StandardStreams.printError(error.description)
            throw ExitCode.failure
        }
        let referenceDate = try now.map(Self.date) ?? Date()
        let requests = text.isEmpty ? Self.standardInputLines() : text
        for request in requests {
            let result = parser.parse(request, referenceDate: referenceDate)
            if json {
                StandardStreams.printLine(JSONLine.encode(result.understanding))
            } else {
                StandardStreams.printLine(Self.describe(result))
            }
        }
    }

    private static func date(_ text: String) throws -> Date {
        let formatter = ISO8601DateFormatter()
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime], [.withFullDate]] {
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date }
        }
        throw ValidationError("--now must be ISO 8601, e.g. 2026-11-21 or 2026-11-21T12:00:00Z")
    }

    private static func standardInputLines() -> [String] {
        var lines: [String] = []
        while let line = readLine() { lines.append(line) }
        return lines
    }

    /// Several lines: the decision, then one line per parameter value.
    static func describe(_ result: UnderstandingResult) -> String {
        let understanding = result.understanding
        let confidence = String(format: "%.2f", understanding.confidence)
        guard let app = understanding.app, let domain = understanding.domain else {
            return "none (\(result.rejection?.description ?? "rejected"))"
        }
        var lines = ["\(understanding.intent) — \(app) (\(domain)), confidence \(confidence)"]
        for name in understanding.parameters.keys.sorted() {
            for value in understanding.parameters[name]! {
                var line = "  \(name): \(value.value)"
                if !value.heard.isEmpty, value.heard.lowercased() != value.value.lowercased() {
                    line += " (heard \"\(value.heard)\")"
                }
                if value.score < 1 { line += String(format: " score %.2f", value.score) }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }
}
