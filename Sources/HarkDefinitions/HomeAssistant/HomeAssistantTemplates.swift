import Foundation
import Yams

/// Home Assistant's sentence templates for one language, as its `home-assistant-intents` package
/// ships them (`data/<lang>.json`) or as its intents repository lays them out
/// (`sentences/<lang>/*.yaml` beside `_common.yaml`): intents of data blocks, lists, expansion
/// rules and skip words. Plain data, read as is; ``HomeAssistantApp`` makes Hark's app of it.
struct HomeAssistantTemplates {
    /// One `data:` entry of an intent: its sentences and what they add or need.
    struct Block {
        var sentences: [String]
        /// Slots every sentence sets (`slots: {domain: light}`).
        var slots: [String: String]
        var requiresContext: [String: Any]
        var excludesContext: [String: Any]
        /// Keys Hark does not read at all (block-local lists or rules), named when the app is made.
        var otherKeys: [String]
    }

    /// A list a template refers to as `{list}`.
    enum ListDefinition {
        /// Values said as `in` (a template) and reported as `out`.
        case values([(spoken: String, value: String)])
        /// Numbers from `from` to `to`.
        case range(NumberRange)
        /// Any words.
        case wildcard
    }

    var language: String
    var intents: [(name: String, blocks: [Block])]
    var lists: [String: ListDefinition]
    var expansionRules: [String: String]
    var skipWords: [String]
    /// The text of every file read, for the search cache's digest.
    var sourceTexts: [String]

    /// Whether `url` holds Home Assistant's templates: a JSON file with `language` and `intents`,
    /// or a folder with `_common.yaml`.
    static func isTemplates(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return false }
        if isDirectory.boolValue {
            return FileManager.default.fileExists(atPath: url.appendingPathComponent("_common.yaml").path)
        }
        guard url.pathExtension.lowercased() == "json",
            let data = try? Data(contentsOf: url),
            let top = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return false }
        return top["intents"] is [String: Any] && top["language"] is String
    }

    /// Reads a package file or a repository folder.
    init(contentsOf url: URL) throws(IntentDefinitionError) {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        var documents: [(file: String, text: String, root: [String: Any])] = []
        if isDirectory.boolValue {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: url.path)
                    .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
            } catch {
                throw IntentDefinitionError("cannot list: \(error.localizedDescription)", file: url.path)
            }
            for name in names {
                let file = url.appendingPathComponent(name).path
                let text = try Self.read(file)
                let root: Any?
                do {
                    root = try Yams.load(yaml: text)
                } catch {
                    throw IntentDefinitionError("not YAML: \(error)", file: file)
                }
                guard let mapping = root as? [String: Any] else {
                    throw IntentDefinitionError("must be a mapping (language, intents, lists, …)", file: file)
                }
                documents.append((file, text, mapping))
            }
        } else {
            let text = try Self.read(url.path)
            guard let data = text.data(using: .utf8),
                let mapping = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            else { throw IntentDefinitionError("not a JSON object of Home Assistant's intents", file: url.path) }
            documents.append((url.path, text, mapping))
        }
        language = "en"
        intents = []
        lists = [:]
        expansionRules = [:]
        skipWords = []
        sourceTexts = documents.map(\.text)
        for document in documents {
            try merge(document.root, file: document.file)
        }
    }

    private static func read(_ path: String) throws(IntentDefinitionError) -> String {
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw IntentDefinitionError("cannot read: \(error.localizedDescription)", file: path)
        }
    }

    private mutating func merge(_ root: [String: Any], file: String) throws(IntentDefinitionError) {
        func fail(_ message: String) -> IntentDefinitionError { IntentDefinitionError(message, file: file) }
        if let code = root["language"] as? String { language = code }
        if let words = root["skip_words"] {
            guard let list = words as? [Any] else { throw fail("'skip_words' must be a list") }
            skipWords += list.compactMap(Self.text)
        }
        if let rules = root["expansion_rules"] {
            guard let mapping = rules as? [String: Any] else { throw fail("'expansion_rules' must be a mapping") }
            for (name, value) in mapping {
                guard let text = Self.text(value) else { throw fail("expansion rule '\(name)' must be a template") }
                expansionRules[name] = text
            }
        }
        if let definitions = root["lists"] {
            guard let mapping = definitions as? [String: Any] else { throw fail("'lists' must be a mapping") }
            for (name, value) in mapping { lists[name] = try Self.list(name, value, fail: fail) }
        }
        if let definitions = root["intents"] {
            guard let mapping = definitions as? [String: Any] else { throw fail("'intents' must be a mapping") }
            for name in mapping.keys.sorted() {
                guard let intent = mapping[name] as? [String: Any], let data = intent["data"] as? [Any] else {
                    throw fail("intent '\(name)' needs a 'data' list")
                }
                var blocks: [Block] = []
                for (index, entry) in data.enumerated() {
                    guard let fields = entry as? [String: Any], let sentences = fields["sentences"] as? [Any] else {
                        throw fail("intent '\(name)', data \(index + 1): needs 'sentences'")
                    }
                    var slots: [String: String] = [:]
                    for (slot, value) in fields["slots"] as? [String: Any] ?? [:] {
                        guard let text = Self.text(value) else {
                            throw fail("intent '\(name)', data \(index + 1): slot '\(slot)' must be one value")
                        }
                        slots[slot] = text
                    }
                    let read: Set<String> = [
                        "sentences", "slots", "requires_context", "excludes_context", "metadata", "response",
                    ]
                    blocks.append(
                        Block(
                            sentences: sentences.compactMap(Self.text), slots: slots,
                            requiresContext: fields["requires_context"] as? [String: Any] ?? [:],
                            excludesContext: fields["excludes_context"] as? [String: Any] ?? [:],
                            otherKeys: fields.keys.filter { !read.contains($0) }.sorted()))
                }
                if let existing = intents.firstIndex(where: { $0.name == name }) {
                    intents[existing].blocks += blocks
                } else {
                    intents.append((name, blocks))
                }
            }
        }
    }

    private static func list(
        _ name: String, _ value: Any, fail: (String) -> IntentDefinitionError
    ) throws(IntentDefinitionError) -> ListDefinition {
        guard let fields = value as? [String: Any] else { throw fail("list '\(name)' must be a mapping") }
        if let wildcard = fields["wildcard"], Self.text(wildcard) == "true" || Self.text(wildcard) == "1" {
            return .wildcard
        }
        if let range = fields["range"] as? [String: Any] {
            guard let from = number(range["from"]), let to = number(range["to"]) else {
                throw fail("list '\(name)': a range needs 'from' and 'to'")
            }
            var fractions: [Double] = []
            if let fractionName = range["fractions"].flatMap(Self.text) {
                guard let named = NumberRange.fractions(named: fractionName) else {
                    throw fail("list '\(name)': unknown fractions '\(fractionName)' (known: halves, tenths)")
                }
                fractions = named
            }
            guard to >= from, (number(range["step"]) ?? 1) > 0 else {
                throw fail("list '\(name)': a range needs 'from' at most 'to' and a positive 'step'")
            }
            return .range(
                NumberRange(
                    from: from, to: to, step: number(range["step"]) ?? 1, fractions: fractions))
        }
        if let values = fields["values"] as? [Any] {
            var result: [(spoken: String, value: String)] = []
            for value in values {
                if let text = Self.text(value) {
                    result.append((text, text))
                } else if let pair = value as? [String: Any], let spoken = pair["in"].flatMap(Self.text),
                    let out = pair["out"].flatMap(Self.text)
                {
                    result.append((spoken, out))
                } else {
                    throw fail("list '\(name)': each value must be text or {in, out}")
                }
            }
            return .values(result)
        }
        throw fail("list '\(name)' must have values, a range or wildcard: true")
    }

    static func text(_ value: Any) -> String? {
        if let string = value as? String { return string }
        // JSONSerialization gives numbers as NSNumber, and on Linux an NSNumber of 0 or 1 casts
        // to Bool: a list's `out: 1` (the brightness "minimum") read as "true". Booleans, JSON's
        // and Swift's, are NSNumbers of type "c".
        guard let number = value as AnyObject as? NSNumber else { return nil }
        if String(cString: number.objCType) == "c" { return number.boolValue ? "true" : "false" }
        let double = number.doubleValue
        return double == double.rounded() && abs(double) < 1e15 ? String(Int(double)) : String(double)
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let integer as Int: return Double(integer)
        case let double as Double: return double
        case let number as NSNumber: return number.doubleValue
        case let string as String: return Double(string)
        default: return nil
        }
    }
}
