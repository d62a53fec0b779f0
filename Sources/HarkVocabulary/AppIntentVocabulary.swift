import Foundation
import HarkSupport

/// An app's global vocabulary in Apple's `AppIntentVocabulary.plist` format, read as Xcode writes
/// it: terms every user of the app may say (`ParameterVocabularies`) and example requests
/// (`IntentPhrases`). Keys outside the format are ignored, as Siri ignores them.
///
/// Reading is strict where a mistake would silently lose vocabulary: a missing required key, a
/// value of the wrong type, an empty string or a duplicate item identifier is an error naming the
/// file and the key path.
public struct AppIntentVocabulary: Hashable, Sendable {
    /// Where the vocabulary was read from, as given (a path, or a name such as `"<test>"`).
    public var source: String
    /// `ParameterVocabularies`: the app's terms, grouped by the intent parameters they fill.
    public var parameterVocabularies: [ParameterVocabulary]
    /// `IntentPhrases`: example requests, by intent.
    public var intentPhrases: [IntentPhrase]

    /// A vocabulary of the given parts, as if read from `source`; nothing is checked.
    public init(source: String, parameterVocabularies: [ParameterVocabulary], intentPhrases: [IntentPhrase]) {
        self.source = source
        self.parameterVocabularies = parameterVocabularies
        self.intentPhrases = intentPhrases
    }

    /// The most a vocabulary file may hold: far beyond any app's terms.
    public static let maximumBytes = 16 << 20

    /// Reads a plist file; errors name `url.path` as given (relative stays relative).
    public init(contentsOf url: URL) throws(AppIntentVocabularyError) {
        let source = url.relativePath
        let data: Data
        do {
            data = try BoundedFileReader(limit: Self.maximumBytes).data(of: url)
        } catch {
            throw AppIntentVocabularyError(source: source, keyPath: "", problem: .unreadable(error.description))
        }
        try self.init(propertyList: data, source: source)
    }

    /// Parses property-list bytes (XML, binary or OpenStep); `source` names them in errors.
    public init(propertyList data: Data, source: String) throws(AppIntentVocabularyError) {
        let root: Any
        do {
            root = try PropertyListNode.decode(data).foundationValue
        } catch {
            throw AppIntentVocabularyError(
                source: source, keyPath: "", problem: .notAPropertyList(Self.detail(of: error)))
        }
        let plist = PropertyListValue(root: root, source: source)
        let keys = try plist.dictionary().keys
        // An empty dictionary (`<dict/>`) or one with neither key gives Siri nothing: a mistake.
        guard keys.contains("ParameterVocabularies") || keys.contains("IntentPhrases") else {
            throw AppIntentVocabularyError(source: source, keyPath: "", problem: .declaresNothing)
        }
        var identifiers: [String: String] = [:]
        var vocabularies: [ParameterVocabulary] = []
        for entry in try plist.optional("ParameterVocabularies")?.array() ?? [] {
            vocabularies.append(try Self.parameterVocabulary(entry, identifiers: &identifiers))
        }
        var phrases: [IntentPhrase] = []
        for entry in try plist.optional("IntentPhrases")?.array() ?? [] {
            phrases.append(
                IntentPhrase(
                    intentName: try entry.required("IntentName").string(),
                    examples: try entry.required("IntentExamples").strings()))
        }
        self.init(source: source, parameterVocabularies: vocabularies, intentPhrases: phrases)
    }

    /// Every synonym phrase of every item, in file order: the terms the decoder must know.
    public var terms: [VocabularySynonym] {
        parameterVocabularies.flatMap { $0.items.flatMap(\.synonyms) }
    }

    private static func parameterVocabulary(
        _ entry: PropertyListValue, identifiers: inout [String: String]
    ) throws(AppIntentVocabularyError) -> ParameterVocabulary {
        let namesValue = try entry.required("ParameterNames")
        var names: [String] = []
        for nameValue in try namesValue.array() {
            let name = try nameValue.string()
            guard isParameterName(name) else { throw nameValue.error(.malformedParameterName(name)) }
            if let problem = SiriKitIntentProperties.problem(with: name) { throw nameValue.error(problem) }
            names.append(name)
        }
        if names.isEmpty { throw namesValue.error(.empty) }
        var items: [VocabularyItem] = []
        let itemsValue = try entry.required("ParameterVocabulary")
        for itemValue in try itemsValue.array() {
            let identifierValue = try itemValue.required("VocabularyItemIdentifier")
            let identifier = try identifierValue.string()
            if let first = identifiers[identifier] {
                throw identifierValue.error(.duplicateIdentifier(identifier, firstKeyPath: first))
            }
            identifiers[identifier] = identifierValue.keyPath
            let synonymsValue = try itemValue.required("VocabularyItemSynonyms")
            var synonyms: [VocabularySynonym] = []
            for synonymValue in try synonymsValue.array() {
                synonyms.append(
                    VocabularySynonym(
                        phrase: try synonymValue.required("VocabularyItemPhrase").string(),
                        pronunciation: try synonymValue.optional("VocabularyItemPronunciation")?.string(),
                        examples: try synonymValue.optional("VocabularyItemExamples")?.strings() ?? []))
            }
            // An item nobody can say is a mistake in the file, not a choice.
            if synonyms.isEmpty { throw synonymsValue.error(.empty) }
            items.append(VocabularyItem(identifier: identifier, synonyms: synonyms))
        }
        // Parameter names with no terms give Siri nothing to listen for.
        if items.isEmpty { throw itemsValue.error(.empty) }
        return ParameterVocabulary(parameterNames: names, items: items)
    }

    /// `<IntentClass>.<property>`: two identifiers joined by one dot.
    private static func isParameterName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2
            && parts.allSatisfy { part in
                guard let first = part.first, first.isLetter || first == "_" else { return false }
                return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            }
    }

    /// The decoder's own explanation (e.g. "Encountered unexpected character <" with the key path
    /// where it gave up) rather than its generic "The data couldn't be read".
    private static func detail(of error: any Error) -> String {
        guard case DecodingError.dataCorrupted(let context) = error else { return String(describing: error) }
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        let place = path.isEmpty ? "" : " at \(path.hasPrefix(".") ? String(path.dropFirst()) : path)"
        let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
        return (underlying.map { "\(context.debugDescription) (\($0))" } ?? context.debugDescription) + place
    }
}
