import Foundation

/// Speech and signals made at test time: words spoken by flite, PocketSphinx's own recordings
/// (Debian's `pocketsphinx-testdata`) and noise or silence made by sox, written into a scratch
/// folder.
extension ScratchDirectory {
    /// `text` spoken by flite's `voice` into the file `name` (`name.wav` when `name` has no
    /// extension); returns its path.
    public func speak(_ text: String, as name: String, voice: String = "slt") throws -> String {
        let file = path(name.contains(".") ? name : "\(name).wav")
        try Flite.speak(text, to: file, voice: voice)
        return file
    }

    /// goforward.raw wrapped in a WAV header by sox: real speech with a known transcript.
    public func goForwardWAV(_ name: String = "goforward.wav", options: [String] = []) throws -> String {
        try Tool.run(
            "sox",
            ["-t", "raw", "-r", "16000", "-e", "signed", "-b", "16", "-c", "1", PocketSphinxTestData.goForward]
                + options + [path(name)])
        return path(name)
    }

    /// Seeded pink noise made by sox (`-R`: repeatable).
    public func pinkNoise(_ name: String, seconds: Int) throws -> String {
        try Tool.run(
            "sox", ["-R", "-n", "-r", "16000", "-c", "1", "-b", "16", path(name), "synth", "\(seconds)", "pinknoise"])
        return path(name)
    }

    /// Digital silence, 16 kHz mono.
    public func silence(_ name: String, seconds: Double = 1) throws -> String {
        try Tool.run("sox", ["-n", "-r", "16000", "-c", "1", "-b", "16", path(name), "trim", "0", "\(seconds)"])
        return path(name)
    }
}

/// flite, the synthesizer the audio tests speak with (Debian's `flite` command).
public enum Flite {
    /// `text` spoken by `voice` (slt, rms, awb, kal16, …) into the WAV file `file`.
    public static func speak(_ text: String, to file: String, voice: String = "slt") throws {
        try Tool.run("flite", ["-voice", voice, "-t", text, "-o", file])
    }
}

/// The real recordings of Debian's `pocketsphinx-testdata`, installed by the project's setup.
public enum PocketSphinxTestData {
    public static let root = "/usr/share/pocketsphinx/test/data"
    /// "go forward ten meters", raw 16 kHz 16-bit mono.
    public static let goForward = root + "/goforward.raw"
    public static let librivox = root + "/librivox"
}
