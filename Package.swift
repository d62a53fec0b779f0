// swift-tools-version:6.0
import PackageDescription

// The modules whose pure-Swift arithmetic the tests spend most of their time in (SHA-256 cache
// keys, n-gram estimation, letter-to-sound rules, template sampling and matching, word graphs,
// model training) are optimized in debug builds too: unoptimized, their generic code took about
// half of the suite's CPU (docs/benchmarks.md, Hardening). The rest stays unoptimized for the
// debugger. Under the sanitizers (scripts/sanitizers.sh sets HARK_SANITIZER) only HarkSupport
// (checksums) and HarkVocabulary (dictionaries, G2P) are: the suites run there spend little in
// the others' arithmetic, and optimizing them made the ASan build slower by more than it made its
// tests faster (docs/benchmarks.md, Hardening).
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]
let optimizedInDebugUnlessSanitized = Context.environment["HARK_SANITIZER"] == nil ? optimizedInDebug : []

// Targets follow the pipeline: audio → recognition → (vocabulary) → evaluation, behind the `Hark`
// facade; `hark` is the command-line client. C libraries come from Debian through pkg-config and
// never appear in a public signature outside the module that wraps them.
let package = Package(
    name: "Hark",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Hark", targets: ["Hark"]),
        .library(name: "HarkDevice", targets: ["HarkDevice"]),
        .library(name: "HarkWyoming", targets: ["HarkWyoming", "HarkWyomingService"]),
        .executable(name: "hark", targets: ["HarkCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        // Already in the graph through Hummingbird; `hark serve` runs its service group directly.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.6.0"),
        // Already in the graph through Hummingbird; `hark wyoming` uses its sockets directly.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CPocketSphinx", pkgConfig: "pocketsphinx",
            providers: [.apt(["libpocketsphinx-dev", "pocketsphinx-en-us"])]),
        .systemLibrary(
            name: "CSndFile", pkgConfig: "sndfile", providers: [.apt(["libsndfile1-dev"])]),
        .systemLibrary(name: "CSoxr", pkgConfig: "soxr", providers: [.apt(["libsoxr-dev"])]),
        // flite1-dev ships no pkg-config file: the module map names its libraries.
        .systemLibrary(name: "CFlite", providers: [.apt(["flite1-dev"])]),
        .systemLibrary(
            name: "CSpeexDSP", pkgConfig: "speexdsp", providers: [.apt(["libspeexdsp-dev"])]),
        // WebRTC's audio processing (Debian's libwebrtc-audio-processing-dev) is C++, so Swift
        // reaches it through this C shim of the project's own. Its pkg-config file carries -D flags
        // SwiftPM refuses from a system library (with a warning on every build), so the shim sets
        // them and the header path here instead.
        .target(
            name: "CWebRTCAudio",
            cxxSettings: [
                .define("WEBRTC_POSIX"), .define("WEBRTC_AUDIO_PROCESSING_ONLY_BUILD"),
                .unsafeFlags(["-I/usr/include/webrtc_audio_processing"]),
            ],
            linkerSettings: [.linkedLibrary("webrtc_audio_processing")]),

        // Plumbing every layer shares, in pure Swift: JSON values, the models folder, bounded file
        // reading, and the one implementation of each small algorithm (seeded randomness, stable
        // hashing, SHA-256, edit distance, English number words, the held-out split, word tokens,
        // frame energy, the response template syntax that definitions and response files share).
        .target(name: "HarkSupport", swiftSettings: optimizedInDebug),
        // The state directory and the SQLite files in it: the only engine module that links GRDB.
        .target(name: "HarkStorage", dependencies: [.product(name: "GRDB", package: "GRDB.swift")]),
        .target(name: "HarkAudio", dependencies: ["CSndFile", "CSoxr", "HarkSupport"]),
        .target(name: "HarkFrontEnd", dependencies: ["CSpeexDSP", "CWebRTCAudio", "HarkAudio", "HarkSupport"]),
        .target(name: "HarkRecognition", dependencies: ["CPocketSphinx", "HarkSupport"]),
        // Trained wake word detectors: openWakeWord's models, run by TensorFlow Lite's C library
        // (opened at run time, as scripts/setup-wakeword.sh installs it).
        .target(name: "HarkWakeModels", dependencies: ["HarkSupport"], swiftSettings: optimizedInDebugUnlessSanitized),
        .target(name: "HarkSpeech", dependencies: ["CFlite", "HarkAudio"]),
        .target(name: "HarkVocabulary", dependencies: ["HarkSupport"], swiftSettings: optimizedInDebug),
        // Each user's vocabulary strings (SiriKit's INVocabulary), kept in a state database.
        .target(
            name: "HarkUserVocabulary",
            dependencies: ["HarkStorage", "HarkVocabulary", .product(name: "GRDB", package: "GRDB.swift")]),
        // What the apps declare: intent definitions (Hark's YAML, Rhino contexts), their phrase
        // templates and response templates, and the English number words they are said with.
        .target(
            name: "HarkDefinitions", dependencies: ["HarkSupport", "HarkVocabulary", "Yams"],
            swiftSettings: optimizedInDebugUnlessSanitized),
        // Reading a transcript against the definitions: the parser, the domain classifier and confidence.
        .target(
            name: "HarkUnderstanding", dependencies: ["HarkDefinitions", "HarkSupport", "HarkVocabulary", "Yams"],
            swiftSettings: optimizedInDebugUnlessSanitized),
        .target(name: "HarkResponses", dependencies: ["HarkDefinitions", "HarkSupport", "Yams"]),
        .target(name: "HarkIntents"),
        // Search compiling and running: the grammars, language models and word graphs compiled from
        // the definitions, and the command, follow-up and answer searches the decoder runs with them.
        .target(
            name: "HarkSearch",
            dependencies: [
                "HarkFrontEnd", "HarkRecognition", "HarkSupport", "HarkDefinitions", "HarkUnderstanding",
                "HarkVocabulary",
            ],
            swiftSettings: optimizedInDebugUnlessSanitized),
        .target(
            name: "Hark",
            dependencies: [
                "HarkAudio", "HarkFrontEnd", "HarkRecognition", "HarkSearch", "HarkSpeech", "HarkSupport",
                "HarkStorage", "HarkWakeModels", "HarkVocabulary", "HarkUserVocabulary", "HarkDefinitions",
                "HarkUnderstanding",
                "HarkIntents",
                "HarkResponses", "Yams",
            ]),
        // Training and held-out evaluation of the shipped models (domain classifier, G2P), for
        // `hark classifier` and `hark g2p`: the runtime (`Hark` and what it re-exports) never links it.
        .target(
            name: "HarkTraining",
            dependencies: ["HarkSupport", "HarkDefinitions", "HarkUnderstanding", "HarkVocabulary"],
            swiftSettings: optimizedInDebugUnlessSanitized),
        .target(
            name: "HarkEvaluation",
            dependencies: ["Hark", "HarkSupport", "HarkDefinitions", "HarkUnderstanding", "HarkVocabulary"]),
        // The version and the commit built, for `hark --version`; the commit is stamped by the
        // plugin on every build, into this small module alone so that little is recompiled.
        .target(name: "HarkBuildInfo", plugins: ["GitCommitStamp"]),
        .plugin(name: "GitCommitStamp", capability: .buildTool(), dependencies: ["HarkCommitStamp"]),
        // The plugin's tool: reads the commit from .git when the build runs (see the plugin).
        .executableTarget(name: "HarkCommitStamp"),
        // The sample app: a client of the engine, keeping its address book and messages.
        .target(
            name: "MonkeyChat",
            dependencies: [
                "HarkSupport", "HarkStorage", "HarkVocabulary", "HarkUserVocabulary", "HarkIntents",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        // The custom-intent sample app: soup orders, their donations, suggested and voice shortcuts.
        .target(
            name: "SoupChef",
            dependencies: [
                "HarkSupport", "HarkStorage", "HarkIntents", .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        // The workouts sample app: a workout catalogue with its own vocabulary, and workout sessions.
        .target(
            name: "MonkeyFit",
            dependencies: [
                "HarkSupport", "HarkStorage", "HarkVocabulary", "HarkUserVocabulary", "HarkIntents",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        // Apps declared as folders (docs/apps.md): intents, responses and a handler that is a
        // command or a webhook, registered with the engine like the compiled apps.
        .target(
            name: "HarkApps",
            dependencies: [
                "HarkIntents", "HarkStorage", "HarkSupport", "HarkDefinitions", "HarkUnderstanding", "HarkVocabulary",
                "Yams",
            ]),
        // `hark serve`: the engine over local HTTP. Its own target, so the engine never links Hummingbird.
        // It serves docs/openapi.yaml (linked into the target) from the binary itself.
        .target(
            name: "HarkServer",
            dependencies: [
                "Hark", "HarkAudio", "HarkIntents", "HarkResponses", "HarkSpeech", "HarkDefinitions",
                "HarkUnderstanding",
                "HarkVocabulary", "Yams", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            resources: [.embedInCode("openapi.yaml")]),
        // `hark wyoming`: the Wyoming protocol (Home Assistant, Rhasspy 3) over TCP or standard
        // input/output. It reaches the engine through its own small protocol, which
        // HarkWyomingService fulfils with the pipeline, so it links neither the recognizer nor the apps.
        .target(
            name: "HarkWyoming",
            dependencies: [
                "HarkAudio", "HarkSupport", .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        // The pipeline as the Wyoming service's engine: what `hark wyoming` serves, and a program of
        // one's own can serve too.
        .target(
            name: "HarkWyomingService",
            dependencies: [
                "Hark", "HarkBuildInfo", "HarkResponses", "HarkSpeech", "HarkSupport",
                "HarkDefinitions", "HarkUnderstanding", "HarkWyoming",
            ]),
        // The device every front door opens: the shipped and declared apps installed on a state
        // folder, the user's vocabulary, the reply catalogs, and the pipeline built over them. The
        // command line, the servers and a program of one's own build it the same way.
        .target(
            name: "HarkDevice",
            dependencies: [
                "Hark", "HarkApps", "HarkIntents", "HarkResponses", "HarkStorage", "HarkSupport",
                "HarkDefinitions", "HarkUnderstanding", "HarkUserVocabulary", "HarkVocabulary", "MonkeyChat",
                "MonkeyFit", "SoupChef",
            ]),
        // The README's "Using Hark from Swift" program, built so the README cannot drift from it.
        .executableTarget(
            name: "HandleAnIntent", dependencies: ["Hark"], path: "Examples/HandleAnIntent",
            exclude: ["beanstalk.yaml", "order.wav"]),
        // A program of one's own: a declared app on a device, answering a typed request.
        .executableTarget(
            name: "AskADeclaredApp", dependencies: ["Hark", "HarkDevice"], path: "Examples/AskADeclaredApp",
            exclude: ["lights"]),
        .executableTarget(
            name: "HarkCLI",
            dependencies: [
                "Hark", "HarkApps", "HarkBuildInfo", "HarkDevice", "HarkEvaluation", "HarkServer", "HarkStorage",
                "HarkSupport",
                "HarkTraining",
                "HarkVocabulary", "HarkWyoming", "HarkWyomingService",
                "HarkUserVocabulary", "HarkDefinitions", "HarkUnderstanding",
                "HarkIntents", "HarkResponses", "MonkeyChat", "SoupChef", "MonkeyFit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // What the test targets share (scratch folders, flite and sox audio, running `hark`, the
        // repository's files, the tags `.audio` and `.slow`); only test targets depend on it.
        .target(name: "HarkTestSupport", dependencies: ["HarkStorage"], path: "Tests/HarkTestSupport"),
        .testTarget(
            name: "HarkSupportTests",
            dependencies: [
                "HarkTestSupport", "HarkDefinitions", "HarkSupport", "HarkEvaluation", "HarkTraining", "HarkVocabulary",
            ]),
        .testTarget(name: "HarkAudioTests", dependencies: ["HarkTestSupport", "HarkAudio"]),
        .testTarget(
            name: "HarkFrontEndTests", dependencies: ["HarkTestSupport", "HarkFrontEnd", "HarkAudio", "HarkSupport"]),
        .testTarget(
            name: "HarkRecognitionTests",
            dependencies: ["HarkTestSupport", "Hark", "HarkDefinitions", "HarkIntents", "HarkSearch"]),
        // Runs pyopen-wakeword (setup-python.sh) on the same audio to check the scores.
        .testTarget(
            name: "HarkWakeModelsTests",
            dependencies: ["HarkTestSupport", "HarkWakeModels", "HarkAudio", "HarkSupport"]),
        .testTarget(name: "HarkSpeechTests", dependencies: ["HarkTestSupport", "HarkSpeech", "Hark"]),
        .testTarget(
            name: "HarkVocabularyTests",
            dependencies: [
                "HarkTestSupport",
                "HarkSupport", "HarkStorage", "HarkTraining", "HarkVocabulary", "HarkUserVocabulary",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(name: "HarkEvaluationTests", dependencies: ["HarkTestSupport", "HarkEvaluation"]),
        .testTarget(
            name: "HarkUnderstandingTests",
            dependencies: [
                "HarkTestSupport", "HarkSearch", "HarkSupport", "HarkTraining", "HarkDefinitions", "HarkUnderstanding",
                "HarkVocabulary",
            ]),
        // Reading the definitions alone: intent files and their limits, templates, hassil's syntax.
        .testTarget(
            name: "HarkDefinitionsTests",
            dependencies: ["HarkTestSupport", "HarkDefinitions", "HarkSupport", "HarkVocabulary"]),
        // The grammars, language models and word graphs compiled from the definitions.
        .testTarget(
            name: "HarkSearchTests",
            dependencies: [
                "HarkTestSupport", "HarkSearch", "HarkDefinitions", "HarkRecognition", "HarkSupport",
                "HarkUnderstanding", "HarkVocabulary",
            ]),
        .testTarget(
            name: "HarkResponsesTests",
            dependencies: ["HarkTestSupport", "HarkDefinitions", "HarkResponses", "HarkSupport"]),
        .testTarget(name: "HarkIntentsTests", dependencies: ["HarkTestSupport", "HarkIntents"]),
        // Declared apps through the assistant: command and webhook handlers (a loopback server).
        .testTarget(
            name: "HarkAppsTests",
            dependencies: [
                "HarkTestSupport", "HarkApps", "Hark", "HarkDevice", "HarkIntents", "HarkResponses", "HarkStorage",
                "HarkDefinitions", "HarkUnderstanding",
                .product(name: "Hummingbird", package: "hummingbird"),
            ]),
        .testTarget(name: "AssistantTests", dependencies: ["HarkTestSupport", "Hark", "MonkeyChat"]),
        // `hark serve`'s server in the test's process, on a loopback port, over the device's apps.
        .testTarget(
            name: "HarkServerTests",
            dependencies: [
                "HarkTestSupport", "HarkServer", "Hark", "HarkDevice", "HarkIntents", "HarkStorage",
                "HarkUserVocabulary", "MonkeyChat", "SoupChef", "Yams",
            ]),
        // Framing, sessions and `hark wyoming`'s service in-process, the service driven by the PyPI client.
        .testTarget(
            name: "HarkWyomingTests",
            dependencies: [
                "HarkTestSupport", "HarkWyoming", "HarkWyomingService", "Hark", "HarkDevice", "HarkStorage",
                "HarkSupport",
            ]),
        .testTarget(
            name: "HarkCLITests",
            dependencies: ["HarkTestSupport", "HarkCLI", "HarkEvaluation", "HarkStorage", "MonkeyChat", "MonkeyFit"]),
        .testTarget(
            name: "SoupChefTests",
            dependencies: [
                "HarkTestSupport",
                "SoupChef", "Hark", "HarkIntents", "HarkDefinitions", "HarkUnderstanding", "HarkResponses",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(
            name: "MonkeyChatTests",
            dependencies: [
                "HarkTestSupport",
                "MonkeyChat", "HarkIntents", "HarkDefinitions", "HarkUnderstanding",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        // The docs' Swift blocks are the compiled examples' bytes; runs HandleAnIntent.
        .testTarget(
            name: "DocExamplesTests",
            dependencies: [
                "HarkTestSupport", "HandleAnIntent", "AskADeclaredApp", "Hark", "HarkDevice", "HarkStorage",
                "HarkTraining", "MonkeyChat", "MonkeyFit", "SoupChef",
            ]),
        .testTarget(
            name: "MonkeyFitTests",
            dependencies: [
                "HarkTestSupport",
                "MonkeyFit", "Hark", "HarkIntents", "HarkResponses", "HarkDefinitions", "HarkUnderstanding",
                "HarkVocabulary",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer targets (Fuzz/, built and run by scripts/fuzz.sh): declared only when HARK_FUZZ is set,
// so the normal build and tests never compile them or link libFuzzer.
if Context.environment["HARK_FUZZ"] != nil {
    let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
        ("FuzzAudioReader", ["HarkAudio"]),
        ("FuzzIntentYAML", ["HarkDefinitions", "HarkUnderstanding"]),
        ("FuzzRhinoContext", ["HarkDefinitions", "HarkUnderstanding"]),
        ("FuzzPropertyList", ["HarkVocabulary"]),
        ("FuzzManifest", ["HarkEvaluation"]),
        ("FuzzContactsImport", ["MonkeyChat"]),
        ("FuzzMessagesImport", ["MonkeyChat"]),
        ("FuzzResponseTemplate", ["HarkDefinitions", "HarkResponses"]),
    ]
    package.targets.append(
        .target(name: "FuzzSupport", dependencies: ["MonkeyChat"], path: "Fuzz/Sources/FuzzSupport"))
    for target in fuzzTargets {
        package.targets.append(
            .executableTarget(
                name: target.name, dependencies: ["FuzzSupport"] + target.dependencies,
                path: "Fuzz/Sources/\(target.name)",
                // No `main`: libFuzzer's drives the target's LLVMFuzzerTestOneInput.
                swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
    }
}

// When HARK_TEST_TARGETS names test targets (separated by `|`), only those are declared, with the
// targets they depend on and no product: the sanitizer pass (scripts/sanitizers.sh) builds the
// suites that reach C code, not the rest of the tests, the command line or the examples.
if let names = Context.environment["HARK_TEST_TARGETS"] {
    let targets = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var needed = Set<String>()
    var pending = names.split(separator: "|").map(String.init)
    while let name = pending.popLast() {
        guard needed.insert(name).inserted, let target = targets[name] else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
            default: break
            }
        }
        for plugin in target.plugins ?? [] {
            if case .plugin(let name, nil) = plugin { pending.append(name) }
        }
    }
    package.targets.removeAll { !needed.contains($0.name) }
    package.products.removeAll()
}
