import Foundation
import HarkTestSupport
import Testing

@testable import HarkVocabulary

/// Reading Apple's `AppIntentVocabulary.plist`: a good file, and every kind of mistake reported
/// with the file and the key path of the offending value.
@Suite struct AppIntentVocabularyTests {
    /// A MonkeyFit-like vocabulary as a property-list tree, for tests to break in one place each.
    static func workoutVocabulary() -> [String: Any] {
        [
            "ParameterVocabularies": [
                [
                    "ParameterNames": ["INStartWorkoutIntent.workoutName", "INEndWorkoutIntent.workoutName"],
                    "ParameterVocabulary": [
                        [
                            "VocabularyItemIdentifier": "workout.bananarific",
                            "VocabularyItemSynonyms": [
                                [
                                    "VocabularyItemPhrase": "Bananarific",
                                    "VocabularyItemPronunciation": "ba nana ri fic",
                                    "VocabularyItemExamples": ["Start a Bananarific workout"],
                                ]
                            ],
                        ],
                        [
                            "VocabularyItemIdentifier": "workout.monkey-mile",
                            "VocabularyItemSynonyms": [
                                ["VocabularyItemPhrase": "Monkey Mile"], ["VocabularyItemPhrase": " Mile Run "],
                            ],
                        ],
                        [
                            "VocabularyItemIdentifier": "workout.jungle-jog",
                            "VocabularyItemSynonyms": [["VocabularyItemPhrase": "Jungle Jog"]],
                        ],
                    ],
                ]
            ],
            "IntentPhrases": [
                ["IntentName": "INStartWorkoutIntent", "IntentExamples": ["Start a Monkey Mile in MonkeyFit"]]
            ],
            "SomeKeyAppleDoesNotDefine": true,
        ]
    }

    static func xml(_ plist: Any) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
    }

    /// Parses `plist` written to a real file, so errors name a real path.
    static func read(_ plist: Any, in directory: ScratchDirectory) throws -> AppIntentVocabulary {
        let url = directory.file("AppIntentVocabulary.plist")
        try xml(plist).write(to: url)
        return try AppIntentVocabulary(contentsOf: url)
    }

    /// The error reading `plist` gives, as text.
    static func error(reading plist: Any) throws -> String {
        let data = try xml(plist)
        do {
            _ = try AppIntentVocabulary(propertyList: data, source: "Models/monkeyfit/AppIntentVocabulary.plist")
        } catch {
            return error.description
        }
        Issue.record("no error")
        return ""
    }

    @Test func readsEveryKeyOfAGoodFile() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let vocabulary = try Self.read(Self.workoutVocabulary(), in: directory)
        #expect(vocabulary.source == directory.file("AppIntentVocabulary.plist").path)
        #expect(vocabulary.parameterVocabularies.count == 1)
        let parameter = try #require(vocabulary.parameterVocabularies.first)
        #expect(parameter.parameterNames == ["INStartWorkoutIntent.workoutName", "INEndWorkoutIntent.workoutName"])
        #expect(
            parameter.items.map(\.identifier) == ["workout.bananarific", "workout.monkey-mile", "workout.jungle-jog"])
        #expect(
            parameter.items[0].synonyms == [
                VocabularySynonym(
                    phrase: "Bananarific", pronunciation: "ba nana ri fic", examples: ["Start a Bananarific workout"])
            ])
        // Surrounding white space is trimmed; optional keys default to nothing.
        #expect(parameter.items[1].synonyms[1] == VocabularySynonym(phrase: "Mile Run"))
        #expect(vocabulary.terms.map(\.phrase) == ["Bananarific", "Monkey Mile", "Mile Run", "Jungle Jog"])
        #expect(
            vocabulary.intentPhrases == [
                IntentPhrase(intentName: "INStartWorkoutIntent", examples: ["Start a Monkey Mile in MonkeyFit"])
            ])
    }

    /// Either section may be left out, not both: a file that declares neither says nothing, which
    /// is a mistake (AppIntentVocabularyRefusalTests).
    @Test func eachSectionIsOptionalOnItsOwn() throws {
        var phrasesOnly = Self.workoutVocabulary()
        phrasesOnly["ParameterVocabularies"] = nil
        let phrases = try AppIntentVocabulary(propertyList: try Self.xml(phrasesOnly), source: "<test>")
        #expect(phrases.parameterVocabularies.isEmpty && phrases.intentPhrases.count == 1)
        var termsOnly = Self.workoutVocabulary()
        termsOnly["IntentPhrases"] = nil
        let terms = try AppIntentVocabulary(propertyList: try Self.xml(termsOnly), source: "<test>")
        #expect(terms.intentPhrases.isEmpty && terms.terms.count == 4)
    }

    @Test func readsBinaryPropertyLists() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: Self.workoutVocabulary(), format: .binary, options: 0)
        let vocabulary = try AppIntentVocabulary(propertyList: data, source: "<binary>")
        #expect(vocabulary.terms.count == 4)
    }

    @Test func missingKeyNamesFileAndKeyPath() throws {
        var plist = Self.workoutVocabulary()
        var vocabularies = plist["ParameterVocabularies"] as! [[String: Any]]
        var items = vocabularies[0]["ParameterVocabulary"] as! [[String: Any]]
        items[2]["VocabularyItemIdentifier"] = nil
        vocabularies[0]["ParameterVocabulary"] = items
        plist["ParameterVocabularies"] = vocabularies
        #expect(
            try Self.error(reading: plist)
                == "Models/monkeyfit/AppIntentVocabulary.plist: ParameterVocabularies[0].ParameterVocabulary[2].VocabularyItemIdentifier: missing"
        )
    }

    @Test func missingIntentExamples() throws {
        var plist = Self.workoutVocabulary()
        plist["IntentPhrases"] = [
            ["IntentName": "INStartWorkoutIntent", "IntentExamples": ["Go"]], ["IntentName": "INEndWorkoutIntent"],
        ]
        #expect(try Self.error(reading: plist).hasSuffix(": IntentPhrases[1].IntentExamples: missing"))
    }

    @Test func wrongTypesNameExpectedAndFound() throws {
        var plist = Self.workoutVocabulary()
        var vocabularies = plist["ParameterVocabularies"] as! [[String: Any]]
        vocabularies[0]["ParameterNames"] = "INStartWorkoutIntent.workoutName"
        plist["ParameterVocabularies"] = vocabularies
        #expect(
            try Self.error(reading: plist)
                == "Models/monkeyfit/AppIntentVocabulary.plist: ParameterVocabularies[0].ParameterNames: expected Array, found String"
        )

        #expect(
            try Self.error(reading: ["a", "b"]).hasSuffix("AppIntentVocabulary.plist: expected Dictionary, found Array")
        )

        var examples = Self.workoutVocabulary()
        examples["IntentPhrases"] = [["IntentName": "INStartWorkoutIntent", "IntentExamples": ["Go", 7]]]
        #expect(
            try Self.error(reading: examples).hasSuffix(
                ": IntentPhrases[0].IntentExamples[1]: expected String, found Number"))

        var flag = Self.workoutVocabulary()
        flag["IntentPhrases"] = [["IntentName": true, "IntentExamples": ["Go"]]]
        #expect(
            try Self.error(reading: flag).hasSuffix(": IntentPhrases[0].IntentName: expected String, found Boolean"))
    }

    @Test func emptyStringsAreErrors() throws {
        var plist = Self.workoutVocabulary()
        var vocabularies = plist["ParameterVocabularies"] as! [[String: Any]]
        var items = vocabularies[0]["ParameterVocabulary"] as! [[String: Any]]
        items[1]["VocabularyItemSynonyms"] = [["VocabularyItemPhrase": "Monkey Mile"], ["VocabularyItemPhrase": "  "]]
        vocabularies[0]["ParameterVocabulary"] = items
        plist["ParameterVocabularies"] = vocabularies
        #expect(
            try Self.error(reading: plist).hasSuffix(
                ": ParameterVocabularies[0].ParameterVocabulary[1].VocabularyItemSynonyms[1].VocabularyItemPhrase: empty"
            ))
    }

    @Test func itemWithoutSynonymsIsAnError() throws {
        var plist = Self.workoutVocabulary()
        var vocabularies = plist["ParameterVocabularies"] as! [[String: Any]]
        var items = vocabularies[0]["ParameterVocabulary"] as! [[String: Any]]
        items[0]["VocabularyItemSynonyms"] = [Any]()
        vocabularies[0]["ParameterVocabulary"] = items
        plist["ParameterVocabularies"] = vocabularies
        #expect(
            try Self.error(reading: plist).hasSuffix(
                ": ParameterVocabularies[0].ParameterVocabulary[0].VocabularyItemSynonyms: empty"))
    }

    @Test func malformedParameterName() throws {
        var plist = Self.workoutVocabulary()
        var vocabularies = plist["ParameterVocabularies"] as! [[String: Any]]
        vocabularies[0]["ParameterNames"] = ["INStartWorkoutIntent.workoutName", "workoutName"]
        plist["ParameterVocabularies"] = vocabularies
        #expect(
            try Self.error(reading: plist)
                == "Models/monkeyfit/AppIntentVocabulary.plist: ParameterVocabularies[0].ParameterNames[1]: "
                + "'workoutName' is not <IntentClass>.<property>, e.g. INStartWorkoutIntent.workoutName")
    }

    @Test func duplicateIdentifierNamesBothPlaces() throws {
        var plist = Self.workoutVocabulary()
        var vocabularies = plist["ParameterVocabularies"] as! [[String: Any]]
        vocabularies.append([
            "ParameterNames": ["INPauseWorkoutIntent.workoutName"],
            "ParameterVocabulary": [
                [
                    "VocabularyItemIdentifier": "workout.monkey-mile",
                    "VocabularyItemSynonyms": [["VocabularyItemPhrase": "Monkey Mile"]],
                ]
            ],
        ])
        plist["ParameterVocabularies"] = vocabularies
        #expect(
            try Self.error(reading: plist)
                == "Models/monkeyfit/AppIntentVocabulary.plist: ParameterVocabularies[1].ParameterVocabulary[0].VocabularyItemIdentifier: "
                + "duplicate identifier 'workout.monkey-mile' (first at ParameterVocabularies[0].ParameterVocabulary[1].VocabularyItemIdentifier)"
        )
    }

    @Test func unreadableAndNonPlistFilesNameTheFile() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let missing = directory.file("nowhere.plist")
        #expect(throws: AppIntentVocabularyError.self) { try AppIntentVocabulary(contentsOf: missing) }
        do {
            _ = try AppIntentVocabulary(contentsOf: missing)
        } catch {
            #expect(error.keyPath.isEmpty && error.source == missing.path)
            #expect(error.description.hasPrefix("\(missing.path): cannot read: "))
        }
        let garbage = directory.file("garbage.plist")
        try Data("<plist><dict><key>a</key></dict></plist>".utf8).write(to: garbage)
        do {
            _ = try AppIntentVocabulary(contentsOf: garbage)
            Issue.record("garbage parsed")
        } catch {
            #expect(error.description.hasPrefix("\(garbage.path): not a property list: "))
        }
    }

    /// A binary plist of `objects` (object 0 at the top) with one-byte offsets and references, as
    /// `bplist00` lays them out: a crafted file no plist writer would make.
    static func binaryPlist(_ objects: [[UInt8]]) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(bytes.count))
            bytes += object
        }
        let table = bytes.count
        let bigEndian = { (value: Int) in (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        bytes += offsets + [0, 0, 0, 0, 0, 0, 1, 1] + bigEndian(objects.count) + bigEndian(0) + bigEndian(table)
        return Data(bytes)
    }

    static func ascii(_ text: String) -> [UInt8] { [0x50 + UInt8(text.utf8.count)] + Array(text.utf8) }

    static func refusal(_ data: Data) -> String {
        do {
            _ = try AppIntentVocabulary(propertyList: data, source: "bad.plist")
        } catch {
            return error.description
        }
        Issue.record("parsed")
        return ""
    }

    /// Binary plists crafted as fuzzing found them, each an error naming the place, not a crash:
    /// a set (PropertyListSerialization crashed the process bridging it, SEGV), an array holding
    /// itself (unbounded nesting, a stack overflow), and arrays sharing their element (fuzzing's was
    /// 40 deep, 2^40 values from a file of 222 bytes; within today's depth limit, 14 deep is 2^14
    /// values from 118 bytes).
    @Test func craftedBinaryPlistsAreErrorsNotCrashes() {
        let set = Self.binaryPlist([[0xD1, 1, 2], Self.ascii("IntentPhrases"), [0xC1, 3], Self.ascii("x")])
        #expect(Self.refusal(set).hasPrefix("bad.plist: not a property list: "))
        #expect(Self.refusal(set).hasSuffix(" at IntentPhrases"), "\(Self.refusal(set))")

        let itself = Self.binaryPlist([[0xD1, 1, 2], Self.ascii("IntentPhrases"), [0xA1, 2]])
        #expect(Self.refusal(itself).contains("nested deeper than \(PropertyListNode.maximumDepth)"))

        let doubling = (0..<14).map { level in [0xA2, UInt8(level + 3), UInt8(level + 3)] }
        let shared = Self.binaryPlist([[0xD1, 1, 2], Self.ascii("IntentPhrases")] + doubling + [Self.ascii("x")])
        #expect(shared.count == 118)
        #expect(Self.refusal(shared).contains("more values than the file has bytes"))
    }

    /// Nesting is bounded at 16 (the format nests 8 deep): each level costs every value below it
    /// an error carrying the key path, and at 64 a 1.6 KB plist of shared arrays nested deep took
    /// 43 ms of CPU under ASan (fuzzing timed out on it; the file is the seed
    /// Fuzz/Seeds/FuzzPropertyList/found-deep-shared-slow.bplist). A chain of arrays 16 deep
    /// under the root reads as far as the format check; one level more is refused.
    @Test func nestingIsBoundedAtSixteen() {
        #expect(PropertyListNode.maximumDepth == 16)
        func chain(_ depth: Int) -> Data {
            // Object 2 is `IntentPhrases`' array (depth 1); each array holds the next one.
            let arrays = (0..<depth).map { level in [0xA1, UInt8(level + 3)] }
            return Self.binaryPlist([[0xD1, 1, 2], Self.ascii("IntentPhrases")] + arrays + [Self.ascii("x")])
        }
        // `chain(n)` puts its string n + 1 levels below the root.
        #expect(!Self.refusal(chain(PropertyListNode.maximumDepth - 1)).contains("nested deeper"))
        #expect(Self.refusal(chain(PropertyListNode.maximumDepth)).contains("nested deeper than 16"))
    }

    /// The same reader takes XML, binary and OpenStep, and a number is named a Number in errors
    /// even when it is 1 (an `NSNumber` 1 also casts to `Bool`).
    @Test func everyFormatReadsAndNumbersAreNamedNumbers() throws {
        let openStep = #"{ IntentPhrases = ( { IntentName = INStartWorkoutIntent; IntentExamples = ( "Go" ); } ); }"#
        let phrases = try AppIntentVocabulary(propertyList: Data(openStep.utf8), source: "<openstep>").intentPhrases
        #expect(phrases == [IntentPhrase(intentName: "INStartWorkoutIntent", examples: ["Go"])])
        var numbered = Self.workoutVocabulary()
        numbered["IntentPhrases"] = [["IntentName": 1, "IntentExamples": ["Go"]]]
        let message = try Self.error(reading: numbered)
        #expect(message.contains("IntentPhrases[0].IntentName"), "\(message)")
        #expect(message.contains("Number"), "\(message)")
    }
}
