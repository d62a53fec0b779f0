import ArgumentParser

@main
struct HarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "hark", abstract: "Offline speech-to-intent.")
}
