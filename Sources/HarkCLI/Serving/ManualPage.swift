import Foundation

/// A manual page in mdoc, for `man`, made from the command tree's own help: the same layout as
/// swift-argument-parser's GenerateManual plugin (one page, every subcommand nested in the
/// description), with each option's default as `--help` prints it, the text kept in UTF-8, and a
/// FILES section naming where the data and the documents are installed.
struct ManualPage {
    var help: ToolHelp
    /// The page's date, e.g. "April 3, 2026".
    var date: String
    /// Installed model data and documents, for FILES.
    var dataDirectory: String
    var documentDirectory: String

    func render() -> String {
        let command = help.command
        var lines = [
            #".\" Made by `hark manual` from the binary's own help; scripts/install.sh installs it."#,
            ".Dd \(Self.argument(date))", ".Dt \(command.commandName.uppercased()) 1", ".Os",
            ".Sh NAME", ".Nm \(command.commandName)",
        ]
        if let abstract = command.abstract { lines.append(".Nd \(Self.argument(abstract))") }
        lines += [".Sh SYNOPSIS", ".Nm"]
        if command.subcommands?.isEmpty == false { lines.append(".Ar subcommand") }
        for argument in command.arguments ?? [] where argument.shouldDisplay {
            lines.append(Self.synopsis(argument))
        }
        lines.append(".Sh DESCRIPTION")
        lines += describe(command, root: true)
        lines += [
            ".Sh FILES", ".Bl -tag -width 6n",
            ".It Pa \(Self.argument(dataDirectory))",
            "Model data: intent definitions, app vocabularies, responses, G2P, classifier, calibration.",
            ".It Pa \(Self.argument(documentDirectory))",
            "The documents the help names, among them openapi.yaml, the API of",
            ".Nm",
            "serve.",
            ".El",
            ".Sh EXIT STATUS", ".Ex -std",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private func describe(_ command: ToolHelp.Command, root: Bool) -> [String] {
        var lines: [String] = []
        if !root, let abstract = command.abstract { lines += Self.text(abstract) }
        if let discussion = command.discussion, !discussion.isEmpty {
            if !lines.isEmpty { lines.append(".Pp") }
            lines += Self.text(discussion)
        }
        let arguments = (command.arguments ?? []).filter(\.shouldDisplay)
        let subcommands = (command.subcommands ?? []).filter { $0.shouldDisplay ?? true }
        guard !arguments.isEmpty || !subcommands.isEmpty else { return lines }
        lines.append(".Bl -tag -width 6n")
        for argument in arguments {
            lines.append(".It \(Self.label(argument))")
            var abstract = argument.abstract ?? ""
            if let value = argument.defaultValue, !value.isEmpty, argument.kind != .flag {
                abstract += abstract.isEmpty ? "(default: \(value))" : " (default: \(value))"
            }
            if !abstract.isEmpty { lines += Self.text(abstract) }
            if let discussion = argument.discussion, !discussion.isEmpty {
                if !abstract.isEmpty { lines.append(".Pp") }
                lines += Self.text(discussion)
            }
        }
        for subcommand in subcommands {
            lines.append(".It Em \(Self.argument(subcommand.commandName))")
            lines += describe(subcommand, root: false)
        }
        lines.append(".El")
        return lines
    }

    /// `Fl -jobs Ar jobs`, `Fl h , -help`, `Ar files...`.
    private static func label(_ argument: ToolHelp.Argument) -> String {
        let value = "Ar " + Self.argument((argument.valueName ?? "value") + (argument.isRepeating ? "..." : ""))
        let names = (argument.names ?? []).sorted { ($0.kind == .short ? 0 : 1) < ($1.kind == .short ? 0 : 1) }
        let flags = "Fl " + names.map(flag).joined(separator: " , ")
        switch argument.kind {
        case .positional: return value
        case .option: return "\(flags) \(value)"
        case .flag: return flags
        }
    }

    private static func synopsis(_ argument: ToolHelp.Argument) -> String {
        let name = argument.preferredName ?? argument.names?.first
        let body: String
        switch argument.kind {
        case .positional: body = label(argument)
        case .option:
            body =
                "Fl \(name.map(flag) ?? "") Ar "
                + Self.argument((argument.valueName ?? "value") + (argument.isRepeating ? "..." : ""))
        case .flag: body = "Fl \(name.map(flag) ?? "")"
        }
        return argument.isOptional ? ".Op \(body)" : ".\(body)"
    }

    /// A name as `Fl` takes it: `Fl` itself writes the first dash.
    private static func flag(_ name: ToolHelp.Argument.Name) -> String {
        switch name.kind {
        case .long: "-" + name.name
        case .short, .longWithSingleDash: name.name
        }
    }

    /// A macro argument: quoted when it holds a blank, backslashes and quotes escaped (mandoc's
    /// escaping rules).
    static func argument(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "\"", with: "\\(dq")
            .replacingOccurrences(of: "\n", with: " ")
        return escaped.isEmpty || escaped.contains(" ") ? "\"\(escaped)\"" : escaped
    }

    /// Text lines: a blank line starts a paragraph, a line beginning with a dot or an apostrophe is
    /// kept from being read as a request, backslashes are escaped.
    static func text(_ text: String) -> [String] {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                if lines.last.map({ $0 != ".Pp" }) ?? false { lines.append(".Pp") }
                continue
            }
            let escaped = trimmed.replacingOccurrences(of: "\\", with: "\\e")
            lines.append(escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped)
        }
        if lines.last == ".Pp" { lines.removeLast() }
        return lines
    }
}
