// A declared app (a folder: intents, replies, a handler command) on a device of your own, asked a
// typed request, with no command-line parsing: the device is built as `hark ask` builds it. From a
// clone of Hark:
//   swift run AskADeclaredApp Examples/AskADeclaredApp/lights "turn on the kitchen light"
import Foundation
import Hark
import HarkDevice

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: AskADeclaredApp APP-FOLDER REQUEST\n".utf8))
    exit(2)
}
do {
    // Hark's defaults (the same as the `hark` command's), or a profile file's: $HARK_CONFIG.
    let pipeline = try HarkPipeline(configuration: try HarkProfile.load(file: nil).configuration)
    // A state folder of its own: the device's settings, the apps' data, the user's vocabulary.
    let state = StateDirectory(url: FileManager.default.temporaryDirectory.appendingPathComponent("ask-a-declared-app"))
    // The app folder is heard alone, with its handler, as `hark ask --intents FOLDER` hears it.
    let device = try Device(pipeline: pipeline, intents: [URL(fileURLWithPath: arguments[1])], state: state)
    let assistant = try device.assistant(reading: try device.parser())
    let reply = await assistant.reply(to: arguments[2])
    print(reply.response.text)
    exit(reply.outcome == .done ? 0 : 3)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
