import Foundation

/// An acoustic model's `feat.params`: the front-end settings it was trained with (`-cmn batch`,
/// `-nfilt 25`, …), one `-flag value` per line.
///
/// PocketSphinx reads this file after the command line and lets it win, so a flag it names, given
/// to the decoder directly (`--decoder-flag -cmn=live`), would be silently ignored. The recognizer
/// therefore hands the decoder a copy with such flags changed (`-featparams`).
struct FeatureParameters {
    /// Flag (with its dash) and value, in the file's order.
    private(set) var settings: [(flag: String, value: String)]

    /// Reads `text`: a flag and its value per line; blank lines are skipped.
    init(text: String) {
        settings = text.split(whereSeparator: \.isNewline).compactMap { line in
            let parts = line.split(whereSeparator: \.isWhitespace).map(String.init)
            guard parts.count >= 2, parts[0].hasPrefix("-") else { return nil }
            return (parts[0], parts[1...].joined(separator: " "))
        }
    }

    /// The model's file (`FOLDER/feat.params`), or nil when it has none or it cannot be read.
    init?(modelFolder: String) {
        let path = (modelFolder as NSString).appendingPathComponent("feat.params")
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        self.init(text: text)
    }

    /// The file's flags that `arguments` (flag → value, dash included) set differently, with the
    /// values `arguments` give them.
    func overridden(by arguments: [String: String]) -> [String: String] {
        var changed: [String: String] = [:]
        for (flag, value) in settings {
            if let wanted = arguments[flag], wanted != value { changed[flag] = wanted }
        }
        return changed
    }

    /// This file with `changes` (flag → value) applied to the flags it names.
    func applying(_ changes: [String: String]) -> FeatureParameters {
        var copy = self
        copy.settings = settings.map { ($0.flag, changes[$0.flag] ?? $0.value) }
        return copy
    }

    /// The file's text, a flag per line.
    var text: String {
        settings.map { "\($0.flag) \($0.value)\n" }.joined()
    }
}
