import Foundation
import HarkSupport
import HarkUnderstanding
import HarkVocabulary

/// A trigram language model of a free-text parameter's corpus (e.g. MonkeyChat's
/// `message-content.txt`), for decoding an answer that is only that text. Estimated like the
/// command search's model (`ARPALanguageModelWriter`), and kept on disk under the cache
/// directory by a hash of its input, so only the first follow-up for a given corpus pays for it.
struct FreeTextLanguageModel {
    /// Part of the cache key: bump whenever the model for the same corpus changes.
    static let version = "hark-free-text-1"
    static let order = 3
    static let folderName = "free-text"

    /// The corpus's samples as sentences of decoder words.
    let sentences: [[String]]

    init(samples: [String]) {
        sentences = samples.map { DecoderSpelling.words(in: $0) }.filter { !$0.isEmpty }
    }

    /// Every word the model can produce.
    var words: [String] { DecoderSpelling.distinctWords(in: sentences.map { $0.joined(separator: " ") }) }

    /// `<cacheDirectory>/free-text/<key>.arpa`, estimated and written (atomically) only when
    /// missing.
    func file(in cacheDirectory: URL) throws -> URL {
        var hash = HarkSupport.SHA256()
        hash.update("\(Self.version) order \(Self.order)\n")
        for sentence in sentences { hash.update(sentence.joined(separator: " ") + "\n") }
        let folder = cacheDirectory.appendingPathComponent(Self.folderName, isDirectory: true)
        let file = folder.appendingPathComponent("\(hash.finalizeHex().prefix(32)).arpa")
        if FileManager.default.fileExists(atPath: file.path) { return file }
        let arpa = try ARPALanguageModelWriter(order: Self.order).arpa(from: sentences)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(arpa.utf8).write(to: file, options: .atomic)
        } catch {
            throw FollowUpSearchError.unwritable(file.path, error.localizedDescription)
        }
        return file
    }
}
