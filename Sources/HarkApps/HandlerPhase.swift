/// The steps of a request a declared app's handler can take part in, as SiriKit's resolve,
/// confirm and handle. Every handler handles; resolving and confirming are asked for in the
/// manifest (`phases:`), and Hark's defaults stand in for a handler that does not take them.
public enum HandlerPhase: String, Sendable, Hashable, CaseIterable {
    /// Before anything is done: the handler may ask the user for a parameter's value.
    case resolve
    /// With every parameter settled: the handler may refuse, or ask the user to say yes first.
    case confirm
    /// Do it: the handler acts and says how it went.
    case handle
}
