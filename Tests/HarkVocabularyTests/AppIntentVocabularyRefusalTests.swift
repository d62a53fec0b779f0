import Foundation
import HarkVocabulary
import Testing

/// Vocabulary files that were accepted without a word (issue 15): an empty dictionary, parameter
/// names of no SiriKit intent or property, a parameter with no terms, and paths that are no file.
@Suite struct AppIntentVocabularyRefusalTests {
    static let source = "Models/monkeyfit/AppIntentVocabulary.plist"

    func error(_ plist: Any) throws -> String {
        try AppIntentVocabularyTests.error(reading: plist)
    }

    @Test func emptyDictionaryIsRefused() throws {
        #expect(
            try error([String: Any]()) == "\(Self.source): declares neither ParameterVocabularies nor IntentPhrases")
    }

    @Test func unknownIntentClassIsRefusedAtItsKeyPath() throws {
        var plist = AppIntentVocabularyTests.workoutVocabulary()
        var vocabularies = try #require(plist["ParameterVocabularies"] as? [[String: Any]])
        vocabularies[0]["ParameterNames"] = ["INStartWorkoutIntent.workoutName", "INNope.nope"]
        plist["ParameterVocabularies"] = vocabularies
        #expect(
            try error(plist).hasPrefix(
                "\(Self.source): ParameterVocabularies[0].ParameterNames[1]: 'INNope' is not a SiriKit intent class (known: "
            ))
    }

    @Test func unknownPropertyOfAKnownIntentIsRefused() throws {
        var plist = AppIntentVocabularyTests.workoutVocabulary()
        var vocabularies = try #require(plist["ParameterVocabularies"] as? [[String: Any]])
        vocabularies[0]["ParameterNames"] = ["INEndWorkoutIntent.workoutNmae"]
        plist["ParameterVocabularies"] = vocabularies
        #expect(
            try error(plist)
                == "\(Self.source): ParameterVocabularies[0].ParameterNames[0]: INEndWorkoutIntent has no property "
                + "'workoutNmae' (its properties: workoutName)")
    }

    /// The table was first written from memory and named `callRecordType` (a property of
    /// INCallRecord) for INSearchCallHistoryIntent, refusing its real `callCapabilities`, and
    /// missed INStartCallIntent's `recordTypeForRedialing`; checked against Apple's documentation.
    @Test(arguments: [
        ("INSearchCallHistoryIntent.callCapabilities", true), ("INSearchCallHistoryIntent.callType", true),
        ("INSearchCallHistoryIntent.callTypes", true), ("INSearchCallHistoryIntent.callRecordType", false),
        ("INStartCallIntent.recordTypeForRedialing", true), ("INSearchForMessagesIntent.sendersOperator", true),
        ("INStartPhotoPlaybackIntent.peopleInPhotoOperator", true), ("INSendMessageIntent.attachments", true),
        ("INStartVideoCallIntent.destinationType", false), ("INGetRideStatusIntent.rideIdentifier", false),
    ])
    func parameterNamesFollowApplesDocumentation(name: String, isProperty: Bool) throws {
        var plist = AppIntentVocabularyTests.workoutVocabulary()
        var vocabularies = try #require(plist["ParameterVocabularies"] as? [[String: Any]])
        vocabularies[0]["ParameterNames"] = [name]
        plist["ParameterVocabularies"] = vocabularies
        let data = try AppIntentVocabularyTests.xml(plist)
        let refusal: String? = {
            do {
                _ = try AppIntentVocabulary(propertyList: data, source: "v.plist")
                return nil
            } catch {
                return String(describing: error)
            }
        }()
        if isProperty {
            #expect(refusal == nil, "\(name): \(refusal ?? "")")
        } else {
            #expect(refusal?.contains("has no property") == true, "\(name): \(refusal ?? "accepted")")
        }
    }

    @Test func parameterWithoutTermsIsRefused() throws {
        var plist = AppIntentVocabularyTests.workoutVocabulary()
        var vocabularies = try #require(plist["ParameterVocabularies"] as? [[String: Any]])
        vocabularies[0]["ParameterVocabulary"] = [Any]()
        plist["ParameterVocabularies"] = vocabularies
        #expect(try error(plist) == "\(Self.source): ParameterVocabularies[0].ParameterVocabulary: empty")
    }

    @Test func folderAndEndlessDeviceSayWhy() {
        let folder = FileManager.default.temporaryDirectory
        #expect(
            throws: AppIntentVocabularyError(
                source: folder.relativePath, keyPath: "", problem: .unreadable("is a directory, not a file"))
        ) { try AppIntentVocabulary(contentsOf: folder) }
        #expect(
            throws: AppIntentVocabularyError(
                source: "/dev/zero", keyPath: "",
                problem: .unreadable("larger than 16 MiB, the most this file may hold"))
        ) { try AppIntentVocabulary(contentsOf: URL(fileURLWithPath: "/dev/zero")) }
    }
}
