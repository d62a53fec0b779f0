import Foundation

/// A trained wake word model, as `--model` and the `wake.model` setting name it: a NAME looked up
/// beside the runtime library (`hey_jarvis` is `Models/wakeword/hey_jarvis.tflite`), or the path
/// of a FILE.tflite of one's own (an openWakeWord model, such as the community's).
public enum WakeModel: Sendable, Equatable, CustomStringConvertible {
    /// A model installed in the wake word folder, by its file's name without `.tflite`.
    case named(String)
    /// A `.tflite` file anywhere.
    case file(String)

    /// The models `scripts/setup-wakeword.sh` installs, openWakeWord's own.
    public static let installedNames = ["alexa", "hey_jarvis", "hey_mycroft", "hey_rhasspy", "okay_nabu"]

    /// Text ending in `.tflite` or holding a `/` is a file; anything else a name. Nil for empty text.
    public init?(_ text: String) {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        self = text.hasSuffix(".tflite") || text.contains("/") ? .file(text) : .named(text)
    }

    /// The model's name, as detections report it: the file's name without `.tflite`.
    public var name: String {
        switch self {
        case .named(let name): name
        case .file(let path): URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        }
    }

    /// The text it was named with.
    public var description: String {
        switch self {
        case .named(let name): name
        case .file(let path): path
        }
    }

    /// The model's file, `folder/NAME.tflite` for a name.
    public func path(in folder: String) -> String {
        switch self {
        case .named(let name): URL(fileURLWithPath: folder).appendingPathComponent(name + ".tflite").path
        case .file(let path): path
        }
    }

    /// The names of the word models in `folder`: every `.tflite` but the two feature models.
    public static func names(in folder: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return
            files
            .filter { $0.hasSuffix(".tflite") }
            .map { String($0.dropLast(".tflite".count)) }
            .filter { !OpenWakeWordFeatures.modelNames.contains($0) }
            .sorted()
    }
}
