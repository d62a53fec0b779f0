import Foundation
import Hark
import HarkTestSupport
import Testing

/// The completion pass: a best path that ends in garbage is decoded again with the same sentences
/// without the garbage after them, and a whole sentence found there is kept (given a margin, only
/// when its path scores better by it).
@Suite("The completion pass", .tags(.audio))
struct CompletionPassTests {
    static let phones = [
        "AA", "AE", "AH", "AO", "AW", "AY", "B", "CH", "D", "DH", "EH", "ER", "EY", "F", "G", "HH", "IH", "IY", "JH",
        "K", "L", "M", "N", "NG", "OW", "OY", "P", "R", "S", "SH", "T", "TH", "UH", "UW", "V", "W", "Y", "Z", "ZH",
    ]

    /// "go forward", and "go forward ten meters" when `whole`, with a garbage loop after them when `trailing`.
    static func graph(whole: Bool, trailing: Bool) -> String {
        var lines = ["FSG_BEGIN forward", "NUM_STATES 8", "START_STATE 0", "FINAL_STATE 6"]
        lines += ["TRANSITION 0 1 1 go", "TRANSITION 1 2 1 forward", "TRANSITION 4 5 1", "TRANSITION 5 6 1"]
        lines +=
            whole ? ["TRANSITION 2 5 0.5", "TRANSITION 2 3 0.5 ten", "TRANSITION 3 4 1 meters"] : ["TRANSITION 2 5 1"]
        if trailing {
            for phone in phones {
                let word = EdgeGarbage.word(for: phone)
                lines += ["TRANSITION 5 7 0.1 \(word)", "TRANSITION 7 7 0.3 \(word)"]
            }
            lines.append("TRANSITION 7 6 1")
        }
        return (lines + ["FSG_END"]).joined(separator: "\n") + "\n"
    }

    /// A decoder whose search can only say "go forward" and take the rest as garbage, with
    /// `completion` (a graph) as its completion search, kept by `margin` per second.
    static func recognizer(in scratch: ScratchDirectory, completion: String?, margin: Double? = nil) throws
        -> Recognizer
    {
        let model = AcousticModelLocation.standard()
        let words = try String(contentsOfFile: model.dictionary, encoding: .utf8).split(separator: "\n").filter {
            ["go ", "forward ", "ten ", "meters "].contains(where: $0.hasPrefix)
        }
        let garbage = phones.map { "\(EdgeGarbage.word(for: $0)) \($0)" }
        let dictionary = try scratch.file(
            "words.dict", containing: (words.map(String.init) + garbage).joined(separator: "\n") + "\n")
        let primary = try scratch.file("primary.fsg", containing: graph(whole: false, trailing: true))
        var configuration = RecognizerConfiguration(
            acousticModel: model.acousticModel, dictionary: dictionary.path,
            search: .finiteStateGrammar(path: primary.path))
        if let completion {
            let file = try scratch.file("completion-\(completion.hashValue).fsg", containing: completion)
            configuration.completionSearch = .finiteStateGrammar(path: file.path)
        }
        configuration.completionMarginPerSecond = margin
        return try Recognizer(configuration: configuration)
    }

    static func samples() throws -> [Int16] {
        let data = try Data(contentsOf: URL(fileURLWithPath: TestData.goForward))
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }

    /// "ten meters" can only be garbage to the primary search; a completion search that can say
    /// them finds the whole sentence, and its reading is kept.
    @Test func aWholeSentenceIsKept() throws {
        let scratch = try ScratchDirectory("hark-completion")
        defer { scratch.remove() }
        let samples = try Self.samples()
        let first = try Self.recognizer(in: scratch, completion: nil).recognize(samples)
        #expect(first.text == "go forward")
        #expect(first.trailingGarbageSeconds > 0.3 && !first.completed)

        let whole = try Self.recognizer(in: scratch, completion: Self.graph(whole: true, trailing: false))
        let completed = try whole.recognize(samples)
        #expect(completed.text == "go forward ten meters")
        #expect(completed.completed && completed.score > first.score && completed.trailingGarbageSeconds == 0)
        #expect(whole.activeSearchName == whole.primarySearchName, "the primary search is active again")

        // Without "ten meters" the completion search must take them as silence or fillers: still
        // a whole sentence.
        let short = try Self.recognizer(in: scratch, completion: Self.graph(whole: false, trailing: false))
        let kept = try short.recognize(samples)
        #expect(kept.text == "go forward" && kept.completed)
    }

    /// Given a margin, the completion's reading is kept only when its path scores better than
    /// the first by that much per second of the first's trailing garbage.
    @Test func aMarginKeepsOnlyABetterScoringSentence() throws {
        let scratch = try ScratchDirectory("hark-completion")
        defer { scratch.remove() }
        let samples = try Self.samples()
        let (whole, short) = (Self.graph(whole: true, trailing: false), Self.graph(whole: false, trailing: false))
        let first = try Self.recognizer(in: scratch, completion: nil).recognize(samples)
        let better = try Self.recognizer(in: scratch, completion: whole, margin: 0).recognize(samples)
        #expect(better.completed && better.text == "go forward ten meters")
        // Taking "ten meters" as silence scores one way or the other; the margin keeps it only if better.
        let shortScore = try Self.recognizer(in: scratch, completion: short).recognize(samples).score
        let judged = try Self.recognizer(in: scratch, completion: short, margin: 0).recognize(samples)
        #expect(judged.completed == (shortScore > first.score))
        #expect(judged.score == (judged.completed ? shortScore : first.score))
        let unreached = try Self.recognizer(in: scratch, completion: whole, margin: 1e9).recognize(samples)
        #expect(!unreached.completed && unreached.text == "go forward")
    }

    /// A completion search goes with the search it completes.
    @Test func removingASearchRemovesItsCompletion() throws {
        let scratch = try ScratchDirectory("hark-completion")
        defer { scratch.remove() }
        let recognizer = try Self.recognizer(in: scratch, completion: Self.graph(whole: true, trailing: false))
        #expect(recognizer.searchNames.count(where: { $0.hasSuffix("+completion") }) == 1)
        let other = try scratch.file("other.fsg", containing: Self.graph(whole: true, trailing: true))
        try recognizer.useSearch(.finiteStateGrammar(path: other.path), name: "other")
        try recognizer.removeSearch(named: recognizer.primarySearchName)
        #expect(recognizer.searchNames.count(where: { $0.hasSuffix("+completion") }) == 0)
    }
}
