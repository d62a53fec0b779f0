import Foundation
import HarkTestSupport
import Testing

@testable import HarkRecognition

@Suite("The model's feature parameters")
struct FeatureParametersTests {
    static let text = "-lowerf 130\n-nfilt 25\n\n-cmn batch\n-cmninit 41.00,-5.29,-0.12\nnot a flag\n"

    @Test func readsFlagsInOrderAndSkipsWhatIsNoFlag() {
        let parameters = FeatureParameters(text: Self.text)
        #expect(parameters.text == "-lowerf 130\n-nfilt 25\n-cmn batch\n-cmninit 41.00,-5.29,-0.12\n")
    }

    @Test func onlyFlagsSetDifferentlyAreOverridden() {
        let parameters = FeatureParameters(text: Self.text)
        let changes = parameters.overridden(by: ["-cmn": "live", "-nfilt": "25", "-pl_window": "5"])
        #expect(changes == ["-cmn": "live"])
        #expect(parameters.applying(changes).text == "-lowerf 130\n-nfilt 25\n-cmn live\n-cmninit 41.00,-5.29,-0.12\n")
    }

    @Test func aModelWithoutTheFileHasNone() throws {
        #expect(FeatureParameters(modelFolder: FileManager.default.temporaryDirectory.path + "/no-such-model") == nil)
    }
}

/// PocketSphinx lets the model's feat.params override the command line: a front-end flag the file
/// also sets must still reach the decoder.
@Suite("Front-end flags the model also sets", .tags(.audio))
struct FeatureParameterOverrideTests {
    @Test func aDecoderFlagWinsOverTheModelsFile() throws {
        let standard = try Recognizer(configuration: .generalEnglish())
        #expect(standard.effectiveValue(of: "-cmn") == "batch")
        var configuration = RecognizerConfiguration.generalEnglish()
        configuration.extraArguments = ["-cmn": "live", "-pl_window": "5"]
        let changed = try Recognizer(configuration: configuration)
        #expect(changed.effectiveValue(of: "-cmn") == "live")
        #expect(
            changed.effectiveValue(of: "-featparams")?.hasPrefix(FileManager.default.temporaryDirectory.path) == true)
        // The copy was needed only while the decoder was built.
        let copy = try #require(changed.effectiveValue(of: "-featparams"))
        #expect(!FileManager.default.fileExists(atPath: copy))
    }
}
