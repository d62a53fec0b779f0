import Foundation
import HarkSupport

/// Reads JSON Lines manifests: one utterance per line,
///
///     {"audio": "clips/go.wav", "text": "go forward ten meters", "intent": "move",
///      "parameters": {"distance": "ten"}, "split": "heldout"}
///
/// Only `audio` is required. `text`, `intent` and `rawFormat` are strings, `parameters` maps
/// names to a string or an array of strings; `null` counts as absent. Every other key (`voice`,
/// `split`, anything new) is kept as metadata. Blank lines and lines starting with `#` are
/// skipped. The full format is in `docs/evaluation.md`.
public enum ManifestReader {
    /// Reads and parses the manifest at `path`.
    public static func read(contentsOf path: String) throws(ManifestError) -> SampleSet {
        try parse(readText(path), path: path)
    }

    /// Parses manifest text as if read from `path`, which names the set and anchors relative audio
    /// paths.
    public static func parse(_ text: String, path: String) throws(ManifestError) -> SampleSet {
        let set = ManifestPath.stem(of: path)
        let directory = ManifestPath.directory(of: path)
        var samples: [EvaluationSample] = []
        try forEachObject(in: text, path: path) { (members, location) throws(LineProblem) in
            samples.append(try sample(from: members, set: set, directory: directory, location: location))
        }
        shortenAbsoluteIDs(&samples)
        return SampleSet(name: set, path: path, samples: samples)
    }

    /// Calls `body` with the JSON object of every line that is not blank or a `#` comment, and its
    /// location; a problem on a line becomes a ``ManifestError`` naming the file and line, and a
    /// file without such lines is an error too. Shared with ``TranscriptPairReader``.
    static func forEachObject(
        in text: String, path: String,
        _ body: ([String: JSONValue], ManifestLocation) throws(LineProblem) -> Void
    ) throws(ManifestError) {
        var found = false
        for (index, rawLine) in lines(of: text).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            do throws(LineProblem) {
                try body(try object(from: line), ManifestLocation(path: path, line: index + 1))
            } catch {
                throw ManifestError(path: path, line: index + 1, reason: error.reason)
            }
            found = true
        }
        guard found else { throw ManifestError(path: path, reason: .noSamples) }
    }

    /// An absolute audio path makes a long id ("/usr/share/pocketsphinx/test/data/cards/001");
    /// such samples are named by the fewest trailing path components that tell them apart within
    /// the manifest ("001"), which is also how Sphinx tools name them.
    private static func shortenAbsoluteIDs(_ samples: inout [EvaluationSample]) {
        let absolute = samples.indices.filter { samples[$0].id.hasPrefix("/") }
        let components = absolute.map { samples[$0].id.split(separator: "/").map(String.init) }
        let deepest = components.map(\.count).max() ?? 0
        var depth = 1
        while depth < deepest {
            let suffixes = components.map { $0.suffix(depth).joined(separator: "/") }
            if Set(suffixes).count == suffixes.count { break }
            depth += 1
        }
        for (index, parts) in zip(absolute, components) {
            samples[index].id = parts.suffix(depth).joined(separator: "/")
        }
    }

    /// The text of a file, as UTF-8; shared with the Sphinx reader.
    static func readText(_ path: String) throws(ManifestError) -> String {
        do {
            return try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
        } catch {
            throw ManifestError(path: path, reason: .unreadable(error.localizedDescription))
        }
    }

    /// Lines without their terminators (`\n` or `\r\n`) and without a leading byte-order mark, so
    /// that line numbers match what an editor shows.
    static func lines(of text: String) -> [Substring] {
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        return body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// One line's JSON object.
    private static func object(from line: String) throws(LineProblem) -> [String: JSONValue] {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(line.utf8))
        } catch {
            throw LineProblem(.badJSON(jsonErrorDetail(error, line: line)))
        }
        guard case .object(let members) = value else { throw LineProblem(.notAnObject) }
        return members
    }

    private static func sample(
        from members: [String: JSONValue], set: String, directory: String?, location: ManifestLocation
    ) throws(LineProblem) -> EvaluationSample {
        guard let audioValue = members["audio"], audioValue != .null else { throw LineProblem(.missingAudio) }
        let audio = try string(audioValue, key: "audio")
        guard !audio.isEmpty else { throw LineProblem(.missingAudio) }

        var sample = EvaluationSample(
            id: ManifestPath.removingExtension(audio),
            audioPath: ManifestPath.resolve(audio, against: directory), set: set,
            location: location)
        for (key, value) in members.sorted(by: { $0.key < $1.key }) where value != .null {
            switch key {
            case "audio": break
            case "text": sample.reference = try string(value, key: key)
            case "intent": sample.intent = try string(value, key: key)
            case "parameters": sample.parameters = try parameters(value)
            case "rawFormat":
                let format = try string(value, key: key)
                guard isRawFormatShaped(format) else { throw LineProblem(.invalidRawFormat(format)) }
                sample.rawFormat = format
            default: sample.metadata[key] = value.text
            }
        }
        return sample
    }

    static func string(_ value: JSONValue, key: String) throws(LineProblem)
        -> String
    {
        guard case .string(let string) = value else {
            throw LineProblem(.wrongType(key: key, expected: "a string", found: value.kindDescription))
        }
        return string
    }

    private static func parameters(_ value: JSONValue) throws(LineProblem)
        -> [String: [String]]
    {
        guard case .object(let members) = value else {
            throw LineProblem(
                .wrongType(key: "parameters", expected: "an object", found: value.kindDescription))
        }
        var parameters: [String: [String]] = [:]
        for (name, value) in members.sorted(by: { $0.key < $1.key }) {
            let key = "parameters.\(name)"
            let expected = "a string or an array of strings"
            switch value {
            case .string(let single):
                parameters[name] = [single]
            case .array(let elements):
                var values: [String] = []
                for element in elements {
                    guard case .string(let string) = element else {
                        throw LineProblem(
                            .wrongType(
                                key: key, expected: expected,
                                found: "an array holding \(element.kindDescription)"))
                    }
                    values.append(string)
                }
                parameters[name] = values
            default:
                throw LineProblem(.wrongType(key: key, expected: expected, found: value.kindDescription))
            }
        }
        return parameters
    }

    /// Checks the shape `ENCODING:RATE[:CHANNELS]` only; whether the encoding exists is for the
    /// audio reader to say, which knows the list.
    private static func isRawFormatShaped(_ text: String) -> Bool {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, !parts[0].isEmpty,
            parts[0].allSatisfy({ $0.isLetter || $0.isNumber })
        else { return false }
        return parts.dropFirst().allSatisfy { Int($0).map { $0 > 0 } ?? false }
    }

    /// The most specific message Foundation gives. JSONDecoder only says the data "was not valid
    /// JSON"; JSONSerialization says where and why ("Unexpected character 'a' around line 1,
    /// column 2"), so a line that failed to decode is parsed once more for the message.
    private static func jsonErrorDetail(_ error: any Error, line: String) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
        } catch {
            if let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String {
                return detail.hasSuffix(".") ? String(detail.dropLast()) : detail
            }
        }
        if case DecodingError.dataCorrupted(let context) = error {
            return context.debugDescription
        }
        return String(describing: error)
    }
}

/// A problem confined to one manifest line; the caller adds the file and line number.
struct LineProblem: Error {
    var reason: ManifestError.Reason

    init(_ reason: ManifestError.Reason) {
        self.reason = reason
    }
}
