import Foundation
import Hark
import HarkTestSupport
import Testing

/// The completion pass: a best path that ends in garbage is checked against the same sentences
/// without the garbage after them, and the better-scoring reading is kept.
@Suite("The completion pass", .tags(.audio))
struct CompletionPassTests {
    static let phones = [
        "AA", "AE", "AH", "AO", "AW", "AY", "B", "CH", "D", "DH", "EH", "ER", "EY", "F", "G", "HH", "IH", "IY", "JH",
        "K", "L", "M", "N", "NG", "OW", "OY", "P", "R", "S", "SH", "T", "TH", "UH", "UW", "V", "W", "Y", "Z", "ZH",
    ]

    /// "go forward" and "go forward ten meters", with a garbage loop after them when `trailing`.
    static func graph(trailing: Bool, garbage: Double) -> String {
        var lines = ["FSG_BEGIN forward", "NUM_STATES 8", "START_STATE 0", "FINAL_STATE 6"]
        lines += [
            "TRANSITION 0 1 1 go", "TRANSITION 1 2 1 forward", "TRANSITION 2 5 0.5", "TRANSITION 2 3 0.5 ten",
            "TRANSITION 3 4 1 meters", "TRANSITION 4 5 1", "TRANSITION 5 6 1",
        ]
        if trailing {
            for phone in phones {
                let word = EdgeGarbage.word(for: phone)
                lines += ["TRANSITION 5 7 \(garbage) \(word)", "TRANSITION 7 7 \(garbage) \(word)"]
            }
            lines.append("TRANSITION 7 6 1")
        }
        return (lines + ["FSG_END"]).joined(separator: "\n") + "\n"
    }

    static func configuration(in scratch: ScratchDirectory, completion: Bool) throws -> RecognizerConfiguration {
        let model = AcousticModelLocation.standard()
        let words = try String(contentsOfFile: model.dictionary, encoding: .utf8).split(separator: "\n").filter {
            ["go ", "forward ", "ten ", "meters "].contains(where: $0.hasPrefix)
        }
        let garbage = phones.map { "\(EdgeGarbage.word(for: $0)) \($0)" }
        let dictionary = try scratch.file(
            "words.dict", containing: (words.map(String.init) + garbage).joined(separator: "\n") + "\n")
        let primary = try scratch.file("primary.fsg", containing: graph(trailing: true, garbage: 0.3))
        let sentences = try scratch.file("sentences.fsg", containing: graph(trailing: false, garbage: 0.3))
        // A word-exit beam narrow enough that garbage phones, cheap to go on, crowd out "ten".
        var configuration = RecognizerConfiguration(
            acousticModel: model.acousticModel, dictionary: dictionary.path,
            search: .finiteStateGrammar(path: primary.path), wordBeam: 1e-12)
        if completion { configuration.completionSearch = .finiteStateGrammar(path: sentences.path) }
        return configuration
    }

    static func samples() throws -> [Int16] {
        let data = try Data(contentsOf: URL(fileURLWithPath: TestData.goForward))
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }

    @Test func aSentenceCutShortByGarbageIsHeardWhole() throws {
        let scratch = try ScratchDirectory("hark-completion")
        defer { scratch.remove() }
        let samples = try Self.samples()
        let first = try Recognizer(configuration: Self.configuration(in: scratch, completion: false)).recognize(samples)
        #expect(first.text == "go forward", "the search error this pass is for")
        #expect(first.trailingGarbageSeconds > 0.3 && !first.completed)
        let checked = try Recognizer(configuration: Self.configuration(in: scratch, completion: true)).recognize(
            samples)
        #expect(checked.text == "go forward ten meters")
        #expect(checked.completed && checked.score > first.score && checked.trailingGarbageSeconds == 0)
    }
}
