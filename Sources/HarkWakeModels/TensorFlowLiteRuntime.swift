import Foundation
import HarkSupport

/// TensorFlow Lite's C API, loaded with `dlopen` from the `libtensorflowlite_c.so` that the PyPI
/// package `pyopen-wakeword` ships.
///
/// The library is opened at run time, not linked: it lives in a folder the project's setup fills
/// (`scripts/setup-wakeword.sh`), not in a system path, and a machine without it must still run
/// every other part of Hark and say plainly what is missing. It is checked against the pinned
/// SHA-256 before it is opened: a library that is not the one measured could run the models
/// differently, or not be TensorFlow Lite at all.
///
/// Nothing here leaves HarkWakeModels: ``TrainedWakeWordDetector`` is the public face.
final class TensorFlowLiteRuntime: @unchecked Sendable {
    // @unchecked: every stored property is set once in `init` and only read after; the C
    // functions are safe to call from any thread on interpreters that one thread owns at a time.

    /// The version of `pyopen-wakeword` whose library these checksums are.
    static let packageVersion = "1.1.0"
    /// SHA-256 of `libtensorflowlite_c.so` in the pinned wheel, per machine architecture.
    static let librarySHA256: [String: String] = [
        "x86_64": "25465edb5cd7aadd00249d4d28f1d922ce5cc90195ad4403458111dd63493bae",
        "aarch64": "12062437bfde367b1be592ebc4a9fe64b8453f90b3b7dc21fade002c38e1ac1a",
    ]
    /// `kTfLiteFloat32` in `TfLiteType`.
    static let float32Type: Int32 = 1

    // TfLiteStatus and TfLiteType are C enums: 32-bit integers on every platform the wheel serves.
    private typealias ModelCreate = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias Delete = @convention(c) (OpaquePointer?) -> Void
    private typealias OptionsCreate = @convention(c) () -> OpaquePointer?
    private typealias OptionsSetThreads = @convention(c) (OpaquePointer?, Int32) -> Void
    private typealias OptionsAddDelegate = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
    private typealias DelegateCreate = @convention(c) (UnsafeRawPointer?) -> OpaquePointer?
    private typealias InterpreterCreate = @convention(c) (OpaquePointer?, OpaquePointer?) -> OpaquePointer?
    private typealias InterpreterStep = @convention(c) (OpaquePointer?) -> Int32
    private typealias TensorCount = @convention(c) (OpaquePointer?) -> Int32
    private typealias TensorAt = @convention(c) (OpaquePointer?, Int32) -> OpaquePointer?
    private typealias Resize = @convention(c) (OpaquePointer?, Int32, UnsafePointer<Int32>?, Int32) -> Int32
    private typealias TensorInt = @convention(c) (OpaquePointer?) -> Int32
    private typealias TensorDim = @convention(c) (OpaquePointer?, Int32) -> Int32
    private typealias TensorByteSize = @convention(c) (OpaquePointer?) -> Int
    private typealias CopyFrom = @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int) -> Int32
    private typealias CopyTo = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int) -> Int32

    let libraryPath: String
    private let modelCreate: ModelCreate
    private let modelDelete: Delete
    private let optionsCreate: OptionsCreate
    private let optionsSetThreads: OptionsSetThreads
    private let optionsAddDelegate: OptionsAddDelegate
    private let xnnpackCreate: DelegateCreate
    private let xnnpackDelete: Delete
    private let optionsDelete: Delete
    private let interpreterCreate: InterpreterCreate
    private let interpreterDelete: Delete
    private let allocateTensors: InterpreterStep
    private let invoke: InterpreterStep
    private let inputCount: TensorCount
    private let outputCount: TensorCount
    private let inputTensor: TensorAt
    private let outputTensor: TensorAt
    private let resizeInput: Resize
    private let tensorType: TensorInt
    private let tensorRank: TensorInt
    private let tensorDim: TensorDim
    private let tensorByteSize: TensorByteSize
    private let copyFrom: CopyFrom
    private let copyTo: CopyTo

    /// One runtime per library for the whole process: a library once opened stays mapped, and
    /// its checksum (5 MB) need not be taken again.
    private static let loaded = LoadedOnce<String, TensorFlowLiteRuntime>()

    /// The runtime of `libraryPath`, checked and opened on first use; throws naming `setting`
    /// when the file is missing, is not the pinned one or lacks a function.
    static func load(libraryPath: String, setting: String) throws(WakeModelError) -> TensorFlowLiteRuntime {
        try loaded.value(for: libraryPath) { () throws(WakeModelError) in
            try TensorFlowLiteRuntime(libraryPath: libraryPath, setting: setting)
        }
    }

    private init(libraryPath: String, setting: String) throws(WakeModelError) {
        guard FileManager.default.isReadableFile(atPath: libraryPath) else {
            throw WakeModelError(
                "no readable TensorFlow Lite library at \(libraryPath) (\(setting)); run scripts/setup-wakeword.sh, "
                    + "or set \(setting)")
        }
        let library: PinnedLibrary
        do {
            library = try PinnedLibrary(
                path: libraryPath, setting: setting, pinnedSHA256: Self.librarySHA256,
                pinnedAs: "libtensorflowlite_c.so of pyopen-wakeword \(Self.packageVersion)")
        } catch { throw WakeModelError(error.reason + "; run scripts/setup-wakeword.sh") }
        func symbol<Function>(_ name: String, as type: Function.Type) throws(WakeModelError) -> Function {
            do { return try library.symbol(name, as: type) } catch { throw WakeModelError(error.reason) }
        }
        self.libraryPath = libraryPath
        modelCreate = try symbol("TfLiteModelCreateFromFile", as: ModelCreate.self)
        modelDelete = try symbol("TfLiteModelDelete", as: Delete.self)
        optionsCreate = try symbol("TfLiteInterpreterOptionsCreate", as: OptionsCreate.self)
        optionsSetThreads = try symbol("TfLiteInterpreterOptionsSetNumThreads", as: OptionsSetThreads.self)
        optionsDelete = try symbol("TfLiteInterpreterOptionsDelete", as: Delete.self)
        optionsAddDelegate = try symbol("TfLiteInterpreterOptionsAddDelegate", as: OptionsAddDelegate.self)
        xnnpackCreate = try symbol("TfLiteXNNPackDelegateCreate", as: DelegateCreate.self)
        xnnpackDelete = try symbol("TfLiteXNNPackDelegateDelete", as: Delete.self)
        interpreterCreate = try symbol("TfLiteInterpreterCreate", as: InterpreterCreate.self)
        interpreterDelete = try symbol("TfLiteInterpreterDelete", as: Delete.self)
        allocateTensors = try symbol("TfLiteInterpreterAllocateTensors", as: InterpreterStep.self)
        invoke = try symbol("TfLiteInterpreterInvoke", as: InterpreterStep.self)
        inputCount = try symbol("TfLiteInterpreterGetInputTensorCount", as: TensorCount.self)
        outputCount = try symbol("TfLiteInterpreterGetOutputTensorCount", as: TensorCount.self)
        inputTensor = try symbol("TfLiteInterpreterGetInputTensor", as: TensorAt.self)
        outputTensor = try symbol("TfLiteInterpreterGetOutputTensor", as: TensorAt.self)
        resizeInput = try symbol("TfLiteInterpreterResizeInputTensor", as: Resize.self)
        tensorType = try symbol("TfLiteTensorType", as: TensorInt.self)
        tensorRank = try symbol("TfLiteTensorNumDims", as: TensorInt.self)
        tensorDim = try symbol("TfLiteTensorDim", as: TensorDim.self)
        tensorByteSize = try symbol("TfLiteTensorByteSize", as: TensorByteSize.self)
        copyFrom = try symbol("TfLiteTensorCopyFromBuffer", as: CopyFrom.self)
        copyTo = try symbol("TfLiteTensorCopyToBuffer", as: CopyTo.self)
    }

    /// An interpreter of the model at `modelPath` on one thread, its tensors allocated, each
    /// input first resized to `inputShapes` where given. `setting` is named in its errors;
    /// TensorFlow Lite's own reasons go to standard error (its error reporter takes a C
    /// `va_list`, which Swift cannot receive).
    func interpreter(
        modelPath: String, setting: String, inputShapes: [Int: [Int]] = [:]
    ) throws(WakeModelError) -> Interpreter {
        guard FileManager.default.isReadableFile(atPath: modelPath) else {
            throw WakeModelError("no readable model at \(modelPath) (\(setting)); run scripts/setup-wakeword.sh")
        }
        guard let model = modelCreate(modelPath) else {
            throw WakeModelError("\(modelPath) (\(setting)) is not a TensorFlow Lite model")
        }
        let options = optionsCreate()
        // One thread: the detector runs beside the recognizer on a shared machine.
        optionsSetThreads(options, 1)
        // XNNPACK's kernels (options nil: its defaults, one thread), which this library has but
        // does not apply by default: the embedding model takes 1.7 ms instead of 9.3 per 80 ms
        // of audio, and the scores stay within 1e-3 of pyopen-wakeword's (HarkWakeModelsTests).
        let delegate = xnnpackCreate(nil)
        if let delegate { optionsAddDelegate(options, delegate) }
        let handle = interpreterCreate(model, options)
        optionsDelete(options)
        guard let handle else {
            modelDelete(model)
            if let delegate { xnnpackDelete(delegate) }
            throw WakeModelError("TensorFlow Lite cannot run \(modelPath) (\(setting))")
        }
        let interpreter = Interpreter(
            runtime: self, model: model, handle: handle, delegate: delegate, path: modelPath, setting: setting)
        for (index, shape) in inputShapes.sorted(by: { $0.key < $1.key }) {
            let dims = shape.map { Int32($0) }
            guard resizeInput(handle, Int32(index), dims, Int32(dims.count)) == 0 else {
                throw WakeModelError(
                    "\(modelPath) (\(setting)) does not take an input of shape \(shape)")
            }
        }
        guard allocateTensors(handle) == 0 else {
            throw WakeModelError("TensorFlow Lite cannot allocate \(modelPath)'s tensors (\(setting))")
        }
        return interpreter
    }

    /// One model's interpreter: owned by one thread at a time, freed with its last reference.
    final class Interpreter {
        private let runtime: TensorFlowLiteRuntime
        private let model: OpaquePointer
        private let handle: OpaquePointer
        private let delegate: OpaquePointer?
        /// The model's file, for errors.
        let path: String
        /// The setting that named the model, for errors.
        let setting: String

        fileprivate init(
            runtime: TensorFlowLiteRuntime, model: OpaquePointer, handle: OpaquePointer, delegate: OpaquePointer?,
            path: String, setting: String
        ) {
            self.runtime = runtime
            self.model = model
            self.handle = handle
            self.delegate = delegate
            self.path = path
            self.setting = setting
        }

        deinit {
            // The delegate after the interpreter that uses it.
            runtime.interpreterDelete(handle)
            if let delegate { runtime.xnnpackDelete(delegate) }
            runtime.modelDelete(model)
        }

        /// How many inputs and outputs the model has.
        var counts: (inputs: Int, outputs: Int) {
            (Int(runtime.inputCount(handle)), Int(runtime.outputCount(handle)))
        }

        /// The shape of input `index`, and whether it holds 32-bit floats.
        func inputShape(_ index: Int = 0) -> (shape: [Int], isFloat: Bool) {
            describe(runtime.inputTensor(handle, Int32(index)))
        }

        /// The shape of output `index`, and whether it holds 32-bit floats.
        func outputShape(_ index: Int = 0) -> (shape: [Int], isFloat: Bool) {
            describe(runtime.outputTensor(handle, Int32(index)))
        }

        private func describe(_ tensor: OpaquePointer?) -> (shape: [Int], isFloat: Bool) {
            guard let tensor else { return ([], false) }
            let rank = Int(runtime.tensorRank(tensor))
            let shape = (0..<max(rank, 0)).map { Int(runtime.tensorDim(tensor, Int32($0))) }
            return (shape, runtime.tensorType(tensor) == TensorFlowLiteRuntime.float32Type)
        }

        /// Runs the model on `input` (input 0, all of it) and returns output 0.
        func run(_ input: [Float]) throws(WakeModelError) -> [Float] {
            let inputTensor = runtime.inputTensor(handle, 0)
            let byteCount = input.count * MemoryLayout<Float>.size
            guard let inputTensor, runtime.tensorByteSize(inputTensor) == byteCount else {
                throw failure("takes \(inputTensor.map { runtime.tensorByteSize($0) } ?? 0) bytes, not \(byteCount)")
            }
            let copied = input.withUnsafeBytes { runtime.copyFrom(inputTensor, $0.baseAddress, byteCount) }
            guard copied == 0 else { throw failure("refused its input") }
            guard runtime.invoke(handle) == 0 else { throw failure("failed to run") }
            guard let outputTensor = runtime.outputTensor(handle, 0) else { throw failure("has no output") }
            let outputBytes = runtime.tensorByteSize(outputTensor)
            var output = [Float](repeating: 0, count: outputBytes / MemoryLayout<Float>.size)
            let read = output.withUnsafeMutableBytes { runtime.copyTo(outputTensor, $0.baseAddress, outputBytes) }
            guard read == 0 else { throw failure("gave no output") }
            return output
        }

        private func failure(_ what: String) -> WakeModelError {
            WakeModelError("\(path) (\(setting)) \(what)")
        }
    }
}
