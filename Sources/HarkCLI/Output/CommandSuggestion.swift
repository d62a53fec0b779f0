import HarkSupport

/// What to say when the first word of a command line is no command: the nearest command's name,
/// as git says "did you mean", within two edits; the full list when none is near.
struct CommandSuggestion: CustomStringConvertible {
    var word: String
    var nearest: [String]
    var all: [String]

    /// Nil when `word` is a command, an option, or a path (a file given to the default command).
    init?(for word: String, among commands: [String]) {
        guard !word.hasPrefix("-"), !word.contains("/"), !word.contains("."), !commands.contains(word) else {
            return nil
        }
        self.word = word
        all = commands
        let distances = commands.map { (name: $0, distance: EditDistance.between(Array(word.lowercased()), Array($0))) }
        let closest = distances.map(\.distance).min() ?? .max
        nearest = closest <= 2 ? distances.filter { $0.distance == closest }.map(\.name) : []
    }

    var description: String {
        guard !nearest.isEmpty else {
            return "'\(word)' is not a hark command; the commands are: \(all.joined(separator: ", "))"
        }
        return "'\(word)' is not a hark command. Did you mean \(nearest.map { "'\($0)'" }.joined(separator: " or "))?"
    }
}
