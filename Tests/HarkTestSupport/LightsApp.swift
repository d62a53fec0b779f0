import Foundation

/// A declared app for first-contact tests (issue 39): Lights, four rooms, needing no name. Its
/// handler appends each handled request's room to `handled` in its data folder, unless given
/// another handler line.
public enum LightsApp {
    /// Writes the app's folder, `lights`, in `scratch` and returns it.
    public static func folder(in scratch: ScratchDirectory, handler: String? = nil, prompts: Bool = true) throws -> URL
    {
        let folder = scratch.file("lights")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let promptLines = prompts ? "\n        prompts:\n          room: Which room?" : ""
        try Data(
            """
            app:
              name: Lights
              domain: home
              nameRequired: false
            types:
              room:
                values: [kitchen, bedroom, living room, garage]
            intents:
              TurnOn:
                parameters:
                  room: {type: room, required: true}
                templates:
                  - "turn on the {room} light"
                  - "switch on the {room} light"
                responses:
                  en-US:
                    success: The {room} light is on.\(promptLines)

            """.utf8
        ).write(to: folder.appendingPathComponent("lights.yaml"))
        let script = folder.appendingPathComponent("handler.sh")
        try Data(
            """
            #!/bin/sh
            grep -o '"room": *\\["[a-z ]*"\\]' >> "$HARK_APP_DATA/handled"
            echo '{"code": "success"}'

            """.utf8
        ).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let handlerLine = handler ?? "handler: {command: [./handler.sh]}"
        try Data("intents: lights.yaml\n\(handlerLine)\n".utf8).write(to: folder.appendingPathComponent("app.yaml"))
        return folder
    }

    /// The rooms handled so far, one line each (`"room": ["bedroom"]`), from the app's data folder.
    public static func handled(in dataDirectory: URL) -> [String] {
        let file = dataDirectory.appendingPathComponent("handled")
        return ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }
}
