import Foundation

/// Finds the workouts a spoken or typed name means.
///
/// A name matches when it is one of a workout's names, folded (case, accents, spaces and
/// punctuation ignored, so "monkey-mile" is "Monkey Mile"), with words such as "workout" or "my"
/// around it dropped. Failing that, it matches in part when its words are all words of a name
/// ("jog" in "Jungle Jog") or a name's words are all among its words ("the bananarific one").
public struct WorkoutMatcher: Sendable {
    /// How a name was found.
    public enum Tier: Hashable, Sendable {
        /// One of the workout's names.
        case name
        /// Part of a name, or a name among other words: worth confirming.
        case partial
    }

    public struct Match: Hashable, Sendable {
        public var tier: Tier
        /// In catalogue order; several when the name fits more than one workout.
        public var workouts: [Workout]
    }

    public let workouts: [Workout]

    public init(workouts: [Workout]) {
        self.workouts = workouts
    }

    /// Words that say nothing about which workout: "start my Bananarific workout".
    static let fillers: Set<String> = [
        "a", "an", "the", "my", "our", "this", "that", "workout", "workouts", "training", "session", "exercise", "one",
    ]

    /// The workouts `phrase` means, or nil for none.
    public func match(_ phrase: String) -> Match? {
        let words = Self.significantWords(phrase)
        guard !words.isEmpty else { return nil }
        let key = words.joined()
        let named = workouts.filter { workout in workout.names.contains { Self.key($0) == key } }
        if !named.isEmpty { return Match(tier: .name, workouts: named) }
        let spoken = Set(words)
        let partial = workouts.filter { workout in
            workout.names.contains { name in
                let nameWords = Set(Self.significantWords(name))
                return !nameWords.isEmpty && (spoken.isSubset(of: nameWords) || nameWords.isSubset(of: spoken))
            }
        }
        return partial.isEmpty ? nil : Match(tier: .partial, workouts: partial)
    }

    /// Lowercase words of letters and digits, accents removed.
    public static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
            .split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// The words that tell workouts apart; all the words when they are all fillers (a workout the
    /// user called "My Workout").
    static func significantWords(_ text: String) -> [String] {
        let words = words(text)
        let significant = words.filter { !fillers.contains($0) }
        return significant.isEmpty ? words : significant
    }

    /// The name as it is compared and stored unique: its significant words run together, so
    /// "Monkey Mile", "monkey-mile" and "MonkeyMile workout" are one name.
    public static func key(_ name: String) -> String {
        significantWords(name).joined()
    }
}
