/// What kind of value a parameter holds, which decides how it is heard and what it becomes.
public enum ParameterType: Hashable, Sendable {
    /// One of a fixed set of values, each with synonyms.
    case closedList(ClosedValueList)
    /// Any words; the value is the words heard.
    case freeText(FreeTextType)
    /// A spoken number ("twenty five") → its decimal digits ("25").
    case number
    /// A spoken duration ("an hour and a half") → ISO 8601 ("PT1H30M").
    case duration
    /// A spoken date ("yesterday", "last monday", "on june third") → ISO 8601 day or interval.
    case date
    /// A value from the user's vocabulary, matched fuzzily against what was heard.
    case vocabulary(VocabularyType)

    /// The built-in type names a file may use without declaring them.
    public static let builtInNames = ["text", "number", "duration", "date"]
}
