/// The command tree as swift-argument-parser describes it (`hark --experimental-dump-help`,
/// serialization version 0): the part of its `ToolInfoV0` a manual page needs. Its own types are
/// in a module the package does not export, hence this mirror.
struct ToolHelp: Decodable {
    var serializationVersion: Int
    var command: Command

    struct Command: Decodable {
        var commandName: String
        var abstract: String?
        var discussion: String?
        var shouldDisplay: Bool?
        var subcommands: [Command]?
        var arguments: [Argument]?
    }

    struct Argument: Decodable {
        enum Kind: String, Decodable {
            case positional, option, flag
        }

        struct Name: Decodable {
            enum Kind: String, Decodable {
                case long, short, longWithSingleDash
            }

            var kind: Kind
            var name: String
        }

        var kind: Kind
        var shouldDisplay: Bool
        var isOptional: Bool
        var isRepeating: Bool
        var names: [Name]?
        var preferredName: Name?
        var valueName: String?
        var defaultValue: String?
        var abstract: String?
        var discussion: String?
    }
}
