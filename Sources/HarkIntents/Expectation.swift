/// What the engine waits to hear after asking the user something; it decides how the next
/// turn is read and which narrowed search recognizes it.
public enum Expectation: Hashable, Sendable {
    /// A value for the parameter ("Who do you want to send it to?"). `replacing` is the index of
    /// the list item the answer replaces (a recipient the app could not find), or nil for the
    /// whole parameter.
    case value(parameter: String, replacing: Int?)
    /// One of the options of a disambiguation, for the item at `index` of the parameter.
    case choice(parameter: String, index: Int, options: [IntentValue])
    /// Yes or no to a value the app wants confirmed ("Did you mean Bobo?").
    case valueConfirmation(parameter: String, index: Int, value: IntentValue)
    /// Yes or no to going ahead with the whole intent ("Ready to send it?").
    case intentConfirmation

    /// The parameter asked about, if any.
    public var parameter: String? {
        switch self {
        case .value(let parameter, _), .choice(let parameter, _, _), .valueConfirmation(let parameter, _, _):
            parameter
        case .intentConfirmation: nil
        }
    }

    /// True when the answer is a yes or a no.
    public var isYesNo: Bool {
        switch self {
        case .valueConfirmation, .intentConfirmation: true
        case .value, .choice: false
        }
    }
}
