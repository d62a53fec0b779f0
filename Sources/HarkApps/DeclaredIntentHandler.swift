import Foundation
import HarkDefinitions
import HarkIntents
import HarkUnderstanding

/// One intent of a declared app, as the engine sees any app's handler: its resolve, confirm and
/// handle steps go to the app's command or webhook (``HandlerExchange``) when the manifest lists
/// them, and Hark's defaults stand in for the others.
///
/// Failures never leave a request half done: a failed resolve step makes the confirm step fail,
/// so nothing is handled; a failed confirm or handle step ends the request. Each answers with the
/// code `failure` (the app's failure reply) and the reason goes to `log`.
struct DeclaredIntentHandler: IntentHandler {
    let app: String
    let intent: IntentDefinition
    let phases: Set<HandlerPhase>
    let timeout: Double
    let exchange: any HandlerExchange
    let log: @Sendable (String) -> Void
    let resolveAnswers = ResolveAnswers()

    var intentName: String { intent.name }
    var resolutionOrder: [String] { intent.parameters.map(\.name) }
    /// `confirmationRequired: true` in a Hark definition; a handler may also ask per request.
    var requiresUserConfirmation: Bool { intent.isConfirmationRequired }

    func resolve(_ parameter: String, of parameters: IntentParameters) async -> [ParameterResolution] {
        let values = parameters[parameter]
        let asked: HandlerAnswer?
        if phases.contains(.resolve) {
            let key = ResolveAnswers.Key(turn: TurnContext.current?.id, parameters: parameters)
            // A failure is kept for the confirm step, which then fails: nothing is done.
            asked = try? await resolveAnswers.answer(for: key) { await call(.resolve, parameters) }.get()
        } else {
            asked = nil
        }
        if let asked, asked.ask == parameter {
            let result: ParameterResolution =
                asked.reason.map { .unsupported(reason: $0) } ?? .needsValue
            return Array(repeating: result, count: max(values.count, 1))
        }
        guard !values.isEmpty else {
            return [intent.parameter(named: parameter)?.isRequired == true ? .needsValue : .notRequired]
        }
        return values.map { .success($0) }
    }

    func confirm(_ parameters: IntentParameters) async -> IntentResponse {
        // The pass's resolve answer (asked now when the intent has no parameter to resolve).
        if phases.contains(.resolve) {
            let key = ResolveAnswers.Key(turn: TurnContext.current?.id, parameters: parameters)
            if case .failure = await resolveAnswers.answer(for: key, asking: { await call(.resolve, parameters) }) {
                return IntentResponse(code: .failure)
            }
        }
        guard phases.contains(.confirm) else { return IntentResponse(code: .ready) }
        switch await call(.confirm, parameters) {
        case .failure: return IntentResponse(code: .failure)
        case .success(let answer):
            var response = IntentResponse(code: answer.code ?? .failure, properties: answer.values)
            response.requestsUserConfirmation = answer.confirm && response.code == .ready
            return response
        }
    }

    func handle(_ parameters: IntentParameters) async -> IntentResponse {
        switch await call(.handle, parameters) {
        case .failure: return IntentResponse(code: .failure)
        case .success(let answer): return IntentResponse(code: answer.code ?? .failure, properties: answer.values)
        }
    }

    /// One call to the handler; a failure is logged with the step it broke.
    private func call(_ phase: HandlerPhase, _ parameters: IntentParameters) async
        -> Result<HandlerAnswer, HandlerFailure>
    {
        let request = HandlerRequest.json(
            phase: phase, app: app, intent: intent.name, parameters: parameters, context: TurnContext.current)
        let result = await exchange.exchange(request, timeout: timeout).flatMap {
            (data) -> Result<HandlerAnswer, HandlerFailure> in
            Result { () throws(HandlerFailure) in try HandlerAnswer(data, phase: phase, intent: intent) }
        }
        if case .failure(let failure) = result {
            log("app \(app): \(intent.name) \(phase.rawValue): the handler \(failure)")
        }
        return result
    }
}
