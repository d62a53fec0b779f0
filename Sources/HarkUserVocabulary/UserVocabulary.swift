import Foundation
import HarkVocabulary

/// One user's vocabulary, in the manner of SiriKit's `INVocabulary`: for each
/// `VocabularyStringType`, an ordered set of strings, most important first.
///
/// Obtained from `UserVocabularyStore.vocabulary(for:)`; every call reads or writes the database,
/// so what one `hark` process sets, the next one sees.
public struct UserVocabulary: Sendable {
    /// The user's name, trimmed, as the store keys it.
    public let user: String
    let store: UserVocabularyStore

    init(user: String, store: UserVocabularyStore) {
        self.user = user
        self.store = store
    }

    /// Replaces the whole set of `type` with `strings`, most important first. Surrounding white
    /// space is trimmed; a repeated string keeps its first (most important) place, as in an
    /// ordered set. Only the first `store.limitPerType` strings are kept. Returns how many were
    /// stored. An empty or blank string is an error and changes nothing.
    @discardableResult
    public func setVocabularyStrings(
        _ strings: [String], of type: VocabularyStringType
    ) throws(UserVocabularyError) -> Int {
        var seen = Set<String>()
        var ordered: [String] = []
        for (index, string) in strings.enumerated() {
            let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else {
                throw UserVocabularyError(path: store.url.path, problem: .emptyString(type: type, index: index))
            }
            if seen.insert(trimmed).inserted { ordered.append(trimmed) }
        }
        let kept = Array(ordered.prefix(store.limitPerType))
        try store.replace(kept, of: type, for: user)
        return kept.count
    }

    /// Removes every string of every type: what signing out or resetting the user does.
    public func removeAllVocabularyStrings() throws(UserVocabularyError) {
        try store.removeAll(for: user)
    }

    /// The strings of `type`, most important first.
    public func vocabularyStrings(of type: VocabularyStringType) throws(UserVocabularyError) -> [String] {
        try store.strings(of: type, for: user)
    }

    /// Every type that has strings, in `VocabularyStringType.allCases` order, with its strings.
    public func allVocabularyStrings() throws(UserVocabularyError) -> [(type: VocabularyStringType, strings: [String])]
    {
        var result: [(type: VocabularyStringType, strings: [String])] = []
        for type in VocabularyStringType.allCases {
            let strings = try vocabularyStrings(of: type)
            if !strings.isEmpty { result.append((type, strings)) }
        }
        return result
    }
}
