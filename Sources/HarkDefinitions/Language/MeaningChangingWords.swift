/// Words that turn a request around when no template explains them: a negation ("don't"), a
/// question or statement ("is", "did"), another time ("tomorrow", "at noon"), another scope or
/// thing ("every", "and"). A request to an app its user named may hold other words its
/// templates lack ("did zuzu write back on MonkeyChat"); never one of these
/// (``HarmlessWords`` are the words any request may hold).
public enum MeaningChangingWords {
    /// American English, lowercase, as ``WordTokenizer`` splits them.
    public static let english: Set<String> = [
        // Negation and exception.
        "not", "don't", "dont", "never", "no", "nor", "neither", "nobody", "nothing", "none", "cannot", "can't",
        "won't", "wouldn't", "shouldn't", "couldn't", "didn't", "doesn't", "isn't", "aren't", "wasn't", "weren't",
        "haven't", "hasn't", "hadn't", "mustn't", "without", "except", "unless", "instead", "rather", "but",
        // Questions and statements about what is.
        "is", "are", "was", "were", "am", "be", "been", "being", "did", "does", "do", "has", "have", "had", "should",
        "shall", "might", "must", "who", "what", "when", "where", "why", "how", "which", "whose", "whether",
        "what's", "who's", "where's", "how's", "it's", "that's", "there's", "i've",
        // Another time, or again.
        "today", "tonight", "tomorrow", "yesterday", "later", "soon", "morning", "afternoon", "evening", "night",
        "noon", "midnight", "o'clock", "pm", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
        "sunday", "weekend", "weekday", "week", "weeks", "month", "months", "year", "years", "day", "days", "daily",
        "weekly", "hour", "hours", "minute", "minutes", "second", "seconds", "until", "till", "after", "before",
        "since", "then", "again", "always", "once", "twice",
        // Another scope, or more things.
        "and", "or", "also", "too", "plus", "every", "each", "all", "both", "only", "everything", "everyone",
    ]
}
