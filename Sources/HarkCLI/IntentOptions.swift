import ArgumentParser
import Foundation
import Hark
import HarkUnderstanding
import HarkVocabulary

/// Which intent definitions are active and which user vocabulary fills their name slots.
struct IntentOptions: ParsableArguments {
    @Option(
        name: .customLong("intents"),
        help: ArgumentHelp(
            "Intent definition file or folder of .yaml files (repeatable).",
            discussion:
                "Default: the shipped Models/intents (found via $HARK_MODELS_DIR or by walking up from the executable or the current directory)."
        ),
        completion: .file())
    var intentPaths: [String] = []

    @Option(
        name: .customLong("term"),
        help: ArgumentHelp(
            "A user vocabulary term as VOCABULARY=VALUE, e.g. contacts=Bobo (repeatable).",
            discussion: "A vocabulary given no terms uses the examples of its definition file."))
    var terms: [String] = []

    @Option(
        name: .customLong("terms-file"),
        help: "Terms of a vocabulary as VOCABULARY=FILE, one term per line (repeatable).",
        completion: .file())
    var termFiles: [String] = []

    @Option(
        help:
            "CMUdict-format dictionary for matching names by sound (default: the recognizer's, when installed; 'none' for spelling rules only).",
        completion: .file())
    var dict: String?

    func definitions() throws -> IntentDefinitionSet {
        var urls = intentPaths.map { URL(fileURLWithPath: $0) }
        if urls.isEmpty {
            guard let shipped = IntentDefinitionFiles.defaultDirectory else {
                throw ValidationError(
                    "no Models/intents found: pass --intents, set \(IntentDefinitionFiles.modelsDirectoryVariable), or run from the package"
                )
            }
            urls = [shipped]
        }
        return try IntentDefinitionSet.load(from: urls)
    }

    func vocabulary() throws -> [String: [String]] {
        var vocabulary: [String: [String]] = [:]
        for term in terms {
            let (name, value) = try split(term, option: "--term")
            vocabulary[name, default: []].append(value)
        }
        for entry in termFiles {
            let (name, path) = try split(entry, option: "--terms-file")
            let text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
            vocabulary[name, default: []] += text.split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        }
        return vocabulary
    }

    /// Pronunciations for matching by sound: the given dictionary, else the recognizer's own when
    /// installed, else spelling rules.
    func transcriber() throws -> PhoneticTranscriber {
        if dict == "none" { return .spellingOnly }
        let path = dict ?? AcousticModelLocation.standard().dictionary
        guard dict != nil || FileManager.default.fileExists(atPath: path) else { return .spellingOnly }
        return PhoneticTranscriber(dictionary: try IndexedPronouncingDictionary(contentsOf: URL(fileURLWithPath: path)))
    }

    private func split(_ text: String, option: String) throws -> (String, String) {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex,
            text.index(after: equals) != text.endIndex
        else { throw ValidationError("\(option) takes NAME=VALUE, got '\(text)'") }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }
}
