import Foundation
import Testing

@testable import HarkEvaluation

@Suite struct SphinxFormatTests {
    /// The layout of `pocketsphinx/test/data/cards`.
    let cardsFileIDs = "001\n002\n003\n"
    let cardsTranscription = """
        <s> ten of clubs  </s> (001)
        <s> four queen of clubs  </s> (002)
        <s> seven of clubs  </s> (003)

        """

    @Test func readsFileIDsAndTranscription() throws {
        let set = try SphinxCorpusReader().parse(
            fileIDs: cardsFileIDs, path: "data/cards/cards.fileids",
            transcription: (cardsTranscription, "data/cards/cards.transcription"))
        #expect(set.name == "cards")
        #expect(set.samples.map(\.id) == ["001", "002", "003"])
        #expect(set.samples.map(\.audioPath) == ["data/cards/001.wav", "data/cards/002.wav", "data/cards/003.wav"])
        #expect(set.samples.map(\.reference) == ["ten of clubs", "four queen of clubs", "seven of clubs"])
        #expect(set.samples[2].location == ManifestLocation(path: "data/cards/cards.fileids", line: 3))
    }

    /// A set named by its path: a `.fileids` list takes the transcription beside it (`fileids`
    /// takes `transcription`), without one it has no references; anything else is a manifest.
    @Test func aSetIsReadByWhatItsPathNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-sets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ text: String, _ name: String) throws -> String {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let cards = try write(cardsFileIDs, "cards.fileids")
        _ = try write(cardsTranscription, "cards.transcription")
        let read = try SampleSet.read(cards, audioExtension: "raw", rawFormat: "s16le:16000:1")
        #expect(read.samples.map(\.reference) == ["ten of clubs", "four queen of clubs", "seven of clubs"])
        #expect(read.samples.allSatisfy { $0.audioPath.hasSuffix(".raw") && $0.rawFormat == "s16le:16000:1" })
        let plain = try write("a\nb\n", "fileids")
        _ = try write("<s> one </s>\ntwo\n", "transcription")
        #expect(try SampleSet.read(plain).samples.map(\.reference) == ["one", "two"])
        let bare = try write("x\n", "bare.fileids")
        #expect(try SampleSet.read(bare).samples.map(\.reference) == [nil])
        let manifest = try write(#"{"audio": "a.wav", "text": "go forward"}"# + "\n", "set.jsonl")
        let fromManifest = try SampleSet.read(manifest)
        #expect(fromManifest.name == "set" && fromManifest.samples.map(\.reference) == ["go forward"])
    }

    @Test func idsWithDirectoriesMatchTranscriptionsWithout() throws {
        let reader = SphinxCorpusReader(
            audioDirectory: "/corpus/wav", audioExtension: ".raw", rawFormat: "s16le:16000:1")
        let set = try reader.parse(
            fileIDs: "spk1/utt1\nspk2/utt2.raw\n", path: "an4.fileids",
            transcription: ("GO FORWARD (utt1)\n<s> STOP </s> (spk2/utt2)\n", "an4.transcription"))
        #expect(set.samples.map(\.id) == ["spk1/utt1", "spk2/utt2"])
        #expect(set.samples.map(\.audioPath) == ["/corpus/wav/spk1/utt1.raw", "/corpus/wav/spk2/utt2.raw"])
        #expect(set.samples.map(\.reference) == ["GO FORWARD", "STOP"])
        #expect(set.samples.allSatisfy { $0.rawFormat == "s16le:16000:1" })
    }

    @Test func transcriptionWithoutIDsMatchesByOrder() throws {
        let set = try SphinxCorpusReader().parse(
            fileIDs: "a\nb\n", path: "x.fileids", transcription: ("<s> one </s>\ntwo\n", "x.trans"))
        #expect(set.samples.map(\.reference) == ["one", "two"])

        #expect(throws: ManifestError(path: "x.trans", reason: .countMismatch(fileIDs: 2, transcriptions: 1))) {
            try SphinxCorpusReader().parse(fileIDs: "a\nb\n", path: "x.fileids", transcription: ("one\n", "x.trans"))
        }
    }

    @Test func missingTranscriptionNamesTheFileIDLine() {
        #expect(
            throws: ManifestError(
                path: "x.fileids", line: 2,
                reason: .noTranscription(id: "b", transcriptionPath: "x.trans"))
        ) {
            try SphinxCorpusReader().parse(
                fileIDs: "a\nb\n", path: "x.fileids", transcription: ("one (a)\n", "x.trans"))
        }
    }

    @Test func aLineWithoutIDAmongLinesWithIDsIsAnError() {
        #expect(throws: ManifestError(path: "x.trans", line: 3, reason: .missingUtteranceID)) {
            try SphinxCorpusReader().parse(
                fileIDs: "a\nb\n", path: "x.fileids",
                transcription: ("one (a)\n\ntwo\n", "x.trans"))
        }
    }

    @Test func emptyFileIDsIsAnError() {
        #expect(throws: ManifestError(path: "x.fileids", reason: .noSamples)) {
            try SphinxCorpusReader().parse(fileIDs: "\n\n", path: "x.fileids", transcription: nil)
        }
    }

    @Test func parsesTranscriptAndHypothesisLines() {
        #expect(
            SphinxTranscriptLine(parsing: "<s> ten of clubs  </s> (001)")
                == SphinxTranscriptLine(text: "ten of clubs", id: "001"))
        #expect(
            SphinxTranscriptLine(parsing: "five five (004 -2755)")
                == SphinxTranscriptLine(text: "five five", id: "004", score: -2755))
        // An alternate pronunciation at the end is a word, not an id.
        #expect(
            SphinxTranscriptLine(parsing: "i read(2)") == SphinxTranscriptLine(text: "i read(2)", id: nil))
        #expect(SphinxTranscriptLine(parsing: "(007)") == SphinxTranscriptLine(text: "", id: "007"))
    }

    @Test func writesHypothesisAndTranscriptionFiles() {
        let cards = Fixtures.sample("001", reference: "ten of clubs")
        let missing = Fixtures.sample("003", reference: "seven of clubs")
        let rows = [
            UtteranceRow(scoring: Fixtures.decoded(cards, "ten of\nclubs", score: -3466)),
            UtteranceRow(scoring: Fixtures.decoded(Fixtures.sample("002"), "five")),
            UtteranceRow(scoring: Fixtures.failed(missing)),
        ]
        #expect(
            SphinxTranscriptWriter.hypotheses(rows) == """
                ten of clubs (001 -3466)
                five (002)
                (003)

                """)
        #expect(
            SphinxTranscriptWriter.transcription(rows) == """
                <s> ten of clubs </s> (001)
                <s> seven of clubs </s> (003)

                """)
        // What is written reads back as what was meant.
        let line = SphinxTranscriptLine(parsing: "ten of clubs (001 -3466)")
        #expect(line.hypothesisLine == "ten of clubs (001 -3466)")
    }
}
