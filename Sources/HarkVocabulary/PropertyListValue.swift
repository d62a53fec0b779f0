import Foundation

/// A value inside a decoded property list together with the key path that reached it, so that
/// every type check can report exactly where the file is wrong.
struct PropertyListValue {
    let value: Any
    let keyPath: String
    let source: String

    init(root value: Any, source: String) {
        self.value = value
        self.keyPath = ""
        self.source = source
    }

    private init(value: Any, keyPath: String, source: String) {
        self.value = value
        self.keyPath = keyPath
        self.source = source
    }

    func error(_ problem: AppIntentVocabularyError.Problem) -> AppIntentVocabularyError {
        AppIntentVocabularyError(source: source, keyPath: keyPath, problem: problem)
    }

    private func child(_ key: String, _ value: Any) -> PropertyListValue {
        PropertyListValue(value: value, keyPath: keyPath.isEmpty ? key : "\(keyPath).\(key)", source: source)
    }

    /// The value under `key` of this dictionary; nil when the key is absent.
    func optional(_ key: String) throws(AppIntentVocabularyError) -> PropertyListValue? {
        try dictionary()[key].map { child(key, $0) }
    }

    /// The value under `key` of this dictionary; an error naming the key when it is absent.
    func required(_ key: String) throws(AppIntentVocabularyError) -> PropertyListValue {
        guard let value = try optional(key) else { throw child(key, ()).error(.missing) }
        return value
    }

    func dictionary() throws(AppIntentVocabularyError) -> [String: Any] {
        guard let dictionary = value as? [String: Any] else { throw wrongType("Dictionary") }
        return dictionary
    }

    /// The elements of this array, each with its `[index]` key path.
    func array() throws(AppIntentVocabularyError) -> [PropertyListValue] {
        guard let array = value as? [Any] else { throw wrongType("Array") }
        return array.enumerated().map {
            PropertyListValue(value: $0.element, keyPath: "\(keyPath)[\($0.offset)]", source: source)
        }
    }

    /// This string, trimmed; empty strings are errors since every string in the format names or
    /// says something.
    func string() throws(AppIntentVocabularyError) -> String {
        guard let string = value as? String else { throw wrongType("String") }
        let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw error(.empty) }
        return trimmed
    }

    func strings() throws(AppIntentVocabularyError) -> [String] {
        var strings: [String] = []
        for element in try array() { strings.append(try element.string()) }
        return strings
    }

    private func wrongType(_ expected: String) -> AppIntentVocabularyError {
        error(.wrongType(expected: expected, found: Self.typeName(of: value)))
    }

    /// Type names as Xcode's property-list editor shows them.
    static func typeName(of value: Any) -> String {
        switch value {
        case is String: return "String"
        case is [Any]: return "Array"
        case is [String: Any]: return "Dictionary"
        case is Data: return "Data"
        case is Date: return "Date"
        // Before NSNumber: a decoded <true/> is a Bool that also casts to NSNumber.
        case is Bool: return "Boolean"
        case is NSNumber: return "Number"
        default: return String(describing: type(of: value))
        }
    }
}
