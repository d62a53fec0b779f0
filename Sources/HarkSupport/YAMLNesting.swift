/// How deep a YAML text may nest before the composer (Yams', which recurses once per nested
/// collection) reads it: checked on the raw text, in one pass, so a hostile file is refused with
/// its place instead of overflowing the stack. The intent definitions and the response catalogs
/// both check their text with it before composing.
///
/// Two kinds of nesting are bounded, each by `limit`:
/// - flow collections: every `[` and `{` open at once (brackets inside quoted strings count too,
///   which only makes the bound stricter than it need be);
/// - block collections: the columns of a line's indentation and compact entries (`- - - x`,
///   `? ? x`) before its first content. Each level of block sequence or mapping takes at least
///   one such column, but for a sequence written at its mapping's own indentation (`key:` then
///   `- item` below it), so what starts on a line nests at most about twice that deep. Blank and
///   comment lines hold nothing and are not counted.
///
/// Real files nest a few levels deep: both limits only refuse what no person writes.
public enum YAMLNesting {
    /// Where the text first nests too deep: line and column (counted in code points from 1, as
    /// the YAML parser's are) and what nested.
    public struct Failure: Error, Equatable, Sendable {
        /// The line of the opening that goes too deep, from 1.
        public var line: Int
        /// Its column, in code points from 1.
        public var column: Int
        /// What nested too deep, said for an error message.
        public var message: String
    }

    /// The first place `yaml` nests deeper than `limit`, or nil.
    public static func check(_ yaml: String, limit: Int) -> Failure? {
        var flowDepth = 0
        var line = 1
        var column = 0
        // Within a line: whether still in its leading indentation and compact entries, how many
        // levels those stand for, and whether the last scalar was an indicator (`-`, `?`, `:`)
        // that a space would make a compact entry.
        var inLead = true
        var leadDepth = 0
        var afterIndicator = false
        for scalar in yaml.unicodeScalars {
            column += 1
            if scalar == "\n" {
                line += 1
                column = 0
                inLead = true
                leadDepth = 0
                afterIndicator = false
                continue
            }
            if inLead {
                if scalar == " " || (scalar == "\t" && afterIndicator) {
                    // A column of indentation, or the space that makes an indicator an entry: at
                    // most one level of the block structure each.
                    leadDepth += 1
                    afterIndicator = false
                    continue
                }
                if !afterIndicator && (scalar == "-" || scalar == "?" || scalar == ":") {
                    afterIndicator = true
                    continue
                }
                inLead = false
                // What starts here sits at most this deep; a comment holds nothing.
                if leadDepth > limit && scalar != "#" {
                    return Failure(
                        line: line, column: column,
                        message: "indentation and block entries ('- ', '? ') nested deeper than \(limit)")
                }
            }
            switch scalar {
            case "[", "{":
                flowDepth += 1
                if flowDepth > limit {
                    return Failure(line: line, column: column, message: "brackets nested deeper than \(limit)")
                }
            case "]", "}":
                flowDepth = max(flowDepth - 1, 0)
            default: break
            }
        }
        return nil
    }
}
