import Foundation
import Hark
import HarkTestSupport

/// The real recordings of Debian's `pocketsphinx-testdata`, installed by the project's setup.
enum TestData {
    static let root = PocketSphinxTestData.root
    static let goForward = PocketSphinxTestData.goForward
    static let librivox = PocketSphinxTestData.librivox

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
}

/// Word-level edit distance (HarkSupport's) and the reference's word count.
func wordErrors(reference: String, hypothesis: String) -> (errors: Int, words: Int) {
    let ref = reference.split(separator: " "), hyp = hypothesis.split(separator: " ")
    return (EditDistance.between(ref, hyp), ref.count)
}
