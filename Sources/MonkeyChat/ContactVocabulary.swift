import HarkUserVocabulary

/// The address book as the user's SiriKit-style contact vocabulary: the names the decoder must be
/// able to hear when the user speaks of a friend.
extension MonkeyChatStore {
    /// Every screen name, most recently used first (`screenNamesByRecentUse()`), then every full
    /// name, again by its contact's last use and then alphabetically; a name already listed
    /// (ignoring case) is not repeated.
    ///
    /// Screen names lead because commands use them ("text Bobo") and a vocabulary keeps only its
    /// first strings when it is full. Full names follow because they answer "Which one? Bobo the
    /// Great, Bobo Jr., or Little Bobo?", and a user may say one in a command as well.
    public func contactNameVocabulary() throws(MonkeyChatStoreError) -> [String] {
        let contacts = try contacts()
        let fullNames = Self.recencyOrdered(contacts.map { ($0.fullName, $0.lastUsed) })
        var seen = Set<String>()
        return (try screenNamesByRecentUse() + fullNames).filter { seen.insert($0.lowercased()).inserted }
    }

    /// Replaces the user's `.contactName` vocabulary with `contactNameVocabulary()`, as a
    /// messaging app does whenever its address book or its use changes. Returns how many strings
    /// the vocabulary kept (it keeps at most its store's limit, the first ones).
    @discardableResult
    public func syncVocabulary(into vocabulary: UserVocabulary) throws(MonkeyChatStoreError) -> Int {
        let names = try contactNameVocabulary()
        do {
            return try vocabulary.setVocabularyStrings(names, of: .contactName)
        } catch {
            throw MonkeyChatStoreError(path: error.path, problem: .vocabulary(error))
        }
    }
}
