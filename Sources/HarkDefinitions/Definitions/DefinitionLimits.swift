/// How much one intent definition file may ask of the loader, the search compiler and the parser,
/// checked on load so a hostile or mistaken file fails at once with its place instead of
/// exhausting the stack, the memory or the clock later.
///
/// Each limit is far above what a real app needs: the shipped files nest groups 3 deep, their
/// longest template has 400 characters and their largest app spans about 3,100 template items
/// (docs/intents.md).
public enum DefinitionLimits {
    /// Bytes of one definition file.
    public static let maximumFileBytes = 4 << 20
    /// Brackets (`[`, `{`) open at once in the YAML text, and columns of a line's indentation and
    /// compact block entries (`- - x`). The YAML composer recurses once per nested collection,
    /// so this is checked on the raw text before it runs (`YAMLNesting`); brackets inside quoted
    /// templates count too, which only makes the bound stricter than it need be.
    public static let maximumYAMLNesting = 200
    /// Groups (`(…)`, `[…]`) open at once inside one template.
    public static let maximumTemplateNesting = 32
    /// Characters of one template.
    public static let maximumTemplateCharacters = 4_000
    /// Named phrases (Rhino macros) of one file.
    public static let maximumPhrases = 1_000
    /// Phrases reached through phrases: `<a>` using `<b>` using `<c>` is 3 deep.
    public static let maximumPhraseNesting = 16
    /// Items (words, slots, groups) of one app's templates with their phrases inlined, the size of
    /// the automata the parser matches every request against and of the search compiled from them.
    public static let maximumExpandedItems = 200_000

    /// Checks what only the whole app shows: how deep its phrases nest and how large its
    /// templates grow once phrases are inlined (a phrase used twice in a phrase used twice…).
    static func check(_ app: AppDefinition) throws(IntentDefinitionError) {
        var depths: [String: Int] = [:]
        for name in app.phrases.keys.sorted() {
            let depth = phraseDepth(name, phrases: app.phrases, depths: &depths)
            guard depth <= maximumPhraseNesting else {
                throw IntentDefinitionError(
                    "phrase '<\(name)>' nests phrases \(depth) deep; at most \(maximumPhraseNesting)",
                    at: app.location)
            }
        }
        var sizes: [String: Int] = [:]
        var total = 0
        for intent in app.intents {
            for template in intent.templates {
                total = saturatingSum(total, template.root.expandedSize(phrases: app.phrases, sizes: &sizes))
                guard total <= maximumExpandedItems else {
                    throw IntentDefinitionError(
                        "the app's templates grow past \(maximumExpandedItems) words, slots and groups with their "
                            + "phrases written out (reached in this template of intent '\(intent.name)')",
                        at: template.location)
                }
            }
        }
    }

    /// 1 for a phrase that uses none; phrases are acyclic by now, and at most `maximumPhrases`,
    /// so the recursion is bounded.
    private static func phraseDepth(_ name: String, phrases: [String: TemplateNode], depths: inout [String: Int])
        -> Int
    {
        if let known = depths[name] { return known }
        var deepest = 0
        for reference in phrases[name]?.phraseReferences() ?? [] {
            deepest = max(deepest, phraseDepth(reference, phrases: phrases, depths: &depths))
        }
        depths[name] = deepest + 1
        return deepest + 1
    }

    static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }
}
