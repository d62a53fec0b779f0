import Foundation
import HarkTestSupport
import Testing

/// The command-line rows of issue 15's fault-injection table, each as the issue ran it.
@Suite("hark on hostile input")
struct HardeningCommandTests {
    @Test func negativeJobsSaysTheValueMustBeAtLeastOne() throws {
        for command in ["transcribe", "understand", "evaluate"] {
            let run = try HarkProcess.run([command, "--jobs", "-1", "x.wav"])
            #expect(run.status != 0)
            #expect(run.standardError.contains("--jobs must be at least 1"), "\(command): \(run.standardError)")
        }
    }

    @Test func nestedTemplateIsAnErrorNamingTheFileNotACrash() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let template = String(repeating: "[", count: 100_000)
        let file = try workspace.write(
            Data(
                "app:\n  name: Nest\n  domain: custom\nintents:\n  Go:\n    templates:\n      - \"\(template)\"\n".utf8),
            "nested.yaml")
        let run = try HarkProcess.run(["understand", "--intents", file, "--text", "x"])
        #expect(run.status == 1)
        #expect(run.errorLines == ["hark: \(file):7:210: error: brackets nested deeper than 200"])
    }

    /// `understand` reading requests from standard input refuses a line that is not UTF-8 by its
    /// number (it was read with U+FFFD in place of the byte) and understands the others.
    @Test func understandRefusesAStandardInputLineThatIsNotUTF8() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        var lines = Data("MonkeyChat Bobo send more bananas\n".utf8)
        lines.append(contentsOf: [0x63, 0x61, 0x66, 0xE9, 0x0A])
        lines.append(Data("SoupChef order a tomato soup\n".utf8))
        let input = try workspace.write(lines, "requests.txt")
        let run = try HarkProcess.run(["understand"], standardInput: URL(fileURLWithPath: input))
        #expect(run.status == 1)
        #expect(
            run.errorLines == ["hark: line 2 of standard input is not UTF-8 text; it was skipped (save it as UTF-8)"])
        let decisions = run.outputLines.filter { !$0.hasPrefix(" ") }
        #expect(decisions.count == 2, "\(run.outputLines)")
        #expect(decisions.first?.hasPrefix("INSendMessageIntent — MonkeyChat") == true)
    }

    @Test func requestTooLongToBeSpokenIsAnErrorAndTheOthersStillRun() throws {
        let long = Array(repeating: "send more bananas to bobo on monkeychat", count: 3_000).joined(separator: " ")
        let run = try HarkProcess.run([
            "understand", "--text", long, "--text", "MonkeyChat Bobo send more bananas",
        ])
        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "hark: request \"send more bananas to bobo on monkeychat …\": too long for a spoken request: "
                    + "more than 1000 characters"
            ])
        #expect(run.outputLines.first?.hasPrefix("INSendMessageIntent — MonkeyChat") == true)
    }

    @Test func askRefusesATooLongRequestByName() throws {
        let state = try Workspace()
        defer { state.remove() }
        let long = Array(repeating: "go", count: 150).joined(separator: " ")
        let run = try HarkProcess.run(["ask", "--state", state.url.path, "--text", long])
        #expect(run.status == 1)
        #expect(run.standardError.contains("too long for a spoken request: 150 words, at most 100"))
    }

    @Test func nonFiniteFloatAudioIsAnErrorNamingTheFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let nan = try workspace.write(Self.floatWAV(.nan), "nan.wav")
        let infinite = try workspace.write(Self.floatWAV(.infinity), "inf.wav")
        let run = try HarkProcess.run(["transcribe", nan, infinite])
        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "hark: \(nan): 16000 samples are not finite numbers (NaN or infinite): damaged float audio",
                "hark: \(infinite): 16000 samples are not finite numbers (NaN or infinite): damaged float audio",
            ])
    }

    /// The file is named by bytes that are not UTF-8; the shell passes them through unchanged.
    @Test(.tags(.audio)) func fileNameThatIsNotUTF8Opens() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let good = try workspace.goForwardWAV()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c",
            #"cd "$1" && cp goforward.wav "$(printf 'bad\377utf8.wav')" && exec "$0" transcribe "$(printf 'bad\377utf8.wav')""#,
            HarkProcess.executable.path, workspace.url.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text == "go forward ten meters\n")
        #expect(FileManager.default.fileExists(atPath: good))
    }

    @Test func mangledMPEGInWAVIsNamedWithItsReason() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        // One MPEG-1 Layer III frame header, then bytes that are no frame at all.
        let frames = Data([0xFF, 0xFB, 0x90, 0x64]) + Data((0..<12_000).map { UInt8(truncatingIfNeeded: $0 &* 37) })
        // MPEGLAYER3WAVEFORMAT's extra fields: cbSize 12, ID, flags, block size 144, 1 frame.
        let extra = Data([12, 0, 1, 0, 2, 0, 0, 0, 0, 0, 144, 0, 1, 0])
        let file = try workspace.write(Self.wav(formatTag: 0x55, extra: extra, data: frames), "mangled-mp3.wav")
        let run = try HarkProcess.run(["transcribe", file])
        #expect(run.status == 1)
        #expect(
            run.errorLines.last
                == "hark: \(file): MPEG audio in a WAV container that libmpg123 cannot decode "
                + "(its notes on stderr, if any, are about this file)")
    }

    @Test func contactsImportOfAFolderOrDevZeroSaysWhy() throws {
        let state = try Workspace()
        defer { state.remove() }
        let folder = try HarkProcess.run(["contacts", "import", "--state", state.path("state"), state.url.path])
        #expect(folder.status == 1)
        #expect(folder.errorLines == ["hark: \(state.url.path): cannot read: is a directory, not a file"])
        let zero = try HarkProcess.run(["contacts", "import", "--state", state.path("state"), "/dev/zero"])
        #expect(zero.status == 1)
        #expect(zero.errorLines == ["hark: /dev/zero: cannot read: larger than 64 MiB, the most this file may hold"])
    }

    @Test func contactUsedInYear10000IsRefusedOnImportAndListingStillWorks() throws {
        let state = try Workspace()
        defer { state.remove() }
        let file = try state.write(
            Data(#"[{"screenName": "Zed", "fullName": "Zed Future", "lastUsed": "10000-01-01T00:00:00Z"}]"#.utf8),
            "contacts.json")
        let imported = try HarkProcess.run(["contacts", "import", "--state", state.path("state"), file])
        #expect(imported.status == 1)
        #expect(
            imported.errorLines == [
                "hark: \(file): [0].lastUsed: '10000-01-01T00:00:00Z' is outside the years 0001–9999 (UTC) a date can be stored with"
            ])
        let listed = try HarkProcess.run(["contacts", "list", "--state", state.path("state")])
        #expect(listed.status == 0)
    }

    @Test func emptyPlistAndUnknownIntentParameterAreRefusedWithFileAndKeyPath() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let empty = try workspace.write(
            Data(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict/></plist>"#.utf8), "empty.plist")
        let emptyRun = try HarkProcess.run(["understand", "--app-vocabulary", empty, "--text", "hi"])
        #expect(emptyRun.status == 1)
        #expect(emptyRun.errorLines == ["hark: \(empty): declares neither ParameterVocabularies nor IntentPhrases"])

        let nope = try workspace.write(
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
                <key>ParameterVocabularies</key><array><dict>
                <key>ParameterNames</key><array><string>INNope.nope</string></array>
                <key>ParameterVocabulary</key><array><dict>
                <key>VocabularyItemIdentifier</key><string>x</string>
                <key>VocabularyItemSynonyms</key><array><dict><key>VocabularyItemPhrase</key><string>Ex</string></dict></array>
                </dict></array></dict></array></dict></plist>
                """.utf8), "nope.plist")
        let nopeRun = try HarkProcess.run(["understand", "--app-vocabulary", nope, "--text", "hi"])
        #expect(nopeRun.status == 1)
        #expect(
            nopeRun.errorLines.first?.hasPrefix(
                "hark: \(nope): ParameterVocabularies[0].ParameterNames[0]: 'INNope' is not a SiriKit intent class")
                == true)
    }

    @Test func unpronounceableTemplateWordIsNamedWithFileAndLine() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let good = try workspace.goForwardWAV()
        let file = try workspace.write(
            Data(
                "app:\n  name: Dozen\n  domain: custom\nintents:\n  Count:\n    templates:\n      - \"count to 12\"\n"
                    .utf8),
            "dozen.yaml")
        let run = try HarkProcess.run(
            ["transcribe", "--intents", file, "--search", "grammar", good],
            environment: ["HARK_CACHE_DIR": workspace.path("cache")])
        #expect(run.status == 1)
        #expect(run.standardError.contains("\(file):7:10: error: no pronunciation for '12'"))
    }

    /// 16,000 samples of one 32-bit float value, mono 16 kHz.
    static func floatWAV(_ value: Float) -> Data {
        var samples = Data()
        for _ in 0..<16_000 { withUnsafeBytes(of: value.bitPattern.littleEndian) { samples.append(contentsOf: $0) } }
        return wav(formatTag: 3, bitsPerSample: 32, data: samples)
    }

    static func wav(formatTag: UInt16, bitsPerSample: UInt16 = 0, extra: Data = Data(), data: Data) -> Data {
        func le32(_ value: Int) -> Data { withUnsafeBytes(of: UInt32(value).littleEndian) { Data($0) } }
        func le16(_ value: UInt16) -> Data { withUnsafeBytes(of: value.littleEndian) { Data($0) } }
        let blockAlign = max(bitsPerSample / 8, 1)
        let format =
            le16(formatTag) + le16(1) + le32(16_000) + le32(16_000 * Int(blockAlign)) + le16(blockAlign)
            + le16(bitsPerSample) + extra
        let body =
            Data("WAVE".utf8) + Data("fmt ".utf8) + le32(format.count) + format + Data("data".utf8)
            + le32(data.count) + data
        return Data("RIFF".utf8) + le32(body.count) + body
    }
}
