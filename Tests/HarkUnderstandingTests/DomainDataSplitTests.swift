import Foundation
import Testing

@testable import HarkTraining
@testable import HarkUnderstanding

@Suite struct DomainDataSplitTests {
    let split = DomainDataSplit.standard

    /// Parts must not depend on the process (Swift's `hashValue` is seeded per run): these were
    /// computed once and must never change, or published figures stop being comparable.
    @Test func partsAreFixedForever() {
        #expect(split.part(ofKey: "call mom") == .training)
        #expect(split.part(ofKey: "pause my workout") == .validation)
        #expect(split.part(ofKey: "call me a taxi") == .heldOut)
    }

    @Test func percentagesAreRespected() {
        let keys = (0..<4000).map { "request number \($0)" }
        let parts = keys.map(split.part(ofKey:))
        let heldOut = Double(parts.filter { $0 == .heldOut }.count) / Double(keys.count)
        let validation =
            Double(parts.filter { $0 == .validation }.count)
            / Double(keys.count - parts.filter { $0 == .heldOut }.count)
        #expect(abs(heldOut - 0.20) < 0.03)
        #expect(abs(validation - 0.15) < 0.03)
        #expect(
            keys.allSatisfy { DomainDataSplit(heldOutPercent: 0, validationPercent: 0).part(ofKey: $0) == .training })
    }

    @Test func aTextLivesInOnePartOnlyAndTrainingWins() {
        let key = (0..<100).map { "key \($0)" }.first { split.part(ofKey: $0) == .heldOut }!
        let examples = [
            DomainExample(text: "Call Bobo!", domain: .voipCalling, splitKey: key),
            DomainExample(text: "call bobo", domain: .voipCalling, splitKey: "call mom"),
            DomainExample(text: "call kiki", domain: .voipCalling, splitKey: key),
        ]
        let parts = split.divide(examples)
        #expect(parts[.training]?.map(\.text) == ["call bobo"])
        #expect(parts[.heldOut]?.map(\.text) == ["call kiki"])
    }

    /// On the real data: the parts are disjoint as normalized text, every expansion of a template is
    /// on its template's side, and each part has every class.
    @Test func committedDataSplitsCleanly() throws {
        let corpus = try DomainCorpus(directory: DomainTestData.directory)
        let parts = corpus.divided()
        var partOfText: [String: DomainDataSplit.Part] = [:]
        for (part, examples) in parts {
            for example in examples {
                let text = TextFeatureExtractor.words(in: example.text).joined(separator: " ")
                #expect(partOfText.updateValue(part, forKey: text) == nil, "\"\(text)\" is in two parts")
                #expect(split.part(ofKey: example.splitKey) == part)
                if example.origin.hasPrefix("templates/") { #expect(example.splitKey != example.text) }
            }
            #expect(Set(examples.map(\.domain)) == Set(DomainLabel.classes), "\(part) lacks a class")
        }
        #expect(try DomainCorpus(directory: DomainTestData.directory).divided() == parts, "loading is deterministic")
        for domain in DomainLabel.classes {
            let count = corpus.examples.filter { $0.domain == domain }.count
            #expect(count >= 200, "\(DomainLabel.name(of: domain)) has only \(count) requests")
        }
    }

    @Test func badDataIsReportedWithItsLocation() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("domains-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let examples = directory.appendingPathComponent("examples")
        try FileManager.default.createDirectory(at: examples, withIntermediateDirectories: true)
        for domain in DomainLabel.classes {
            try "# nothing yet\nrequest for \(DomainLabel.name(of: domain))\n".write(
                to: examples.appendingPathComponent(DomainLabel.name(of: domain) + ".txt"), atomically: true,
                encoding: .utf8)
        }
        #expect(try DomainCorpus(directory: directory).examples.count == 7)

        try "Request for messaging!\n".write(
            to: examples.appendingPathComponent("payments.txt"), atomically: true, encoding: .utf8)
        #expect { try DomainCorpus(directory: directory) } throws: { error in
            (error as? DomainDataError)?.description.contains("examples/payments.txt:1") == true
        }
        try "pay bobo\n".write(to: examples.appendingPathComponent("payments.txt"), atomically: true, encoding: .utf8)

        let templates = directory.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "\n(call|ring) {contact}\n".write(
            to: templates.appendingPathComponent("voipCalling.txt"), atomically: true, encoding: .utf8)
        #expect { try DomainCorpus(directory: directory) } throws: { error in
            (error as? DomainDataError)?.description == "templates/voipCalling.txt:2: no slot list slots/contact.txt"
        }
        try "x\n".write(to: examples.appendingPathComponent("weather.txt"), atomically: true, encoding: .utf8)
        #expect(throws: DomainDataError.self) { try DomainCorpus(directory: directory) }
    }

    @Test func labelledRequestsAreReadWithTheirLines() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("labelled-\(UUID()).tsv")
        defer { try? FileManager.default.removeItem(at: url) }
        try "# recognizer output\nmessaging\ttell bobo hi\n\nnone\twhat time is it\n".write(
            to: url, atomically: true, encoding: .utf8)
        let requests = try DomainCorpus.labelledRequests(contentsOf: url)
        #expect(requests.map(\.text) == ["tell bobo hi", "what time is it"])
        #expect(requests.map(\.domain) == [.messaging, nil])
        #expect(requests.first?.origin == "\(url.path):2")
        try "weather\twhat time is it\n".write(to: url, atomically: true, encoding: .utf8)
        #expect { try DomainCorpus.labelledRequests(contentsOf: url) } throws: { error in
            (error as? DomainDataError)?.location == "\(url.path):1"
        }
    }
}
