import Foundation
import Hark

/// The real recordings of Debian's `pocketsphinx-testdata`, installed by the project's setup.
enum TestData {
    static let root = "/usr/share/pocketsphinx/test/data"
    static let goForward = root + "/goforward.raw"
    static let librivox = root + "/librivox"

    /// `(id, reference)` pairs from `librivox/transcription`.
    static func librivoxReferences() throws -> [(id: String, text: String)] {
        let text = try String(contentsOfFile: librivox + "/transcription", encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard let open = line.lastIndex(of: "(") else { return nil }
            let id = line[line.index(after: open)...].dropLast()
            let words = line[..<open].split(separator: " ").filter { $0 != "<s>" && $0 != "</s>" }
            return (String(id), words.joined(separator: " "))
        }
    }

    /// The directory the test binary runs from, where SwiftPM also puts the `hark` executable.
    static var productsDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }
}

/// Word-level edit distance: the minimum substitutions + deletions + insertions.
func wordErrors(reference: String, hypothesis: String) -> (errors: Int, words: Int) {
    let ref = reference.split(separator: " "), hyp = hypothesis.split(separator: " ")
    var previous = Array(0...hyp.count)
    for (i, refWord) in ref.enumerated() {
        var current = [i + 1] + Array(repeating: 0, count: hyp.count)
        for (j, hypWord) in hyp.enumerated() {
            current[j + 1] = min(previous[j] + (refWord == hypWord ? 0 : 1), previous[j + 1] + 1, current[j] + 1)
        }
        previous = current
    }
    return (previous[hyp.count], ref.count)
}
