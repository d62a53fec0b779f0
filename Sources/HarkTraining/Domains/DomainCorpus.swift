import Foundation
import HarkUnderstanding

/// The labelled requests the domain classifier learns from and is tested on.
///
/// On disk (`Models/domains/`): `examples/<label>.txt` holds hand-written requests, one per line;
/// `templates/<label>.txt` holds ``DomainTemplate`` patterns; `slots/<name>.txt` holds the values of
/// slot `{name}`, one per line. `<label>` is a ``SiriDomain`` case name or `none`. Blank lines and
/// lines starting with `#` are skipped everywhere.
public struct DomainCorpus: Sendable {
    /// How many requests each template gives, and the seed that picks them.
    public struct Settings: Hashable, Sendable {
        /// Requests generated from each template (all of them when it has fewer fillings).
        public var examplesPerTemplate: Int
        /// Seed for sampling template fillings.
        public var seed: UInt64

        /// Settings of `examplesPerTemplate` requests per template, sampled with `seed`.
        public init(examplesPerTemplate: Int = 10, seed: UInt64 = 0) {
            self.examplesPerTemplate = examplesPerTemplate
            self.seed = seed
        }
    }

    /// Every labelled request: hand-written ones and template expansions.
    public var examples: [DomainExample]

    /// A corpus of `examples`, as given.
    public init(examples: [DomainExample]) {
        self.examples = examples
    }

    /// Reads and expands the data in `directory`. Throws on a file named after no label, a template
    /// that does not parse or names a missing slot list, or a request labelled two different ways.
    public init(directory: URL, settings: Settings = Settings()) throws(DomainDataError) {
        let slots = try Self.readSlots(in: directory.appendingPathComponent("slots"))
        try Self.checkFileNames(in: directory.appendingPathComponent("examples"), required: true)
        try Self.checkFileNames(in: directory.appendingPathComponent("templates"), required: false)
        var examples: [DomainExample] = []
        for domain in DomainLabel.classes {
            let name = DomainLabel.name(of: domain) + ".txt"
            let handWritten = directory.appendingPathComponent("examples").appendingPathComponent(name)
            for (line, text) in try Self.lines(of: handWritten, required: true) {
                examples.append(DomainExample(text: text, domain: domain, origin: "examples/\(name):\(line)"))
            }
            let templates = directory.appendingPathComponent("templates").appendingPathComponent(name)
            for (line, source) in try Self.lines(of: templates, required: false) {
                let origin = "templates/\(name):\(line)"
                let template: DomainTemplate
                do {
                    template = try DomainTemplate(source)
                } catch {
                    throw DomainDataError(origin, error.reason)
                }
                if let missing = template.slotNames.subtracting(slots.keys).sorted().first {
                    throw DomainDataError(origin, "no slot list slots/\(missing).txt")
                }
                for text in template.expand(slots: slots, limit: settings.examplesPerTemplate, seed: settings.seed) {
                    examples.append(DomainExample(text: text, domain: domain, splitKey: source, origin: origin))
                }
            }
        }
        try Self.checkConsistentLabels(examples)
        self.examples = examples
    }

    /// Requests labelled one per line as `DOMAIN<TAB>TEXT` (`DOMAIN` a ``SiriDomain`` case name or
    /// `none`), such as recognizer transcripts joined with their references' domains, for scoring a
    /// classifier on text that did not come from the data folder.
    public static func labelledRequests(contentsOf url: URL) throws(DomainDataError) -> [DomainExample] {
        var examples: [DomainExample] = []
        for (line, text) in try lines(of: url, required: true) {
            let fields = text.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            let location = "\(url.path):\(line)"
            guard fields.count == 2, let domain = DomainLabel.domain(named: String(fields[0])) else {
                throw DomainDataError(location, "expected DOMAIN<TAB>TEXT with DOMAIN a SiriKit domain or none")
            }
            let request = String(fields[1]).trimmingCharacters(in: .whitespaces)
            examples.append(DomainExample(text: request, domain: domain, origin: location))
        }
        return examples
    }

    /// The examples of each part of `split`; see ``DomainDataSplit/divide(_:)``.
    public func divided(by split: DomainDataSplit = .standard) -> [DomainDataSplit.Part: [DomainExample]] {
        split.divide(examples)
    }

    private static func readSlots(in directory: URL) throws(DomainDataError) -> [String: [String]] {
        var slots: [String: [String]] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".txt") {
            let values = try lines(of: directory.appendingPathComponent(name), required: true).map(\.text)
            guard !values.isEmpty else { throw DomainDataError("slots/\(name)", "no values") }
            slots[String(name.dropLast(4))] = values
        }
        return slots
    }

    private static func checkFileNames(in directory: URL, required: Bool) throws(DomainDataError) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
            if required { throw DomainDataError(directory.path, "no such folder") }
            return
        }
        let known = Set(DomainLabel.classes.map { DomainLabel.name(of: $0) + ".txt" })
        for name in names.sorted() where name.hasSuffix(".txt") && !known.contains(name) {
            throw DomainDataError(
                directory.appendingPathComponent(name).path,
                "not named after a domain (\(known.sorted().joined(separator: ", ")))")
        }
    }

    /// Non-blank, non-comment lines with their 1-based line numbers, trimmed.
    private static func lines(of url: URL, required: Bool) throws(DomainDataError) -> [(line: Int, text: String)] {
        guard FileManager.default.fileExists(atPath: url.path) else {
            if required { throw DomainDataError(url.path, "no such file") }
            return []
        }
        let contents: String
        do {
            contents = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw DomainDataError(url.path, "unreadable (\(error.localizedDescription))")
        }
        var result: [(line: Int, text: String)] = []
        for (index, raw) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty || text.hasPrefix("#") { continue }
            result.append((index + 1, text))
        }
        return result
    }

    private static func checkConsistentLabels(_ examples: [DomainExample]) throws(DomainDataError) {
        var first: [String: DomainExample] = [:]
        for example in examples {
            let key = TextFeatureExtractor.words(in: example.text).joined(separator: " ")
            if key.isEmpty { throw DomainDataError(example.origin, "\"\(example.text)\" has no words") }
            if let earlier = first[key] {
                if earlier.domain != example.domain {
                    throw DomainDataError(
                        example.origin,
                        "\"\(example.text)\" is \(DomainLabel.name(of: example.domain)) here but "
                            + "\(DomainLabel.name(of: earlier.domain)) at \(earlier.origin)")
                }
            } else {
                first[key] = example
            }
        }
    }
}
